import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "../../lib/api-client";

export type ResourceState<T> =
  | { status: "idle" | "loading"; data: null; error: null }
  | { status: "loaded"; data: T; error: null }
  | { status: "failed"; data: null; error: unknown };

/**
 * GETs `path` while it is set (a dialog is open) and keeps the answer; `reload` fetches again,
 * `replace` swaps in data the caller already has (an answer to a write) or derives it. A stale answer (path
 * changed meanwhile) is dropped.
 */
export function useApiResource<T>(path: string | null) {
  const [state, setState] = useState<ResourceState<T>>({ status: "idle", data: null, error: null });
  const latestPath = useRef(path);
  latestPath.current = path;

  const load = useCallback(async (target: string, keepData: boolean) => {
    if (!keepData) setState({ status: "loading", data: null, error: null });
    try {
      const data = await apiJson<T>("GET", target);
      if (latestPath.current === target) setState({ status: "loaded", data, error: null });
    } catch (error) {
      if (latestPath.current === target) setState({ status: "failed", data: null, error });
    }
  }, []);

  useEffect(() => {
    if (path) void load(path, false);
    else setState({ status: "idle", data: null, error: null });
  }, [path, load]);

  const reload = useCallback(() => {
    if (latestPath.current) return load(latestPath.current, true);
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
