/**
 * A spinner card over the screen ('Generating Document') or over one panel ('AI Thinking': the
 * panel must be `relative`). The element (a polite live region) stays mounted and empty while idle,
 * so its text is announced when the work starts.
 */
export function BusyOverlay({
  active,
  title,
  detail,
  cover = "screen",
}: {
  active: boolean;
  title: string;
  detail: string;
  cover?: "screen" | "panel";
}) {
  const position = cover === "screen" ? "fixed inset-0 z-50" : "absolute inset-0 z-10 rounded-lg";
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        active ? `${position} grid place-items-center bg-slate-950/70 p-4 backdrop-blur-sm` : "sr-only"
      }
    >
      {active ? (
        <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 text-center shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <span
            aria-hidden="true"
            className="mx-auto block size-10 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-600 motion-reduce:animate-none dark:border-slate-700 dark:border-t-indigo-400"
          />
          <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</p>
        </div>
      ) : null}
    </div>
  );
}
