import {
  type ArchiveOldDocumentsResultDto,
  archiveOldDocumentsBody,
  type ReplaceVersionResultDto,
  replaceVersionFields,
} from "@charterly/domain/contract";
import {
  archiveOldDocuments,
  previewArchiveOldDocuments,
  REPLACEMENT_UPLOAD_LIMITS,
  replaceDocumentVersion,
  type SessionUser,
  textFields,
  uploadedFile,
} from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { type ArchiveAsked, CHOOSE_DOCUMENT_MESSAGE, DOCUMENTS_TAB_INTENTS } from "./documents-tab-intents";
import type { FormResult } from "./form-result";
import {
  formValues,
  INVALID_FORM_MESSAGE,
  idField,
  parseForm,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { runUpload } from "./upload-form.server";

// The Documents tab's writes as route actions (routes/admin.documents.tsx): the same domain
// operations and schemas as the API's routes (worker/api/document-management.ts), for the signed-in
// person. Each operation checks documents.manage itself.

/**
 * 'Replace document version' (its multipart form read with the API's limits, the domain's, by the
 * route's `readActionForm`): what the API's replace-version route does — the change description checked with its
 * schema, then `replaceDocumentVersion`, which refuses another company's document (404) before it
 * reads the file. The file's refusals (too large, a type it does not read, no text, the same text)
 * are said by the file input.
 */
async function replaceVersion(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = DOCUMENTS_TAB_INTENTS.replaceVersion;
  // The API names the document in its path; the form in a select, which may be left unchosen.
  if (!form.get("documentId"))
    return data<FormResult<ReplaceVersionResultDto>>(
      {
        ok: false,
        intent,
        code: "invalid_input",
        message: INVALID_FORM_MESSAGE,
        fieldErrors: { documentId: CHOOSE_DOCUMENT_MESSAGE },
        values: formValues(form),
      },
      { status: 400 },
    );
  const parsed = parseForm<typeof replaceVersionFields, ReplaceVersionResultDto>(
    replaceVersionFields,
    form,
    intent,
    textFields(form, ["changeDescription"]),
  );
  if (!parsed.ok) return parsed.answer;
  return runUpload(intent, form, () =>
    replaceDocumentVersion(context.domain, session.actor, idField(form, "documentId"), async () => ({
      file: await uploadedFile(form, REPLACEMENT_UPLOAD_LIMITS),
      ...parsed.data,
    })),
  );
}

/** The Documents tab's intents and the API operations they make (worker/api/document-management.ts). */
export const DOCUMENTS_TAB_OPERATIONS = {
  [DOCUMENTS_TAB_INTENTS.archiveOld]: "archiveOldDocuments",
  [DOCUMENTS_TAB_INTENTS.replaceVersion]: "replaceDocumentVersion",
} as const satisfies IntentOperations<typeof DOCUMENTS_TAB_INTENTS>;

export async function documentsTabAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain } = context;
  const { actor } = session;
  const intent = form.get("intent");
  if (intent === DOCUMENTS_TAB_INTENTS.replaceVersion) return replaceVersion(context, session, form);
  if (intent === DOCUMENTS_TAB_INTENTS.archiveOld) {
    const parsed = parseForm<typeof archiveOldDocumentsBody, ArchiveOldDocumentsResultDto | ArchiveAsked>(
      archiveOldDocumentsBody,
      form,
      intent,
      { before: form.get("before") ?? "", reason: form.get("reason") ?? "" },
    );
    if (!parsed.ok) return parsed.answer;
    const input = parsed.data;
    // Not confirmed yet (no JavaScript): nothing changes; the answer is the question, with the count.
    if (form.get("confirmed") !== "yes")
      return runFormChange<ArchiveOldDocumentsResultDto | ArchiveAsked>(
        intent,
        async () => ({
          kind: "asked",
          before: input.before,
          reason: input.reason,
          count: (await previewArchiveOldDocuments(domain, actor, input.before)).count,
        }),
        formValues(form),
      );
    return runFormChange<ArchiveOldDocumentsResultDto | ArchiveAsked>(
      intent,
      () => archiveOldDocuments(domain, actor, input),
      formValues(form),
    );
  }
  throw unknownIntent();
}
