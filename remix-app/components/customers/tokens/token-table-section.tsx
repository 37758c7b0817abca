import { type ReactNode, useId } from "react";
import { CardListStates } from "../../admin/knowledge/card-list-states";
import { cardStyles } from "../../button-styles";
import type { ResourceState } from "../../documents/resource-state";
import { ScrollRegion } from "../../ui/scroll-region";
import { scrollFrameStyles } from "./token-admin-display";

/**
 * One of Token Management's cards: a heading (with an optional badge), a line saying what it holds,
 * and its list as it loads — once loaded, a table that scrolls within 400 px (spec §9) and what
 * follows it (e.g. a button loading more).
 */
export function TokenTableSection<T>({
  title,
  description,
  badge,
  resource,
  loadingLabel,
  failureTitle,
  emptyText,
  children,
  after,
}: {
  title: string;
  description: string;
  badge?: ReactNode;
  resource: ResourceState<T[]> & { reload: () => Promise<void> };
  loadingLabel: string;
  failureTitle: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
  after?: ReactNode;
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
      <CardListStates
        resource={resource}
        loadingLabel={loadingLabel}
        failureTitle={failureTitle}
        emptyText={emptyText}
      >
        {(items) => (
          <>
            <ScrollFrame title={title}>{children(items)}</ScrollFrame>
            {after}
          </>
        )}
      </CardListStates>
    </section>
  );
}

/** A table's scrolling frame ('{card} table'), reachable by keyboard. */
function ScrollFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ScrollRegion label={`${title} table`} className={scrollFrameStyles}>
      {children}
    </ScrollRegion>
  );
}
