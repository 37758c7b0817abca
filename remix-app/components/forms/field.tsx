import type { InputHTMLAttributes, Key, ReactNode } from "react";
import {
  fieldErrorStyles,
  fieldStyles,
  hintStyles,
  labelStyles,
  readOnlyFieldStyles,
} from "../ui/form-field";

// A form's labelled inputs and their errors, as Conform's getInputProps describes them: the error
// list's id is the one Conform names in the input's aria-describedby (`<id>-error`).

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

/** A field's (or the form's) messages, one per line; nothing when there are none. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter((error): error is string => Boolean(error));
  if (!shown?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-1">
      {shown.map((error) => (
        <li key={error} className={fieldErrorStyles}>
          {error}
        </li>
      ))}
    </ul>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; key?: Key };

interface FieldProps {
  label: string;
  /** getInputProps(field, …) for a Conform field; plain attributes for a value only shown (readOnly). */
  inputProps: InputProps;
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
}

/** A label, its input, a hint and the field's errors, announced with the input. */
export function Field({ label, inputProps, errors, hint, className }: FieldProps) {
  const { key, id, ...input } = inputProps;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [input["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
        {input.required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        key={key}
        id={id}
        className={`mt-1 ${input.readOnly ? readOnlyFieldStyles : fieldStyles}`}
        {...input}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={hintStyles}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}
