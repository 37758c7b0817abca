import type { ReactNode } from "react";
import { fieldStyles } from "./form-field";

/** A filter bar's select: its label is read by screen readers only (the options say what it filters). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  onChange,
  className = "",
  children,
}: {
  id: string;
  /** The field's name when the select is part of a form (a GET form's search parameter). */
  name?: string;
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
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldStyles} ${className}`}
      >
        {children}
      </select>
    </div>
  );
}
