import type { ButtonHTMLAttributes } from "react";
import { buttonStyles } from "../button-styles";

type Status = "pending" | "success" | "error" | "idle";

interface StatusButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** "pending" while the form is on its way (`fetcher.state !== "idle"`). */
  status: Status;
}

/**
 * A form's submit button that shows its form is on its way: a spinner, the button disabled (a
 * second press sends nothing), and "Sending…" said to screen readers. Its label stays the same, so
 * nobody writes a pending label for it.
 */
export function StatusButton({
  status,
  className = buttonStyles.primary,
  disabled,
  children,
  ...props
}: StatusButtonProps) {
  const pending = status === "pending";
  return (
    <>
      <button {...props} className={className} disabled={disabled || pending}>
        {pending ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        ) : null}
        {children}
      </button>
      {/* Beside the button, not in it: the button's name stays its label. */}
      <span role="status" className="sr-only">
        {pending ? "Sending…" : ""}
      </span>
    </>
  );
}
