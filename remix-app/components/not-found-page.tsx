import { Link } from "@remix-run/react";
import { buttonStyles } from "./button-styles";
import { ArrowLeftIcon } from "./icons";
import { PublicTopBar } from "./public-top-bar";

/** Any unknown path (the root ErrorBoundary renders this for 404 responses). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar showNavigation={false} />
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <p className="text-6xl font-bold text-indigo-600 dark:text-indigo-400" aria-hidden="true">
            404
          </p>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">404 Page Not Found</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            The page you are looking for does not exist or has moved.
          </p>
          <Link to="/" className={`${buttonStyles.primary} mt-8`}>
            <ArrowLeftIcon className="size-4" />
            Back to home
          </Link>
        </div>
      </main>
    </div>
  );
}
