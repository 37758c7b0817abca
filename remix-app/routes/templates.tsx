import { listTemplates } from "@charterly/domain/operations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { buttonStyles } from "../components/button-styles";
import { IconSprite } from "../components/icon-sprite";
import { ArrowLeftIcon } from "../components/icons";
import { PublicTopBar } from "../components/public-top-bar";
import { CreatePoliciesBanner, PreviewModeBanner } from "../components/templates/public-template-banners";
import { TemplateLibrary } from "../components/templates/template-library";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { getSessionUser } from "../lib/session.server";

// Public: the full library when signed in, a preview of the public templates when signed out.

export const meta: MetaFunction = () => [
  { title: "Policy Template Library · Charterly" },
  {
    name: "description",
    content: "Browse Charterly's policy templates for HR, travel, finance, IT and legal policies.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const session = getSessionUser(context);
  const templates = await listTemplates(context.domain, session?.actor ?? null);
  if (!session) return { user: null, templates };
  // The public preview's first lines are the signed-out teaser; a signed-in card never shows them
  // (its Preview opens the whole text), so the page does not carry them.
  return {
    user: session.user,
    templates: templates.map((template) => ({ ...template, previewContent: null })),
  };
}

const HEADING = "Policy Template Library";

export const shouldRevalidate = keepPageWhenUnanswered;

export default function TemplatesRoute() {
  const { user, templates } = useLoaderData<typeof loader>();

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
          <Link to="/" prefetch="intent" className={`${buttonStyles.secondary} self-start`}>
            <ArrowLeftIcon className="size-4" />
            Back to Dashboard
          </Link>
        </div>
        <div className="mt-6">
          <TemplateLibrary templates={templates} user={user} />
        </div>
      </AppShell>
    );
  }

  return (
    <div className="flex min-h-screen flex-col">
      <IconSprite />
      <PublicTopBar />
      <main id="main-content" className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-10 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{HEADING}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Preview our comprehensive policy templates
          </p>
        </div>
        <PreviewModeBanner />
        <TemplateLibrary templates={templates} user={null} />
        <CreatePoliciesBanner />
      </main>
    </div>
  );
}
