const barTones = {
  indigo: "fill-indigo-600 dark:fill-indigo-400",
  emerald: "fill-emerald-600 dark:fill-emerald-400",
  amber: "fill-amber-500 dark:fill-amber-400",
  red: "fill-red-600 dark:fill-red-400",
  slate: "fill-slate-400 dark:fill-slate-500",
} as const;

export type ProgressTone = keyof typeof barTones;

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** The bar's accessible name, e.g. "Tokens used" or "Import progress for policy.pdf". */
  label?: string;
  labelledBy?: string;
  /** Read instead of the bare percentage, e.g. "40% (2 of 5 tokens)". */
  valueText?: string;
  tone?: ProgressTone;
}

/** A determinate progress bar (role="progressbar" with its value range), in both themes. */
export function ProgressBar({ value, label, labelledBy, valueText, tone = "indigo" }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <BarFill percent={clamped} className={barTones[tone]} />
    </div>
  );
}

/**
 * A bar filled to `percent` of its box: an SVG rectangle's width, not a style attribute, which the
 * Content-Security-Policy refuses in server-rendered HTML (decision 018).
 */
export function BarFill({ percent, className }: { percent: number; className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="block h-full w-full"
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
    >
      <rect className={className} width={Math.min(100, Math.max(0, percent))} height="1" />
    </svg>
  );
}
