// The `intent` field of Company Settings' forms: which change the route's action makes
// (routes/admin.settings.tsx, lib/company-settings-actions.server.ts).
export const SETTINGS_INTENTS = {
  /** PUT /api/admin/company-settings: the fields the form names in `set`. */
  save: "save-settings",
  claimDomain: "claim-domain",
  cancelDomainClaim: "cancel-domain-claim",
  checkDomainDns: "check-domain-dns",
  sendDomainLink: "send-domain-link",
  testSlack: "test-slack",
  createScimToken: "create-scim-token",
  /** Asked first: without `confirmed=yes` nothing changes and the page asks (SCIM_CONFIRMED_FIELD). */
  revokeScimToken: "revoke-scim-token",
} as const;

/**
 * The settings a save form changes, one `set` field each: only those are sent to the schema, so a
 * form can change one switch, or send an empty list of authorized domains.
 */
export const SET_FIELD = "set";

/** A SCIM token's revocation sent without `confirmed=yes` (no JavaScript): the page asks first. */
export type ScimRevocationAsked = { kind: "asked"; tokenId: number };
