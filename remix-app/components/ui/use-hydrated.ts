import { useEffect, useState } from "react";

// True once the page's JavaScript runs. On the first page load the server's HTML is hydrated first
// (false, as on the server), then it turns true; pages reached later in the browser start at true.
let hydrating = true;

export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}

/**
 * useHydrated for a list whose items each gain controls when the page's JavaScript runs: how many
 * of the first items have them. None while the server's HTML is hydrated, then `step` more per task
 * (each its own render), so 50 rows of controls are not one long task that holds up the first
 * clicks and keys after the page loads; the browser handles input between steps. On pages reached
 * later in the browser, all at once (as useHydrated). Until an item's turn, it shows what the server
 * rendered, which works on its own (links to pages of their own).
 */
export function useHydratedProgressively(count: number, step: number) {
  const [shown, setShown] = useState(() => (hydrating ? 0 : Number.POSITIVE_INFINITY));
  useEffect(() => {
    hydrating = false;
    if (shown >= count) return;
    const timer = setTimeout(() => setShown((before) => before + step), 0);
    return () => clearTimeout(timer);
  }, [shown, count, step]);
  return shown;
}
