import { type ClientActionFunctionArgs, isRouteErrorResponse } from "@remix-run/react";
import type { FormFailure } from "./form-result";

// Every page's route action, as the browser calls it (each route module exports this as its
// `clientAction`). A refusal the server explains is already an answer the form shows; but a failure
// nobody planned for — the network gone, a 5xx — would be thrown, and Remix would replace the page
// with an error boundary: an open dialog and what was typed in it lost. Here such a failure becomes
// the form's own answer instead (a FormFailure for the intent it was sent with, with what was sent),
// so the form stays as it was, says what happened, and can be sent again.

export const NETWORK_FAILURE_MESSAGE =
  "Could not reach Charterly, so nothing was sent. Check your connection, then try again: what you entered is still here.";
export const SERVER_FAILURE_MESSAGE =
  "Something went wrong on our side and the change may not have been saved. What you entered is still here: try again, then check the result.";

export async function keepFormOnFailure({ request, serverAction }: ClientActionFunctionArgs) {
  // Read before the server is called: the request's body can be read once.
  const sent = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (the next page, or sign in again) and a refusal below 500 are Remix's to handle.
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    // Its code, "unavailable", also keeps the page from being read again (revalidation.ts).
    return failureAnswer(error, sent);
  }
}

/** The form's answer for a failure that is nobody's refusal. */
export function failureAnswer(error: unknown, sent: FormData | null): FormFailure {
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  // fetch() rejects with a TypeError when the request never got an answer.
  const unreached = offline || error instanceof TypeError;
  const serverSaid =
    isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  return {
    ok: false,
    intent: typeof sent?.get("intent") === "string" ? String(sent.get("intent")) : "",
    code: "unavailable",
    message: unreached ? NETWORK_FAILURE_MESSAGE : (serverSaid ?? SERVER_FAILURE_MESSAGE),
    fieldErrors: {},
    values: Object.fromEntries(
      [...(sent?.entries() ?? [])].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    ),
  };
}

/** What a form says when its answer is one of these failures (a Conform form's fetcher data), else null. */
export function unansweredMessage(answer: unknown): string | null {
  if (typeof answer !== "object" || answer === null) return null;
  const { ok, code, message } = answer as Partial<FormFailure>;
  return ok === false && code === "unavailable" && typeof message === "string" ? message : null;
}
