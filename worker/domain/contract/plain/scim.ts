// The zod-free part of SCIM provisioning (decision 035): the token's shape, limits and messages.
// Its schemas are in ../schemas/scim.ts.

/** Every SCIM token starts so: a secret scanner (and a person) recognises one in a leaked file. */
export const SCIM_TOKEN_PREFIX = "chscim_";

export const MAX_SCIM_TOKEN_NAME_LENGTH = 80;
/** Active tokens a company may hold at once: one per identity provider, and room to rotate. */
export const MAX_ACTIVE_SCIM_TOKENS = 10;

/** Where the identity provider sends its requests, under the app's public origin. */
export const SCIM_BASE_PATH = "/scim/v2";

export const SCIM_TOKEN_NAME_MESSAGE = "Give the token a name, such as the identity provider it is for.";
export const SCIM_TOKEN_LIMIT_MESSAGE = `A company can hold at most ${MAX_ACTIVE_SCIM_TOKENS} active SCIM tokens. Revoke one first.`;
export const SCIM_TOKEN_REVOKED_MESSAGE = "This SCIM token is already revoked.";
