import { reauthenticationPath } from "@charterly/domain/contract";

// An e-mail change needs a recent sign-in (decision 010). When the server refuses one with
// `reauthentication_required`, the Change Email form sends the person to sign in again straight at
// /api/login (not /login, whose Sign In clears the browser's storage) and back to the page they were
// on, with a query flag that reopens the dialog; the typed address waits in sessionStorage.

/** The query flag that opens Change Email on arrival (`?dialog=change-email`). */
const REOPEN_CHANGE_EMAIL_PARAM = "dialog";
const CHANGE_EMAIL_DIALOG = "change-email";
const REMEMBERED_ADDRESS_KEY = "charterly.emailChange.newEmail";

interface PageLocation {
  pathname: string;
  search: string;
}

/** Where to come back to: this page, with the flag that reopens Change Email. */
export function changeEmailReturnPath({ pathname, search }: PageLocation): string {
  const params = new URLSearchParams(search);
  params.set(REOPEN_CHANGE_EMAIL_PARAM, CHANGE_EMAIL_DIALOG);
  return `${pathname}?${params.toString()}`;
}

/** The sign-in that asks for the password again and comes back here with Change Email open. */
export function reauthenticateForEmailChangeUrl(location: PageLocation): string {
  return reauthenticationPath(changeEmailReturnPath(location));
}

/** Whether this page was reached with the flag that opens Change Email. */
export const wantsChangeEmail = (params: URLSearchParams) =>
  params.get(REOPEN_CHANGE_EMAIL_PARAM) === CHANGE_EMAIL_DIALOG;

/** The same parameters without the flag (once the dialog is open, a reload should not reopen it). */
export function withoutChangeEmailFlag(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(REOPEN_CHANGE_EMAIL_PARAM);
  return next;
}

/** Keeps the typed address for the form after the sign-in (this tab only). */
export function rememberNewEmail(newEmail: string) {
  try {
    window.sessionStorage.setItem(REMEMBERED_ADDRESS_KEY, newEmail);
  } catch {
    // Storage refused (private mode, quota): the person types the address again.
  }
}

/** The address kept before the sign-in, once: it is removed as it is read. */
export function takeRememberedNewEmail(): string | null {
  try {
    const value = window.sessionStorage.getItem(REMEMBERED_ADDRESS_KEY);
    window.sessionStorage.removeItem(REMEMBERED_ADDRESS_KEY);
    return value;
  } catch {
    return null;
  }
}
