import { useEffect } from "react";
import { signIn } from "../lib/clear-client-state";
import { SIGN_IN_DELAY_MS, SIGNED_OUT_NOTICE } from "../lib/signed-out";
import { buttonStyles } from "./button-styles";
import { AlertIcon } from "./icons";
import { PublicTopBar } from "./public-top-bar";

/**
 * A signed-in page opened signed out (its loader answered 401; the root ErrorBoundary renders
 * this): the spec's notice, 'Unauthorized - You are logged out. Logging in again...', then
 * sign-in through /api/login after 500 ms, forgetting what the browser kept, as Sign In does.
 */
export function SignedOutPage() {
  useEffect(() => {
    const timer = setTimeout(signIn, SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar showNavigation={false} />
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-16">
        <div role="status" className="max-w-md text-center">
          <AlertIcon className="mx-auto size-10 text-red-600 dark:text-red-400" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{SIGNED_OUT_NOTICE.title}</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{SIGNED_OUT_NOTICE.description}</p>
          <noscript>
            {/* Without scripts nothing moves on by itself. */}
            <a href="/api/login" className={`${buttonStyles.primary} mt-8`}>
              Sign In
            </a>
          </noscript>
        </div>
      </main>
    </div>
  );
}
