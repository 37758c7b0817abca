import type { ReactNode } from "react";

/**
 * An on/off switch (role="switch"): a track with a knob, and its visible text beside it.
 * `label` names it for screen readers when the visible text alone would not say what it switches.
 * Without `onChange` it is its form's submit button (the form carries the value to set).
 */
export function Switch({
  checked,
  onChange,
  label,
  disabled,
  describedBy,
  children,
}: {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  label?: string;
  disabled?: boolean;
  /** The id of the text that says why the last change was refused, announced with the switch. */
  describedBy?: string;
  /** The visible text beside the track. */
  children?: ReactNode;
}) {
  return (
    <button
      type={onChange ? "button" : "submit"}
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={describedBy ? true : undefined}
      disabled={disabled}
      onClick={onChange ? () => onChange(!checked) : undefined}
      className="inline-flex items-center gap-2 text-sm text-slate-700 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${
          checked ? "bg-indigo-600 dark:bg-indigo-500" : "bg-slate-300 dark:bg-slate-600"
        }`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            checked ? "translate-x-5" : "translate-x-0.5"
          }`}
        />
      </span>
      {children}
    </button>
  );
}
