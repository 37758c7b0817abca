import { type ReactNode, useId } from "react";
import { cardStyles } from "../../button-styles";
import { scrollFrameStyles } from "./token-admin-display";

/**
 * One of Token Management's cards: a heading (with an optional badge and action), a line saying
 * what it holds, and its content — a table scrolls within 400 px (spec §9).
 */
export function TokenTableSection({
  title,
  description,
  badge,
  children,
}: {
  title: string;
  description: string;
  badge?: ReactNode;
  children: (frame: { title: string }) => ReactNode;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cardStyles}>
      <div className="flex flex-wrap items-start justify-between gap-3 p-5">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {title}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        {badge}
      </div>
      {children({ title })}
    </section>
  );
}

/** A table's scrolling frame ('{card} table'), reachable by keyboard. */
export function ScrollFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={`${title} table`}
      // A scrolling region must be focusable to scroll by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
      className={scrollFrameStyles}
    >
      {children}
    </section>
  );
}
