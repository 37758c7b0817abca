import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { useEffect, useRef } from "react";
import { hasNarrowingFilters, type LibraryFilters } from "../../lib/library-filters";

// /documents?highlight={id} (the AI assistant's document badges): the row is scrolled into view and
// marked. A document outside the rows shown (another tab, the filters, a later page) is shown on
// top, as the library's loader read it, with a line saying why it is there; one that cannot be
// opened is said so.

/** Attributes of the pointed-out row (its styles key on them: `.lib` in tailwind.css; tests and assistive technology read them). */
export const highlightedRowProps = { "aria-current": "true", "data-highlighted": "true" } as const;

/** A ref for the pointed-out row; it is scrolled to the middle of the screen once it is there. */
export function useScrollToHighlighted<T extends HTMLElement>(highlightId: number | null, present: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (highlightId !== null && present) ref.current?.scrollIntoView({ block: "center" });
  }, [highlightId, present]);
  return ref;
}

export type HighlightOutcome =
  | { kind: "none" | "in-view" }
  | { kind: "pinned"; document: DocumentSummaryDto; reason: string }
  | { kind: "missing" };

function whyNotListed(document: DocumentSummaryDto, filters: LibraryFilters) {
  const archived = document.status === "archived";
  if (archived && filters.tab !== "archived") return "it is archived";
  if (!archived && filters.tab === "archived") return "it is not archived";
  if (hasNarrowingFilters(filters)) return "it does not match the current search or filters";
  return "it is further down the list";
}

/** Where the highlighted document is: among the rows, read by the loader to be shown on top, or not to be had. */
export function useHighlightedDocument(
  highlightId: number | null,
  highlighted: DocumentSummaryDto | null,
  rows: readonly DocumentSummaryDto[],
  filters: LibraryFilters,
): HighlightOutcome {
  if (highlightId === null) return { kind: "none" };
  if (rows.some((row) => row.id === highlightId)) return { kind: "in-view" };
  if (highlighted?.id === highlightId)
    return { kind: "pinned", document: highlighted, reason: whyNotListed(highlighted, filters) };
  return { kind: "missing" };
}
