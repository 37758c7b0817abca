/** Theme handling: dark by default, remembered in localStorage, applied as the `dark` class on <html>. */

export type Theme = "dark" | "light";

export const THEME_STORAGE_KEY = "charterly-theme";

/**
 * Runs inline in <head> before the first paint so a light-theme visitor never sees a dark flash.
 * A static string: it contains no request data.
 */
export const THEME_INIT_SCRIPT = `(function(){var t=null;try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}var d=t!=="light";var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"})();`;

export function readAppliedTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode, blocked); the theme still applies for this page.
  }
}
