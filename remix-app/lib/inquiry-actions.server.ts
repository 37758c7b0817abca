import { enterpriseInquiryBody } from "@charterly/domain/contract";
import { type SessionUser, submitEnterpriseInquiry } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { changeFromForm, formValues, refusedAnswer, unknownIntent } from "./form-result.server";
import { INQUIRY_INTENTS } from "./inquiry-intents";
import type { IntentOperations } from "./intent-operations";

// 'Upgrade to Enterprise' as a route action (routes/upgrade.enterprise.tsx): POST
// /api/enterprise-inquiry's rate limit, schema and operation, which refuses missing fields
// ("Required" by each) and sends the same inquiry within a minute once.

/** The form's one intent and the API operation it makes (worker/api/enterprise-inquiry.ts). */
export const INQUIRY_OPERATIONS = {
  [INQUIRY_INTENTS.submitInquiry]: "submitEnterpriseInquiry",
} as const satisfies IntentOperations<typeof INQUIRY_INTENTS>;

export async function inquiryAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent !== INQUIRY_INTENTS.submitInquiry) throw unknownIntent();
  const limited = await context.countOperation(INQUIRY_OPERATIONS[intent]);
  if (limited) return refusedAnswer<{ message: string }>(intent, limited, formValues(form));
  return changeFromForm<typeof enterpriseInquiryBody, { message: string }>(
    enterpriseInquiryBody,
    form,
    intent,
    (body) =>
      submitEnterpriseInquiry(context.domain, session.actor, body, { salesEmail: context.salesEmail }),
    // The plan sent along is the signed-in person's, as the form states it.
    { ...formValues(form), currentTier: session.user.subscriptionTier },
  );
}
