import type { ReactNode } from "react";
import { signIn } from "../../lib/clear-client-state";

/**
 * A link to /api/login that, like the Sign In button, first forgets what the browser kept for a
 * previous account (spec §4). Without JavaScript it is a plain link to the same place.
 */
export function SignUpLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a
      href="/api/login"
      className={className}
      onClick={(event) => {
        // Leave new-tab and new-window clicks to the browser.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        signIn();
      }}
    >
      {children}
    </a>
  );
}
