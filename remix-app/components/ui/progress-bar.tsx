const barTones = {
  indigo: "bg-indigo-600 dark:bg-indigo-400",
  emerald: "bg-emerald-600 dark:bg-emerald-400",
  amber: "bg-amber-500 dark:bg-amber-400",
  red: "bg-red-600 dark:bg-red-400",
  slate: "bg-slate-400 dark:bg-slate-500",
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
      <div
        className={`h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none ${barTones[tone]}`}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
