import { useCallback } from "react";
import {
  type FailureText,
  failureText as reportedFailureText,
  useReportFailure,
} from "../../lib/report-failure";

// The document screens' calling convention for lib/report-failure, which does the work (toast,
// 'Unauthorized' and sign-in, 'Connection Error'): here the server's message is shown only for the
// statuses listed — 409 conflicts by default — and the feature's own text otherwise (spec §8).

export type { FailureText };

export interface FailureOptions {
  /** Statuses whose server message is more useful than `fallback` (409 conflicts, by default). */
  serverMessageFor?: readonly number[];
  /** Per status: the text to show instead (e.g. 403 on delete). */
  byStatus?: Partial<Record<number, FailureText>>;
}

const asReportOptions = ({ serverMessageFor = [409], byStatus }: FailureOptions) => ({
  serverMessage: serverMessageFor,
  byStatus,
});

/** Toasts a failed call and returns the text shown, for dialogs to repeat inline. */
export function useFailureToast() {
  const reportFailure = useReportFailure();
  return useCallback(
    (error: unknown, fallback: FailureText, options: FailureOptions = {}): FailureText =>
      reportFailure(error, fallback, asReportOptions(options)),
    [reportFailure],
  );
}

export function failureText(
  error: unknown,
  fallback: FailureText,
  options: FailureOptions = {},
): FailureText {
  return reportedFailureText(error, fallback, asReportOptions(options));
}
