import { Link } from "@remix-run/react";
import { Brand } from "./brand";
import { buttonStyles } from "./button-styles";
import { SkipLink } from "./skip-link";
import { ThemeToggle } from "./theme-toggle";

interface PublicTopBarProps {
  /** Show the Templates link and the Sign In button (signed-out pages). */
  showNavigation?: boolean;
}

/** Top bar of the signed-out pages: product name, Templates, theme toggle and Sign In. */
export function PublicTopBar({ showNavigation = true }: PublicTopBarProps) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand />
          <div className="flex items-center gap-1 sm:gap-2">
            {showNavigation ? (
              <nav aria-label="Main navigation">
                <Link to="/templates" className={buttonStyles.ghost}>
                  Templates
                </Link>
              </nav>
            ) : null}
            <ThemeToggle />
            {showNavigation ? (
              <Link to="/login" className={buttonStyles.primary}>
                Sign In
              </Link>
            ) : null}
          </div>
        </div>
      </header>
    </>
  );
}
