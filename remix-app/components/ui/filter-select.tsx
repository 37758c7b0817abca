import type { ReactNode } from "react";
import { fieldStyles } from "./form-field";

/** A filter bar's select: its label is read by screen readers only (the options say what it filters). */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  className = "",
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Width classes, e.g. md:w-44. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldStyles} ${className}`}
      >
        {children}
      </select>
    </div>
  );
}
