import type { CurrentUser } from "@charterly/domain/contract";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { loadDashboard } from "../lib/dashboard-chunk";
import { Brand } from "./brand";
import { buttonStyles } from "./button-styles";
import { IconSprite } from "./icon-sprite";
import { MenuIcon } from "./icons";
import { EmailChangeNotice } from "./profile/email-change-notice";
import { ProfileMenu } from "./shell/profile-menu";
import { Sidebar } from "./shell/sidebar";
import { SkipLink } from "./skip-link";
import { ThemeToggle } from "./theme-toggle";

const SIDEBAR_ID = "app-sidebar";

/**
 * The frame of every signed-in page: sidebar (a drawer behind a menu button on small screens),
 * a top bar with the theme toggle and profile menu, and the page itself in <main>.
 */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  // The dashboard is the likeliest next page from any other, and its code is a chunk of its own
  // (decision 022): fetch it once the browser is idle, so going back to it does not wait for it.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return;
    const handle = window.requestIdleCallback(() => {
      loadDashboard().catch(() => undefined);
    });
    return () => window.cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setDrawerOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen lg:flex">
      <SkipLink />
      <IconSprite />

      <Sidebar
        id={SIDEBAR_ID}
        user={user}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        closeButtonRef={closeButtonRef}
      />
      {drawerOpen ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label="Close navigation"
          className="fixed inset-0 z-30 bg-slate-950/50 lg:hidden"
          onClick={() => setDrawerOpen(false)}
        />
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
          <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
            <button
              ref={menuButtonRef}
              type="button"
              className={`${buttonStyles.icon} lg:hidden`}
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              aria-controls={SIDEBAR_ID}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </button>
            <div className="lg:hidden">
              <Brand />
            </div>
            <div className="ml-auto flex items-center gap-2">
              <ThemeToggle />
              <ProfileMenu user={user} />
            </div>
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <div className="mx-auto max-w-6xl">
            <EmailChangeNotice />
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
