import { z } from "zod";
import { MAX_SCIM_TOKEN_NAME_LENGTH, SCIM_TOKEN_NAME_MESSAGE } from "../plain/scim";
import { plainText } from "./text-rules";

// The Company Settings side of SCIM provisioning (decision 035): the company's bearer tokens.

/** POST /api/admin/company-settings/scim-tokens */
export const createScimTokenBody = z.object({
  name: plainText("The token's name", { error: SCIM_TOKEN_NAME_MESSAGE })
    .min(1, SCIM_TOKEN_NAME_MESSAGE)
    .max(MAX_SCIM_TOKEN_NAME_LENGTH, `The token's name is at most ${MAX_SCIM_TOKEN_NAME_LENGTH} characters`),
});
export type CreateScimTokenInput = z.infer<typeof createScimTokenBody>;

/** A token as the list shows it: never the secret, which only its creation answers. */
export const scimTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ScimTokenDto = z.infer<typeof scimTokenSchema>;

export const scimTokensSchema = z.object({
  /** The SCIM base URL to give the identity provider (the app's origin + /scim/v2). */
  baseUrl: z.string(),
  tokens: z.array(scimTokenSchema),
});
export type ScimTokensDto = z.infer<typeof scimTokensSchema>;

export const scimTokenCreatedSchema = z.object({
  token: scimTokenSchema,
  /** The bearer token itself, answered this once; only its hash is kept. */
  secret: z.string(),
});
export type ScimTokenCreatedDto = z.infer<typeof scimTokenCreatedSchema>;

export const scimTokenRevokedSchema = z.object({ token: scimTokenSchema });
