import { RECENT_SIGN_IN_MINUTES } from "../contract";

/** A session ends after this long without use... */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and after this long in any case; the person then signs in again. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Recording every request's activity would write on every read; once per few minutes is enough. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Changing the account's e-mail address needs a sign-in this recent (else: sign in again). */
export const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60 * 1000;
