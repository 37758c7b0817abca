/** A verification link works for 24 hours (spec §9). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export const SAME_EMAIL_MESSAGE = "That is already your e-mail address.";
export const EMAIL_IN_USE_MESSAGE = "That e-mail address is already in use.";

/** Where the verification link sends the browser, by outcome; the dashboard explains each. */
export const EMAIL_CHANGE_REDIRECTS = {
  changed: "/?email_changed=1",
  /** Unknown, expired, cancelled or already used. */
  invalid: "/?email_change=invalid",
  /** Another account took the address after the link was sent. */
  taken: "/?email_change=taken",
} as const;

export type EmailChangeOutcome = keyof typeof EMAIL_CHANGE_REDIRECTS;
