import { type ArchiveOldDocumentsResultDto, archiveOldDocumentsBody } from "@charterly/domain/contract";
import {
  archiveOldDocuments,
  previewArchiveOldDocuments,
  type SessionUser,
} from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ArchiveAsked, DOCUMENTS_TAB_INTENTS } from "./documents-tab-intents";
import { formValues, parseForm, runFormChange, unknownIntent } from "./form-result.server";

// The Documents tab's writes as route actions (routes/admin.documents.tsx): the same domain
// operations and schemas as the API's routes (worker/api/document-management.ts), for the signed-in
// person. Each operation checks documents.manage itself.

export async function documentsTabAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain } = context;
  const { actor } = session;
  const intent = form.get("intent");
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
