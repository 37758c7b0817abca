import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "./components/error-page";
import { NotFoundPage } from "./components/not-found-page";
import { SignedOutPage } from "./components/signed-out-page";
import { ToastProvider } from "./components/toast";
import { useNonce } from "./lib/nonce";
import { keepPageWhenUnanswered } from "./lib/revalidation";
import { getSessionUser } from "./lib/session.server";
import { THEME_INIT_SCRIPT } from "./lib/theme";
import stylesheet from "./tailwind.css?url";

// The product mark as an inline SVG, so there is no favicon file to serve (and no 404 for it).
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/><path d="M18.5 7H11a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V11.5z M13 17l2 2 4-4" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: "Charterly" }];
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (status === 404) return [{ title: "Page Not Found · Charterly" }];
  if (status === 401) return [{ title: "Unauthorized · Charterly" }];
  return [{ title: "Something went wrong · Charterly" }];
};

export function loader({ context }: LoaderFunctionArgs) {
  const session = getSessionUser(context);
  // APP_ENV as configured ("local", "test", "production"): local runs link the dev mail outbox.
  return { user: session?.user ?? null, appEnv: context.appEnv };
}

/** The document around every page, the error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The head script may switch "dark" off before React hydrates; that difference is expected.
    // (color-scheme follows the class in tailwind.css: no style attribute, which the CSP would refuse.)
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script (no request data) that applies the saved theme before paint. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <ToastProvider>{children}</ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function App() {
  const { user } = useLoaderData<typeof loader>();
  return <Outlet context={{ user }} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    // A signed-in page opened signed out (session.server.ts): the notice, then sign-in.
    if (error.status === 401) return <SignedOutPage />;
    // The database busy (503): its message, that nothing was saved and to try again.
    const said = error.status === 503 ? (error.data as { message?: unknown } | null)?.message : undefined;
    return <ErrorPage status={error.status} message={typeof said === "string" ? said : undefined} />;
  }
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorPage detail={detail} />;
}
