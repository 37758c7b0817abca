import type { PlatformTransactionDto, PlatformTransactionPageDto } from "@charterly/domain/contract";
import { useCallback, useState } from "react";
import type { ResourceState } from "../../documents/use-api-resource";
import { loadTransactions } from "./tokens-api";

/**
 * Every company's ledger, a page at a time: the newest page is the section loader's (`first`; read
 * again after every change), `loadMore` appends the next older one, read through the API.
 */
export function useTransactionPages(first: PlatformTransactionPageDto) {
  const [pages, setPages] = useState({
    first,
    older: [] as PlatformTransactionDto[],
    nextCursor: first.nextCursor,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A new first page (revalidated after a change) starts the list again.
  if (pages.first !== first) setPages({ first, older: [], nextCursor: first.nextCursor });

  const loadMore = useCallback(async () => {
    const cursor = pages.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await loadTransactions(cursor);
      setPages((current) =>
        current.first === first
          ? { first, older: [...current.older, ...page.transactions], nextCursor: page.nextCursor }
          : current,
      );
      setFailure(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setLoadingMore(false);
    }
  }, [first, pages.nextCursor]);

  const state: ResourceState<PlatformTransactionDto[]> =
    failure === null
      ? { status: "loaded", data: [...first.transactions, ...pages.older], error: null }
      : { status: "failed", data: null, error: failure };
  return {
    ...state,
    reload: () => {
      setFailure(null);
      return Promise.resolve();
    },
    loadMore,
    hasMore: pages.nextCursor !== null,
    loadingMore,
  };
}
