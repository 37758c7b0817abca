import { setNonce } from "get-nonce";

/**
 * Radix's dialogs and menus lock the page's scroll with a <style> element (react-remove-scroll),
 * which the Content-Security-Policy refuses without the response's nonce
 * (worker/http/security-headers.ts: `style-src 'self' 'nonce-…'`). Browsers hide a nonce from the
 * attribute but keep it in the `nonce` property: the first script's is handed to get-nonce, which
 * that library asks before it adds its <style>.
 *
 * Each module that renders a Radix Dialog, AlertDialog or DropdownMenu calls it when it loads, not
 * entry.client.tsx: the landing page, which has none of them, keeps its JavaScript (decision 022).
 */
export function shareStyleNonce() {
  if (typeof document === "undefined") return;
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) setNonce(nonce);
}
