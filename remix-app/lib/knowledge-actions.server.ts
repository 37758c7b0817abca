import {
  type KnowledgeBaseEntryDto,
  knowledgeBaseStatusBody,
  type QuestionGapDto,
} from "@charterly/domain/contract";
import {
  removeKnowledgeEntry,
  resolveQuestionGap,
  type SessionUser,
  setKnowledgeEntryActive,
} from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { FormResult } from "./form-result";
import { formValues, idField, parseForm, runFormChange, unknownIntent } from "./form-result.server";
import { KNOWLEDGE_INTENTS, type RemovalAsked } from "./knowledge-intents";

// The Knowledge Base tab's writes as route actions (routes/admin.knowledge.tsx): the same domain
// operations and schemas as the API's routes (worker/api/knowledge-base.ts, question-gaps.ts), for
// the signed-in person. Each operation checks knowledge.manage itself; a row gone meanwhile is its 404.

/** A switch's value as the form sends it ("true"/"false"); anything else goes to the schema as is. */
const booleanField = (value: FormDataEntryValue | null) =>
  value === "true" ? true : value === "false" ? false : value;

export async function knowledgeAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain } = context;
  const { actor } = session;
  const intent = form.get("intent");
  switch (intent) {
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
  }
  throw unknownIntent();
}
