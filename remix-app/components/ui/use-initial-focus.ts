import { type RefObject, useEffect } from "react";

/**
 * Focuses an element of a dialog once it is shown. <Modal> calls showModal() in its own effect,
 * after its children's effects, so the focus waits one frame for the dialog to be open.
 */
export function useInitialFocus<T extends HTMLElement>(ref: RefObject<T>, when = true) {
  useEffect(() => {
    if (!when) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref, when]);
}
