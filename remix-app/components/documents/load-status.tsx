import { useEffect } from "react";
import { ApiError } from "../../lib/api-client";
import { signIn } from "../../lib/clear-client-state";
import { SIGN_IN_DELAY_MS } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { failureText } from "./use-failure-toast";

/** "Loading…" while a dialog's data arrives. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 dark:border-slate-600 dark:border-t-indigo-400"
      />
      {label}
    </p>
  );
}

/** A dialog's data could not be loaded: why, and a way to try again. Signed out → sign in. */
export function LoadFailure({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  const signedOut = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(signIn, SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut]);
  const text = failureText(
    error,
    { title, description: "Please try again." },
    { serverMessageFor: [404, 409] },
  );
  return (
    <div className="space-y-3">
      <Notice tone="error" title={text.title}>
        {text.description}
      </Notice>
      {signedOut ? null : (
        <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
