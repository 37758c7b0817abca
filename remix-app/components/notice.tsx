import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "./icons";

const styles = {
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100",
  info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100",
  warning:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100",
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100",
} as const;

const icons = { success: CheckCircleIcon, info: InfoIcon, warning: AlertIcon, error: AlertIcon } as const;

export type NoticeTone = keyof typeof styles;

interface NoticeProps {
  tone: NoticeTone;
  title?: string;
  /** Announce at once (role="alert"); defaults to true for errors, polite status otherwise. */
  alert?: boolean;
  children: ReactNode;
}

/** An inline message box. */
export function Notice({ tone, title, alert = tone === "error", children }: NoticeProps) {
  const ToneIcon = icons[tone];
  const content = (
    <>
      <ToneIcon className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className={title ? "mt-1" : undefined}>{children}</div>
      </div>
    </>
  );
  const className = `flex gap-3 rounded-lg border p-4 ${styles[tone]}`;
  return alert ? (
    <div role="alert" className={className}>
      {content}
    </div>
  ) : (
    <div role="status" className={className}>
      {content}
    </div>
  );
}
