import type {
  DocumentDto,
  DocumentListDto,
  DocumentListRowDto,
  DocumentSummaryDto,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { type LibraryFilters, libraryMoreUrl, matchesTabAndStatus } from "../../lib/library-filters";
import type { loader as libraryLoader } from "../../routes/documents";

interface RowsState {
  /** The loader's page these rows started from; a new one for other filters starts over. */
  source: DocumentListDto;
  /** The filters of that page. */
  filtersKey: string;
  rows: DocumentListRowDto[];
  counts: DocumentListDto["counts"];
  nextCursor: string | null;
}

const fromPage = (page: DocumentListDto, filtersKey: string): RowsState => ({
  source: page,
  filtersKey,
  rows: page.documents,
  counts: page.counts,
  nextCursor: page.nextCursor,
});

/**
 * The loader's new first page for the rows shown. Other filters start over; the same filters read
 * again (Remix revalidates after a change made here) take the new first page and keep the pages
 * "Load more" added after it, so a change far down the list does not collapse it.
 */
function withFirstPage(state: RowsState, page: DocumentListDto, filtersKey: string): RowsState {
  if (state.filtersKey !== filtersKey) return fromPage(page, filtersKey);
  const inFirstPage = new Set([...state.source.documents, ...page.documents].map((row) => row.id));
  const later = state.rows.filter((row) => !inFirstPage.has(row.id));
  if (later.length === 0) return fromPage(page, filtersKey);
  return {
    source: page,
    filtersKey,
    rows: [...page.documents, ...later],
    counts: page.counts,
    nextCursor: state.nextCursor,
  };
}

/** A document as the library lists it (without its content). */
export const toSummary = ({
  content: _content,
  ...summary
}: DocumentDto | (DocumentSummaryDto & { content?: string })) => summary as DocumentSummaryDto;

/** A "Load more" on its way: the cursor it follows, and who waits for how many rows it added. */
interface PendingPage {
  cursor: string;
  source: DocumentListDto;
  settle: (added: number) => void;
  fail: (error: Error) => void;
}

/**
 * The rows on screen: the loader's first page, the pages added by "Load more" (or by scrolling),
 * and the changes made here (a status change or edit updates its row in place; a row that no longer
 * belongs to the tab or status filter leaves, and the tab counts follow).
 *
 * A later page is read from the library's own loader (`/documents?…&cursor=…&more=1`) through a fetcher
 * keyed by the cursor it follows: once its rows are added the next cursor takes a new, empty
 * fetcher, so a page already added is not read again when Remix revalidates after a change. The
 * loader answers a refusal (rather than throwing it), so a failed page is said and the list stays.
 *
 * One page loads at a time: a second call while one is on its way (a click and the scroll sentinel
 * together) waits for nothing and returns 0. A page that arrives after the filters changed is
 * dropped. A row already shown (it changed and moved up meanwhile) is not listed twice.
 */
export function useLibraryRows(firstPage: DocumentListDto, filters: LibraryFilters) {
  const filtersKey = JSON.stringify(filters);
  const [state, setState] = useState<RowsState>(() => fromPage(firstPage, filtersKey));
  const current = state.source === firstPage ? state : withFirstPage(state, firstPage, filtersKey);
  if (current !== state) setState(current);
  const pages = useFetcher<typeof libraryLoader>({ key: `library-page:${current.nextCursor ?? "end"}` });
  const pending = useRef<PendingPage | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = useRef(current.rows);
  shown.current = current.rows;

  // The page arrived: its new rows join the list (unless the filters changed meanwhile).
  useEffect(() => {
    const waiting = pending.current;
    const answer = pages.data;
    if (!waiting || pages.state !== "idle" || !answer || answer.view !== "more") return;
    pending.current = null;
    setLoadingMore(false);
    const page = answer.page;
    if (!page) return waiting.fail(new Error(answer.refusal ?? "The page could not be read."));
    setState((s) => {
      // Filters changed meanwhile, or this cursor was already followed: not these rows.
      if (s.source !== waiting.source || s.nextCursor !== waiting.cursor) return s;
      const known = new Set(s.rows.map((row) => row.id));
      const fresh = page.documents.filter((row) => !known.has(row.id));
      return { ...s, rows: [...s.rows, ...fresh], counts: page.counts, nextCursor: page.nextCursor };
    });
    const known = new Set(shown.current.map((row) => row.id));
    waiting.settle(page.documents.filter((row) => !known.has(row.id)).length);
  }, [pages.state, pages.data]);

  // Other filters (a new first page) leave a page on its way unanswered: it is not theirs.
  useEffect(() => {
    if (pending.current && pending.current.source !== firstPage) {
      pending.current.settle(0);
      pending.current = null;
      setLoadingMore(false);
    }
  }, [firstPage]);

  /** Loads the page after the rows shown; resolves with how many rows it added. */
  const loadMore = (): Promise<number> => {
    const cursor = current.nextCursor;
    if (!cursor || pending.current) return Promise.resolve(0);
    setLoadingMore(true);
    return new Promise<number>((settle, fail) => {
      pending.current = { cursor, source: firstPage, settle, fail };
      pages.load(libraryMoreUrl(filters, cursor));
    });
  };

  const applyChange = (changed: DocumentDto | DocumentSummaryDto) => {
    const summary = toSummary(changed);
    setState((s) => {
      const before = s.rows.find((row) => row.id === summary.id);
      const counts = before ? shiftCounts(s.counts, before.status, summary.status) : s.counts;
      const rows = matchesTabAndStatus(summary, filters)
        ? s.rows.map((row) => (row.id === summary.id ? { ...summary, snippet: row.snippet } : row))
        : s.rows.filter((row) => row.id !== summary.id);
      return { ...s, rows, counts };
    });
  };

  const remove = (removed: DocumentSummaryDto) => {
    setState((s) => ({
      ...s,
      rows: s.rows.filter((row) => row.id !== removed.id),
      counts:
        removed.status === "archived"
          ? { ...s.counts, archived: Math.max(0, s.counts.archived - 1) }
          : { ...s.counts, active: Math.max(0, s.counts.active - 1) },
    }));
  };

  return { ...current, loadingMore, loadMore, applyChange, remove };
}

function shiftCounts(
  counts: DocumentListDto["counts"],
  from: DocumentSummaryDto["status"],
  to: DocumentSummaryDto["status"],
): DocumentListDto["counts"] {
  const wasArchived = from === "archived";
  const isArchived = to === "archived";
  if (wasArchived === isArchived) return counts;
  return isArchived
    ? { active: Math.max(0, counts.active - 1), archived: counts.archived + 1 }
    : { active: counts.active + 1, archived: Math.max(0, counts.archived - 1) };
}
