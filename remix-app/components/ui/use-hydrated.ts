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
