import { useEffect, useState } from "react";
import { applyTheme, readAppliedTheme, type Theme } from "../lib/theme";
import { buttonStyles } from "./button-styles";
import { MoonIcon, SunIcon } from "./icons";

/** Switches between dark (pressed) and light; the choice is remembered in this browser. */
export function ThemeToggle() {
  // The server renders dark; the inline head script may already have applied light.
  const [theme, setTheme] = useState<Theme>("dark");
  useEffect(() => setTheme(readAppliedTheme()), []);
  const isDark = theme === "dark";

  return (
    <button
      type="button"
      className={buttonStyles.icon}
      aria-label="Toggle theme"
      aria-pressed={isDark}
      title={isDark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => {
        const next: Theme = isDark ? "light" : "dark";
        applyTheme(next);
        setTheme(next);
      }}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
