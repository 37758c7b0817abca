import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The button that opens a form dialog. Before the page's JavaScript runs it is a link to the same
 * page with the dialog's address (`?credit=12`), where the server renders the dialog's form as a
 * section of the page (FormDialog), so the form works without JavaScript too.
 */
export function DialogOpener({
  href,
  onOpen,
  className,
  label,
  disabled = false,
  describedBy,
  children,
}: {
  href: string;
  onOpen: () => void;
  className: string;
  /** The accessible name, when the text alone does not say which row it is for. */
  label?: string;
  /** Nothing to open (a company that may not be deleted): a disabled button, with or without JavaScript. */
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated && !disabled)
    return (
      <Link to={href} preventScrollReset className={className} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={onOpen}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
    >
      {children}
    </button>
  );
}
