import type { ReactNode, RefObject } from "react";

// Labelled form controls with a hint and an error, linked by aria-describedby (both themes, AA).

const fieldBase =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-700 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400";

export const fieldStyles = `${fieldBase} bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100`;

/** For a value shown but not editable (an input with readOnly). */
export const readOnlyFieldStyles = `${fieldBase} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`;

export const labelStyles = "block text-sm font-medium text-slate-800 dark:text-slate-200";
export const hintStyles = "mt-1 text-xs text-slate-600 dark:text-slate-400";
export const fieldErrorStyles = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/** Attributes the control receives so its label, hint and error are announced with it. */
export interface ControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <div className="mt-1">
        {children({
          id,
          required: required || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        })}
      </div>
      {hint ? (
        <p id={hintId} className={hintStyles}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldErrorStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SummaryError {
  /** The control to focus when the entry is chosen. */
  controlId: string;
  label: string;
  message: string;
}

/** The form's errors listed as "field: message"; each entry moves focus to its field. */
export function ErrorSummary({
  errors,
  summaryRef,
  title = "Please correct the following:",
}: {
  errors: SummaryError[];
  summaryRef?: RefObject<HTMLDivElement>;
  title?: string;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-red-600 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.controlId + error.message}>
            <a
              href={`#${error.controlId}`}
              className="underline underline-offset-2 hover:no-underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.controlId)?.focus();
              }}
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
