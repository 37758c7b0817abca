import type { ReactNode } from "react";

/**
 * A region that scrolls on its own (a wide table on a phone, a long list in a card). It takes focus
 * so a keyboard can scroll it too (axe's scrollable-region-focusable) and is named, so a screen
 * reader says what it holds; the ring shows where focus is.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  /** The region's accessible name, unless `labelledBy` names an element that gives it. */
  label?: string;
  labelledBy?: string;
  /** How it scrolls and is framed (overflow, max height, border). */
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
      tabIndex={0}
      className={`${className} focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
    >
      {children}
    </section>
  );
}
