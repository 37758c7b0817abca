import { type GeneratedDocumentDto, generateDocumentBody } from "@charterly/domain/contract";
import { generateDocument, type SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { generateRequestInput } from "../components/generate/generate-request";
import { changeFromForm, formValues, refusedAnswer, unknownIntent } from "./form-result.server";
import { listGenerationTemplates } from "./generate.server";
import { GENERATE_INTENTS } from "./generate-intents";
import type { IntentOperations } from "./intent-operations";

// 'Generate Policy' as a route action (routes/generate.tsx): POST /api/documents/generate's rate
// limit, schema and operation (document.generate, checked by the operation: Freemium is refused
// with its message). The form names a template by id; its category is the body's templateType, as
// the browser's own check reads it. The effective date is the person's local day when the page's
// JavaScript sent it, else the server's (UTC) day, as the API's default.

/** The form's one intent and the API operation it makes (worker/api/generation.ts). */
export const GENERATE_OPERATIONS = {
  [GENERATE_INTENTS.generateDocument]: "generateDocument",
} as const satisfies IntentOperations<typeof GENERATE_INTENTS>;

export async function generateAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent !== GENERATE_INTENTS.generateDocument) throw unknownIntent();
  const values = formValues(form);
  const limited = await context.countOperation(GENERATE_OPERATIONS[intent]);
  if (limited) return refusedAnswer<GeneratedDocumentDto>(intent, limited, values);
  const templates = await listGenerationTemplates(context, session.actor);
  const body = generateRequestInput(
    {
      templateId: values.templateId ?? "",
      companyName: values.companyName ?? "",
      department: values.department ?? "",
      requirements: values.requirements ?? "",
    },
    templates,
    values.effectiveDate || context.domain.clock.now().toISOString().slice(0, 10),
  );
  return changeFromForm<typeof generateDocumentBody, GeneratedDocumentDto>(
    generateDocumentBody,
    form,
    intent,
    (data) => generateDocument(context.domain, session.actor, data),
    body,
  );
}
