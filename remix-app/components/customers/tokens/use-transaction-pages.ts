import type { PlatformTransactionDto, PlatformTransactionPageDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { olderLedgerRowsHref } from "../../../lib/customer-intents";
import type { loader as tokensLoader } from "../../../routes/admin_.customers.tokens";
import type { ResourceState } from "../../documents/resource-state";

/**
 * Every company's ledger, a page at a time: the page the address shows is the section loader's
 * (`first`; read again after every change), `loadMore` appends the next older one, read from the
 * same loader (`?before=…&more=1`) through a fetcher keyed by the cursor it follows, so a page
 * already added is not read again when Remix revalidates.
 */
export function useTransactionPages(first: PlatformTransactionPageDto) {
  const [pages, setPages] = useState({
    first,
    older: [] as PlatformTransactionDto[],
    nextCursor: first.nextCursor,
  });
  // A new first page (revalidated after a change) starts the list again.
  if (pages.first !== first) setPages({ first, older: [], nextCursor: first.nextCursor });
  const fetcher = useFetcher<typeof tokensLoader>({ key: `ledger-page:${pages.nextCursor ?? "end"}` });
  const waiting = useRef<{ cursor: string; first: PlatformTransactionPageDto } | null>(null);
  const [failed, setFailed] = useState(false);

  // The older page arrived: its rows join the list (unless a new first page came meanwhile).
  useEffect(() => {
    const asked = waiting.current;
    if (!asked || fetcher.state !== "idle" || !fetcher.data) return;
    waiting.current = null;
    const answer = fetcher.data;
    if (answer.state !== "more" || !answer.page) {
      setFailed(true);
      return;
    }
    const page = answer.page;
    setFailed(false);
    setPages((current) =>
      current.first === asked.first && current.nextCursor === asked.cursor
        ? {
            first: current.first,
            older: [...current.older, ...page.transactions],
            nextCursor: page.nextCursor,
          }
        : current,
    );
  }, [fetcher.state, fetcher.data]);

  const loadMore = () => {
    const cursor = pages.nextCursor;
    if (!cursor || waiting.current) return;
    waiting.current = { cursor, first };
    fetcher.load(olderLedgerRowsHref(cursor));
  };

  const state: ResourceState<PlatformTransactionDto[]> = failed
    ? { status: "failed", data: null, error: null }
    : { status: "loaded", data: [...first.transactions, ...pages.older], error: null };
  return {
    ...state,
    reload: () => {
      setFailed(false);
      return Promise.resolve();
    },
    loadMore,
    hasMore: pages.nextCursor !== null,
    nextCursor: pages.nextCursor,
    loadingMore: fetcher.state !== "idle",
  };
}
