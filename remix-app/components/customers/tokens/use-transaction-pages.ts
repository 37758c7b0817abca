import type { PlatformTransactionDto } from "@charterly/domain/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ResourceState } from "../../documents/use-api-resource";
import { loadTransactions } from "./tokens-api";

/**
 * Every company's ledger, a page at a time: the newest page first, `loadMore` appends the next
 * older one, `reload` starts again from the newest (after a change).
 */
export function useTransactionPages() {
  const [state, setState] = useState<ResourceState<PlatformTransactionDto[]>>({
    status: "loading",
    data: null,
    error: null,
  });
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // A reload overtakes a slower earlier load: only the latest one's answer is kept.
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const page = await loadTransactions();
      if (mine !== generation.current) return;
      setState({ status: "loaded", data: page.transactions, error: null });
      setNextCursor(page.nextCursor);
    } catch (error) {
      if (mine === generation.current) setState({ status: "failed", data: null, error });
    }
  }, []);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await loadTransactions(nextCursor);
      if (mine !== generation.current) return;
      setState((current) =>
        current.status === "loaded" ? { ...current, data: [...current.data, ...page.transactions] } : current,
      );
      setNextCursor(page.nextCursor);
    } catch (error) {
      if (mine === generation.current) setState({ status: "failed", data: null, error });
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload, loadMore, hasMore: nextCursor !== null, loadingMore };
}
