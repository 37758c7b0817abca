import { THEME_STORAGE_KEY } from "./theme";

/**
 * Forgets everything the browser kept for the previous account before signing in or out:
 * localStorage (except the theme preference), sessionStorage and every cookie script can read.
 * The session cookie itself is HttpOnly; the server ends it.
 */
export function clearClientState() {
  try {
    const theme = localStorage.getItem(THEME_STORAGE_KEY);
    localStorage.clear();
    if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable: nothing to clear.
  }
  try {
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  const paths = new Set(["/", window.location.pathname]);
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name) continue;
    for (const path of paths) {
      // biome-ignore lint/suspicious/noDocumentCookie: must run synchronously before navigating away; the Cookie Store API is async and not in every browser.
      document.cookie = `${name}=; Max-Age=0; Path=${path}`;
    }
  }
}

/** Full-page navigation (not client routing): these endpoints answer with redirects. */
export function signIn() {
  clearClientState();
  window.location.assign(`/api/login?t=${Date.now()}`);
}

export function signOut() {
  clearClientState();
  window.location.assign("/api/force-logout");
}
