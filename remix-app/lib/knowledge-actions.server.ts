import {
  type KnowledgeBaseEntryDto,
  knowledgeBaseImportBody,
  knowledgeBaseStatusBody,
  type QuestionGapDto,
} from "@charterly/domain/contract";
import {
  importIntoKnowledgeBase,
  KNOWLEDGE_UPLOAD_LIMITS,
  removeKnowledgeEntry,
  resolveQuestionGap,
  type SessionUser,
  setKnowledgeEntryActive,
  textFields,
  uploadedFile,
  uploadKnowledgeDocument,
} from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { FormResult } from "./form-result";
import {
  changeFromForm,
  formValues,
  idField,
  parseForm,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { KNOWLEDGE_INTENTS, type RemovalAsked } from "./knowledge-intents";
import { runUpload } from "./upload-form.server";

// The Knowledge Base tab's writes as route actions (routes/admin.knowledge.tsx): the same domain
// operations and schemas as the API's routes (worker/api/knowledge-base.ts, question-gaps.ts), for
// the signed-in person. Each operation checks knowledge.manage itself; a row gone meanwhile is its 404.
// The route counts an upload against the API's `upload` rate limit before its body is read, then reads
// the multipart form by the domain's upload limits, as the API does; the file's refusals are said by
// the file input.

/**
 * 'Upload Training Document' (its form counted against the API's `upload` limit and read by
 * `readActionForm`, before this): what the API's upload route does.
 */
/** The knowledge base's intents and the API operations they make (worker/api/knowledge-base.ts, question-gaps.ts). */
export const KNOWLEDGE_OPERATIONS = {
  [KNOWLEDGE_INTENTS.setActive]: "setKnowledgeEntryActive",
  [KNOWLEDGE_INTENTS.remove]: "removeKnowledgeEntry",
  [KNOWLEDGE_INTENTS.resolveGap]: "resolveQuestionGap",
  [KNOWLEDGE_INTENTS.upload]: "uploadKnowledgeDocument",
  [KNOWLEDGE_INTENTS.importDocument]: "importIntoKnowledgeBase",
} as const satisfies IntentOperations<typeof KNOWLEDGE_INTENTS>;

export async function uploadKnowledgeEntry(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = KNOWLEDGE_INTENTS.upload;
  return runUpload(intent, form, async () =>
    uploadKnowledgeDocument(context.domain, session.actor, {
      file: await uploadedFile(form, KNOWLEDGE_UPLOAD_LIMITS),
      fields: textFields(form, ["title", "documentType", "category"]),
    }),
  );
}

/** A switch's value as the form sends it ("true"/"false"); anything else goes to the schema as is. */
const booleanField = (value: FormDataEntryValue | null) =>
  value === "true" ? true : value === "false" ? false : value;

/** A select's number as the API's JSON would carry it; nothing chosen is left out (the schema's message). */
const numberField = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^[0-9]+$/.test(value) ? Number(value) : undefined;

export async function knowledgeAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain } = context;
  const { actor } = session;
  const intent = form.get("intent");
  switch (intent) {
    case KNOWLEDGE_INTENTS.upload:
      return uploadKnowledgeEntry(context, session, form);
    case KNOWLEDGE_INTENTS.setActive: {
      const entryId = idField(form, "entryId");
      const parsed = parseForm<typeof knowledgeBaseStatusBody, KnowledgeBaseEntryDto>(
        knowledgeBaseStatusBody,
        form,
        intent,
        { isActive: booleanField(form.get("isActive")) },
      );
      if (!parsed.ok) return parsed.answer;
      return runFormChange(
        intent,
        () => setKnowledgeEntryActive(domain, actor, entryId, parsed.data.isActive),
        formValues(form),
      );
    }
    case KNOWLEDGE_INTENTS.remove: {
      const entryId = idField(form, "entryId");
      if (form.get("confirmed") !== "yes")
        return data<FormResult<RemovalAsked>>({ ok: true, intent, value: { kind: "asked", entryId } });
      return runFormChange(
        intent,
        async () => {
          await removeKnowledgeEntry(domain, actor, entryId);
          return { deleted: true as const, entryId };
        },
        formValues(form),
      );
    }
    case KNOWLEDGE_INTENTS.resolveGap: {
      const gapId = idField(form, "gapId");
      return runFormChange<QuestionGapDto>(intent, () => resolveQuestionGap(domain, actor, gapId));
    }
    case KNOWLEDGE_INTENTS.importDocument: {
      // The category left at "The document's own" is sent as "" and read as none.
      const category = form.get("category");
      const ownCategory = !category;
      return changeFromForm(
        ownCategory ? knowledgeBaseImportBody.omit({ category: true }) : knowledgeBaseImportBody,
        form,
        intent,
        (body) => importIntoKnowledgeBase(domain, actor, body),
        {
          documentId: numberField(form.get("documentId")),
          documentType: form.get("documentType") || undefined,
          ...(ownCategory ? {} : { category }),
        },
      );
    }
  }
  throw unknownIntent();
}
