import { useCallback } from "react";
import { useToast } from "../components/toast";
import { ApiError, ConnectionError, describeApiFailure } from "./api-client";
import { signIn } from "./clear-client-state";
import { SIGN_IN_DELAY_MS } from "./signed-out";

export interface FailureText {
  title: string;
  description: string;
}

export { SIGN_IN_DELAY_MS };

export interface FailureOptions {
  /**
   * When the server's message replaces the fallback text: for every 4xx answer (true, the
   * default), never (false: a fixed text is promised), or only for the statuses listed.
   */
  serverMessage?: boolean | readonly number[];
  /**
   * Statuses of 500 and above whose message is meant for people too (a 502 upstream_failed always is
   * where the server's message is shown at all).
   */
  alsoFor?: readonly number[];
  /** Per status: the text to show instead (e.g. 'Access Denied' for a 403 on delete). */
  byStatus?: Partial<Record<number, FailureText>>;
}

/**
 * What to show for a failed call: signed out and no connection as the generic handler says (§8);
 * otherwise the feature's title with the server's message, or the feature's fallback text.
 */
export function failureText(error: unknown, fallback: FailureText, options: FailureOptions = {}) {
  if (error instanceof ConnectionError) return describeApiFailure(error);
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return describeApiFailure(error);
  // Over a rate limit the server says what was counted and how long to wait, and with the database
  // busy (503) that nothing was saved, whatever the feature would show otherwise.
  if (error.status === 429 || error.code === "unavailable")
    return { title: fallback.title, description: error.message };
  const special = options.byStatus?.[error.status];
  if (special) return special;
  const { serverMessage = true, alsoFor = [] } = options;
  // An outside service that failed (502 upstream_failed) is described by the domain for people
  // ("Slack could not be reached…"): that beats "Please try again". A plain 500 says nothing useful.
  const upstream = error.status === 502 && error.code === "upstream_failed";
  const meant =
    typeof serverMessage === "boolean"
      ? serverMessage && (error.status < 500 || upstream || alsoFor.includes(error.status))
      : serverMessage.includes(error.status);
  return meant && error.message.trim() !== ""
    ? { title: fallback.title, description: error.message }
    : fallback;
}

/** The field errors a 400 answer carries (`fields`), or none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 && error.fields ? error.fields : {};
}

/**
 * Toasts a failure and returns its text: dialogs repeat it inline, because a toast sits under an
 * open modal. Signed out: 'Unauthorized', then sign-in after half a second.
 */
export function useReportFailure() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown, fallback: FailureText, options?: FailureOptions): FailureText => {
      const text = failureText(error, fallback, options);
      toast({ ...text, variant: "destructive" });
      if (error instanceof ApiError && error.status === 401) setTimeout(signIn, SIGN_IN_DELAY_MS);
      return text;
    },
    [toast],
  );
}
