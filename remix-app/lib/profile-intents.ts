// The profile's forms (decision 026): Edit Profile posts to /profile (routes/profile.tsx, which
// answers it), Change Email to /profile/email (routes/profile_.email.tsx; lib/profile-actions.server.ts).

/** Edit Profile as a page, and the route the dialog posts to. */
export const PROFILE_PATH = "/profile";
/** Change Email Address as a page, and the route the dialog loads and posts to. */
export const PROFILE_EMAIL_PATH = "/profile/email";

export const PROFILE_INTENTS = {
  /** Change Email's Send Verification (POST /api/auth/request-email-change). */
  requestEmailChange: "request-email-change",
  /** Change Email's Cancel Request, for the change shown (POST /api/auth/cancel-email-change). */
  cancelEmailChange: "cancel-email-change",
} as const;

/** The query field of /profile/email that fills the form (the address typed before signing in again). */
export const NEW_EMAIL_PARAM = "newEmail";
