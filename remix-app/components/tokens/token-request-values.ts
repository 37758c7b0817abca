import { TOKEN_REQUEST_DEFAULT, type TokenRequestBody, tokenRequestBody } from "@charterly/domain/contract";

// The Request Additional Tokens form's values and their check, with the API's own schema (spec §5).

export type TokenRequestField = keyof TokenRequestBody;
export type TokenRequestValues = Record<TokenRequestField, string>;
export type TokenRequestErrors = Partial<Record<TokenRequestField, string>>;

export const FIELD_LABELS: Record<TokenRequestField, string> = {
  requestedTokens: "Number of tokens",
  businessJustification: "Business justification",
  urgency: "Urgency",
  contactEmail: "Contact email",
  contactPhone: "Contact phone",
};

/** The order errors are listed in (the form's order). */
export const FIELD_ORDER = Object.keys(FIELD_LABELS) as TokenRequestField[];

export const initialTokenRequestValues = (contactEmail: string): TokenRequestValues => ({
  requestedTokens: String(TOKEN_REQUEST_DEFAULT),
  businessJustification: "",
  urgency: "",
  contactEmail,
  contactPhone: "",
});

export function buildTokenRequest(
  values: TokenRequestValues,
): { ok: true; body: TokenRequestBody } | { ok: false; errors: TokenRequestErrors } {
  const count = values.requestedTokens.trim();
  const parsed = tokenRequestBody.safeParse({
    requestedTokens: count === "" ? undefined : Number(count),
    businessJustification: values.businessJustification,
    urgency: values.urgency || undefined,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: TokenRequestErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TokenRequestField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
