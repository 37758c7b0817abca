import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { ArrowLeftIcon, InfoIcon } from "../components/icons";
import { PublicTopBar } from "../components/public-top-bar";
import { getSessionUser } from "../lib/session.server";

// Public: the full library when signed in, a preview when signed out. The cards arrive with a later issue.

export const meta: MetaFunction = () => [{ title: "Policy Template Library · Charterly" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  return { user: session?.user ?? null };
}

const HEADING = "Policy Template Library";

export default function TemplatesRoute() {
  const { user } = useLoaderData<typeof loader>();

  if (user) {
    return (
      <AppShell user={user}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HEADING}</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Access your complete policy template collection
            </p>
          </div>
          <Link to="/" className={buttonStyles.secondary}>
            <ArrowLeftIcon className="size-4" />
            Back to Dashboard
          </Link>
        </div>
        <BeingBuilt />
      </AppShell>
    );
  }

  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar />
      <main id="main-content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{HEADING}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Preview our comprehensive policy templates</p>
        <section
          aria-labelledby="preview-mode-heading"
          className="mt-6 flex flex-col gap-4 rounded-lg border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-indigo-900 dark:bg-indigo-950/50"
        >
          <div className="flex gap-3">
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-indigo-700 dark:text-indigo-300" />
            <div>
              <h2 id="preview-mode-heading" className="font-semibold">
                Preview Mode
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                You're viewing public template previews. Sign up to access full templates and AI-powered
                customization.
              </p>
            </div>
          </div>
          {/* A full page load: /api/login answers with a redirect to the identity provider. */}
          <a href="/api/login" className={`${buttonStyles.primary} shrink-0`}>
            Get Full Access
          </a>
        </section>
        <BeingBuilt />
      </main>
    </div>
  );
}

function BeingBuilt() {
  return (
    <div className={`${cardStyles} mt-6 p-6`}>
      <p className="text-slate-600 dark:text-slate-400">This screen is being built.</p>
    </div>
  );
}
