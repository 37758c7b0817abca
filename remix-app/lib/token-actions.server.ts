import { type TokenRequestDto, tokenRequestBody } from "@charterly/domain/contract";
import { requestTokens, type SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type TokenRequestValues, tokenRequestInput } from "../components/tokens/token-request-values";
import { changeFromForm, formValues, refusedAnswer, unknownIntent } from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { TOKEN_INTENTS } from "./token-intents";

// Request Additional Tokens as a route action (routes/tokens.request.tsx): POST /api/tokens/request's
// rate limit, schema and operation (tokens.request: Pay Per Use only, checked by the operation). The
// same request sent again within a minute is the one already recorded (requestTokens).

/** The form's one intent and the API operation it makes (worker/api/tokens.ts). */
export const TOKEN_REQUEST_OPERATIONS = {
  [TOKEN_INTENTS.requestTokens]: "requestTokens",
} as const satisfies IntentOperations<typeof TOKEN_INTENTS>;

export async function tokenRequestAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent !== TOKEN_INTENTS.requestTokens) throw unknownIntent();
  const values = formValues(form);
  const limited = await context.countOperation(TOKEN_REQUEST_OPERATIONS[intent]);
  if (limited) return refusedAnswer<TokenRequestDto>(intent, limited, values);
  return changeFromForm<typeof tokenRequestBody, TokenRequestDto>(
    tokenRequestBody,
    form,
    intent,
    (data) => requestTokens(context.domain, session.actor, data),
    tokenRequestInput(tokenRequestValuesOf(values)),
  );
}

const tokenRequestValuesOf = (values: Record<string, string>): TokenRequestValues => ({
  requestedTokens: values.requestedTokens ?? "",
  businessJustification: values.businessJustification ?? "",
  urgency: values.urgency ?? "",
  contactEmail: values.contactEmail ?? "",
  contactPhone: values.contactPhone ?? "",
});
