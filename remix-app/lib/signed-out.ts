// What a signed-out person reads and how soon sign-in follows: a module of its own, because the
// root layout's 401 page needs these two constants and every page loads the root's imports (the
// API client and the failure reporting would weigh on the landing page, decision 022).

/**
 * What a signed-out person reads (spec §2, §8: 'Unauthorized' - 'You are logged out. Logging in
 * again...'), after a refused call and on a signed-in page opened signed out; sign-in follows.
 */
export const SIGNED_OUT_NOTICE = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
} as const;

/** After this long a signed-out person is sent to sign in again (spec §8, 'Logging in again...'). */
export const SIGN_IN_DELAY_MS = 500;
