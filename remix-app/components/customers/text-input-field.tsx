import { FormField, fieldStyles } from "../ui/form-field";

/** A labelled one-line input of Customer Management's dialogs, with its hint and error. */
export function TextInputField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  type = "text",
  placeholder,
  autoComplete,
  maxLength,
}: {
  id: string;
  /** The form field's name (what a form posted to a route action sends). */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete={autoComplete}
          className={fieldStyles}
        />
      )}
    </FormField>
  );
}
