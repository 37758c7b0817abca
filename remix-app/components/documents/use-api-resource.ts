import { useCallback, useEffect, useRef, useState } from "react";

export type ResourceState<T> =
  | { status: "idle" | "loading"; data: null; error: null }
  | { status: "loaded"; data: T; error: null }
  | { status: "failed"; data: null; error: unknown };

/**
 * Loads a resource while `key` is set (a dialog is open: the document's id, say) and keeps the
 * answer; `reload` fetches again, `replace` swaps in data the caller already has (an answer to a
 * write) or derives it. A stale answer (key changed meanwhile) is dropped.
 */
export function useApiResource<K extends string | number, T>(key: K | null, fetch: (key: K) => Promise<T>) {
  const [state, setState] = useState<ResourceState<T>>({ status: "idle", data: null, error: null });
  const latestKey = useRef(key);
  latestKey.current = key;
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  const load = useCallback(async (target: K, keepData: boolean) => {
    if (!keepData) setState({ status: "loading", data: null, error: null });
    try {
      const data = await fetchRef.current(target);
      if (latestKey.current === target) setState({ status: "loaded", data, error: null });
    } catch (error) {
      if (latestKey.current === target) setState({ status: "failed", data: null, error });
    }
  }, []);

  useEffect(() => {
    if (key !== null) void load(key, false);
    else setState({ status: "idle", data: null, error: null });
  }, [key, load]);

  const reload = useCallback(() => {
    if (latestKey.current !== null) return load(latestKey.current, true);
    return Promise.resolve();
  }, [load]);

  /** Swaps in new data, or derives it from the current data (which must be loaded). */
  const replace = useCallback((next: T | ((current: T) => T)) => {
    setState((s) => {
      if (typeof next !== "function") return { status: "loaded", data: next, error: null };
      if (s.status !== "loaded") return s;
      return { status: "loaded", data: (next as (current: T) => T)(s.data), error: null };
    });
  }, []);

  return { ...state, reload, replace };
}

/** Data a route's loader has read, in the shape of a loaded resource (for the lists' shared states). */
export const loadedResource = <T>(data: T) => ({
  status: "loaded" as const,
  data,
  error: null,
  reload: () => Promise.resolve(),
});
