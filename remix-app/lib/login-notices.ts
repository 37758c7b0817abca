import { COMPANY_DELETED_SIGN_IN_MESSAGE, REGISTRATION_CLOSED_MESSAGE } from "@charterly/domain/contract";
import type { NoticeTone } from "../components/notice";

export interface LoginNotice {
  tone: NoticeTone;
  text: string;
}

// Codes the server puts in /login?error=… when sign-in fails. Only known codes are shown:
// the page never echoes text from the address.
const SIGN_IN_ERRORS: Record<string, string> = {
  expired: "Your sign-in took too long or was interrupted. Please sign in again.",
  denied: "Your account cannot sign in. Contact your company administrator.",
  company_deleted: COMPANY_DELETED_SIGN_IN_MESSAGE,
  registration_closed: REGISTRATION_CLOSED_MESSAGE,
  failed: "Sign-in could not be completed. Please try again.",
  unavailable: "The sign-in service is unavailable right now. Please try again in a moment.",
};

export function loginNotices(search: URLSearchParams): LoginNotice[] {
  const notices: LoginNotice[] = [];
  if (search.has("forced_logout")) {
    notices.push({
      tone: "success",
      text: "Successfully logged out. You can now sign in with a different account.",
    });
  }
  if (search.has("dev_logout")) {
    notices.push({
      tone: "info",
      text: "Your session was cleared. In development the sign-in provider may still remember your session, so use an incognito (private) window to test a different account.",
    });
  }
  const error = search.get("error");
  const errorText = error && Object.hasOwn(SIGN_IN_ERRORS, error) ? SIGN_IN_ERRORS[error] : undefined;
  if (errorText) notices.push({ tone: "error", text: errorText });
  return notices;
}
