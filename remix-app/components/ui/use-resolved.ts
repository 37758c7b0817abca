import { useEffect, useState } from "react";

/**
 * The value of a promise a loader streams (not awaited on the server), once it has arrived; undefined
 * until then. For a part of a form (a select's options) that cannot wait in a <Suspense> boundary.
 */
export function useResolved<T>(promise: Promise<T>): T | undefined {
  const [resolved, setResolved] = useState<{ promise: Promise<T>; value: T }>();
  useEffect(() => {
    let current = true;
    void promise.then((value) => {
      if (current) setResolved({ promise, value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return resolved?.promise === promise ? resolved.value : undefined;
}
