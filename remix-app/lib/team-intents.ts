// The Team Members forms' `intent` field: which change the route's action (routes/admin.team.tsx,
// lib/team-actions.server.ts) makes.
export const TEAM_INTENTS = {
  invite: "invite",
  resendInvitation: "resend-invitation",
  revokeInvitation: "revoke-invitation",
} as const;
