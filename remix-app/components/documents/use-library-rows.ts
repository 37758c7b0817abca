import type { DocumentListDto, DocumentListRowDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { type LibraryFilters, libraryRowsUrl } from "../../lib/library-filters";
import type { loader as libraryLoader } from "../../routes/documents";

/** A "Load more" on its way: the rows shown before it, and who waits for how many it added. */
interface PendingPages {
  shownBefore: number;
  settle: (added: number) => void;
  fail: (error: Error) => void;
}

/**
 * The rows on screen, as the server last read them: the loader's page, or, once "Load more" (or
 * scrolling) asked for more, the list's first pages read together by a fetcher
 * (`/documents?…&more=N`: lib/library-filters.ts). Remix reads the fetcher again after every change
 * made on the screen, as it reads the loader, so a row changed or removed far down the list shows
 * what the server holds; nothing here changes a row by hand.
 *
 * The fetcher is keyed by the list (its filters and where it starts): other filters start over
 * with a new, empty one. Its answer says how many pages it holds; "Load more" asks for one more. A
 * refusal keeps the pages read before it (the server answers them with it), so the list stays and
 * the failure is said. One load at a time: a second call while one is on its way (a click and the
 * scroll sentinel together) waits for nothing and returns 0.
 */
export function useLibraryRows(
  firstPage: DocumentListDto,
  filters: LibraryFilters,
  start: string | undefined,
) {
  const listKey = JSON.stringify([filters, start ?? null]);
  const more = useFetcher<typeof libraryLoader>({ key: `library-rows:${listKey}` });
  const answer = more.data?.view === "more" ? more.data : null;
  const read = answer?.page ? { page: answer.page, pages: answer.pages } : { page: firstPage, pages: 1 };
  const rows = useMemo(() => withoutRepeats(read.page.documents), [read.page.documents]);
  const pending = useRef<PendingPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  // The pages arrived (or a refusal after the pages it could read).
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || more.state !== "idle" || !answer) return;
    pending.current = null;
    setLoadingMore(false);
    if (answer.refusal) return waiting.fail(new Error(answer.refusal));
    waiting.settle(Math.max(0, rows.length - waiting.shownBefore));
  }, [more.state, answer, rows.length]);

  // Other filters leave a load on its way unanswered: it is not theirs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list settles it.
  useEffect(() => {
    return () => {
      pending.current?.settle(0);
      pending.current = null;
      setLoadingMore(false);
    };
  }, [listKey]);

  /** Loads the page after the rows shown; resolves with how many rows it added. */
  const loadMore = (): Promise<number> => {
    if (!read.page.nextCursor || pending.current) return Promise.resolve(0);
    setLoadingMore(true);
    return new Promise<number>((settle, fail) => {
      pending.current = { shownBefore: rows.length, settle, fail };
      more.load(libraryRowsUrl(filters, start, read.pages + 1));
    });
  };

  return { rows, counts: read.page.counts, nextCursor: read.page.nextCursor, loadingMore, loadMore };
}

/** A row listed twice (it changed between two pages' reads) is shown once, where it came first. */
function withoutRepeats(rows: DocumentListRowDto[]) {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}
