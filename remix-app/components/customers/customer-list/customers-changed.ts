import { useEffect, useRef } from "react";

// The header's Add New Customer and the tabs below it are separate parts of the page: a change
// made in one is announced on the window, and each tab that shows companies reads them again.

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
