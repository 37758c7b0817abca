import { useCallback, useState } from "react";

/**
 * State that starts from a loader's value and starts over when the loader sends a new one (after a
 * revalidation), so a change made here shows at once and the server's answer replaces it.
 */
export function useLoaderState<T>(fromLoader: T) {
  const [state, setState] = useState({ source: fromLoader, value: fromLoader });
  const current = state.source === fromLoader ? state : { source: fromLoader, value: fromLoader };
  if (current !== state) setState(current);
  const update = useCallback(
    (next: (value: T) => T) => setState((s) => ({ source: s.source, value: next(s.value) })),
    [],
  );
  return [current.value, update] as const;
}
