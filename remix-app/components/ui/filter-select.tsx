import type { ReactNode } from "react";
import { fieldStyles } from "./form-field";

/** A filter bar's select: its label is read by screen readers only (the options say what it filters). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  defaultValue,
  onChange,
  className = "",
  children,
}: {
  id: string;
  /** Set when the select is a field of a GET form (the filter is then in the address). */
  name?: string;
  label: string;
  /** The selected option, or `defaultValue` for a select of a form that submits itself. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
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
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        className={`${fieldStyles} ${className}`}
      >
        {children}
      </select>
    </div>
  );
}
