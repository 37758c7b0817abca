// The Team Members forms' `intent` field: which change the route's action (routes/admin.team.tsx,
// lib/team-actions.server.ts) makes.
export const TEAM_INTENTS = {
  invite: "invite",
  resendInvitation: "resend-invitation",
  revokeInvitation: "revoke-invitation",
  changeRole: "change-role",
  removeUser: "remove-user",
  resetPassword: "reset-password",
  resendVerification: "resend-verification",
} as const;

/**
 * The four changes to one person: the Team Members tab's and Customer Management's opened rows'
 * (lib/team-actions.server.ts personAction answers them; TeamQuestion shows their answers).
 */
export const PERSON_INTENTS: readonly string[] = [
  TEAM_INTENTS.changeRole,
  TEAM_INTENTS.removeUser,
  TEAM_INTENTS.resetPassword,
  TEAM_INTENTS.resendVerification,
];

/**
 * A removal or a password reset is asked first. With JavaScript the confirmation dialog asks and
 * the form is sent with `confirmed=yes`; a form sent without it (no JavaScript) changes nothing and
 * is answered with the question, which the page shows with the confirming form.
 */
export const CONFIRMED_FIELD = "confirmed";

export type AskedFirst = { kind: "asked"; userId: number };

export const isAsked = (value: unknown): value is AskedFirst =>
  typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "asked";
