import { type RefObject, useEffect } from "react";

/**
 * Focuses an element of a dialog once it is shown. Radix Dialog (<Modal>) focuses its first
 * control in its own effect, after its children's effects, so the focus waits one frame to win.
 */
export function useInitialFocus<T extends HTMLElement>(ref: RefObject<T>, when = true) {
  useEffect(() => {
    if (!when) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref, when]);
}
