import { useEffect, useLayoutEffect, useRef } from "react";

// A layout effect runs before Radix's focus scope moves the focus into the dialog; on the server,
// where there is no focus and React warns about layout effects, a plain effect stands in.
const useBeforeFocusMoves = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Gives focus back to whatever had it when a dialog opened. Radix returns focus only to its own
 * Dialog.Trigger, and the app opens its dialogs from state (a row's button, a menu item, a select),
 * so without this the focus would fall to <body> on close. Pass the result as the Radix content's
 * `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useBeforeFocusMoves(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  };
}
