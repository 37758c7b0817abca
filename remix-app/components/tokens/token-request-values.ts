import {
  TOKEN_REQUEST_DEFAULT,
  type TokenRequestBody,
  type tokenRequestBody,
} from "@charterly/domain/contract";
import type { SchemaInput } from "../ui/use-schema-form";

// The Request Additional Tokens form's values and their check, with the API's own schema (spec §5).

export type TokenRequestField = keyof TokenRequestBody;
export type TokenRequestValues = Record<TokenRequestField, string>;

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

/** The form's text as the request body the schema checks: a blank count or urgency is missing. */
export function tokenRequestInput(values: TokenRequestValues): SchemaInput<typeof tokenRequestBody> {
  const count = values.requestedTokens.trim();
  return {
    requestedTokens: count === "" ? undefined : Number(count),
    businessJustification: values.businessJustification,
    urgency: values.urgency || undefined,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
  };
}
