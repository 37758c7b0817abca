// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/email-change.ts.

export const EMAIL_MESSAGE = "Please enter a valid email address";

/** An e-mail change needs a sign-in at most this many minutes old (decision 010). */
export const RECENT_SIGN_IN_MINUTES = 10;

/** The refusal (`reauthentication_required`, 403) of an e-mail change asked from an older session. */
export const EMAIL_CHANGE_REAUTH_MESSAGE = `For your security, please sign in again to change your e-mail address (your last sign-in was more than ${RECENT_SIGN_IN_MINUTES} minutes ago).`;

/**
 * Where a screen sends the person to sign in again after a `reauthentication_required` refusal:
 * the identity provider asks for the password again (prompt=login, max_age=0) and the browser comes
 * back to `returnTo` (a path of this app; anything else returns to /).
 */
export function reauthenticationPath(returnTo = "/"): string {
  return `/api/login?${new URLSearchParams({ reauth: "1", returnTo }).toString()}`;
}
