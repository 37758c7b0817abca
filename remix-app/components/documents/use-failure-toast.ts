import { useCallback } from "react";
import { ApiError, ConnectionError, describeApiFailure } from "../../lib/api-client";
import { useToast } from "../toast";

/** After this long a signed-out person is sent to sign in again (spec §2 Document Library). */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

export interface FailureText {
  title: string;
  description: string;
}

export interface FailureOptions {
  /** Statuses whose server message is more useful than `fallback` (409 conflicts, by default). */
  serverMessageFor?: readonly number[];
  /** Per status: the text to show instead (e.g. 403 on delete). */
  byStatus?: Partial<Record<number, FailureText>>;
}

/**
 * Reports a failed call as a toast and returns the text shown (dialogs repeat it inline, because
 * a toast sits under an open modal). Signed out: 'Unauthorized', then /api/login after 500 ms.
 * No connection: 'Connection Error'. Otherwise the feature's own title and text (spec §8).
 */
export function useFailureToast() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown, fallback: FailureText, options: FailureOptions = {}): FailureText => {
      const text = failureText(error, fallback, options);
      toast({ ...text, variant: "destructive" });
      if (error instanceof ApiError && error.status === 401) {
        setTimeout(() => window.location.assign("/api/login"), SIGN_IN_REDIRECT_DELAY_MS);
      }
      return text;
    },
    [toast],
  );
}

export function failureText(
  error: unknown,
  fallback: FailureText,
  options: FailureOptions = {},
): FailureText {
  if (error instanceof ConnectionError) return describeApiFailure(error);
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return describeApiFailure(error);
  const special = options.byStatus?.[error.status];
  if (special) return special;
  const serverMessageFor = options.serverMessageFor ?? [409];
  if (serverMessageFor.includes(error.status) && error.message) {
    return { title: fallback.title, description: error.message };
  }
  return fallback;
}
