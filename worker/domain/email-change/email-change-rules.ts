/** A verification link works for 24 hours (spec §9). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** A Cancel Request for a change that is not pending any more (followed, cancelled or expired meanwhile). */
export const NO_LONGER_PENDING_MESSAGE =
  "This e-mail change is no longer pending: it was completed, cancelled or has expired meanwhile.";

export const SAME_EMAIL_MESSAGE = "That is already your e-mail address.";

/** Where the verification link sends the browser, by outcome; the dashboard explains each. */
export const EMAIL_CHANGE_REDIRECTS = {
  changed: "/?email_changed=1",
  /** Unknown, expired, cancelled or already used. */
  invalid: "/?email_change=invalid",
  /**
   * Another account uses the address: it did when the change was asked (the request answers as for
   * a free address, so as not to reveal registered ones) or took it after the link was sent.
   */
  taken: "/?email_change=taken",
} as const;

export type EmailChangeOutcome = keyof typeof EMAIL_CHANGE_REDIRECTS;
