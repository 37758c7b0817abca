import { useEffect, useRef } from "react";

// An opened row's people are read through the API (company-users.tsx), outside the section's
// loader: a change to a person (an edit, a role, a removal) is announced on the window, and the
// opened rows and the shown section read again.

const CUSTOMERS_CHANGED = "charterly:customers-changed";

/** Tell every open tab that companies or customers changed (one was added, a plan changed…). */
export const announceCustomersChanged = () => window.dispatchEvent(new Event(CUSTOMERS_CHANGED));

/** Calls `onChanged` whenever a change is announced, while the component is mounted. */
export function useCustomersChanged(onChanged: () => void) {
  const latest = useRef(onChanged);
  latest.current = onChanged;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(CUSTOMERS_CHANGED, listener);
    return () => window.removeEventListener(CUSTOMERS_CHANGED, listener);
  }, []);
}
