import { buttonStyles } from "./button-styles";
import { PublicTopBar } from "./public-top-bar";

interface ErrorPageProps {
  status?: number;
  /** Technical detail, shown only in development builds. */
  detail?: string;
  /** What the server said of a failure it expected (the database busy, 503: nothing was saved). */
  message?: string;
}

/** Anything unexpected: an apology and two ways forward. Never shows internals in production. */
export function ErrorPage({ status, detail, message: said }: ErrorPageProps) {
  const message =
    said ??
    (!status || status >= 500
      ? "A server error occurred. Please try again or contact support."
      : status === 403
        ? "You don't have permission to perform this action."
        : "This page could not be shown. Please go back and try again.");
  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar showNavigation={false} />
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          {status ? (
            <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">Error {status}</p>
          ) : null}
          <h1 className="mt-2 text-2xl font-bold tracking-tight">Something went wrong</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
          {detail ? (
            <pre className="mt-6 overflow-x-auto rounded-md bg-slate-100 p-3 text-left text-xs dark:bg-slate-900">
              {detail}
            </pre>
          ) : null}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
              Try again
            </button>
            {/* A full page load: the app may be in a broken state. */}
            <a href="/" className={buttonStyles.secondary}>
              Go to the home page
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
