import DASHBOARD_CHUNK_URLS from "virtual:dashboard-chunk-urls";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { LandingPage } from "../components/landing/landing-page";
import {
  loadDashboardFigures,
  loadDomainOffer,
  loadRecentDocuments,
  loadRegistrationLimit,
  loadReviewsDue,
  loadTokenPanel,
} from "../lib/dashboard.server";
import { dashboardAction } from "../lib/dashboard-actions.server";
import { DASHBOARD_MARKER, dashboardComponent, loadDashboard } from "../lib/dashboard-chunk";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { parseDeniedReason } from "../lib/page-access";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { getSessionUser } from "../lib/session.server";
import { loadToRead } from "../lib/to-read.server";

// "/" is the landing page when signed out and the dashboard when signed in (spec §2). This module
// carries the landing page and only a switch for the dashboard, whose code is its own chunk
// (lib/dashboard-chunk.ts, decision 022): a visitor downloads none of it. The landing page's calls
// to action are plain links, so they work before hydration.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.signedIn
      ? "Dashboard · Charterly"
      : "Charterly · AI-assisted policy documents for your company",
  },
  {
    name: "description",
    content:
      "Charterly helps companies create, version, review and discuss their policy documents, with AI generation and an AI policy assistant.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = getSessionUser(context);
  if (!session) return { signedIn: false as const };
  const url = new URL(request.url);
  const [figures, recentDocuments, tokenPanel, registrationLimit, toRead, reviewsDue, domainOffer] =
    await Promise.all([
      loadDashboardFigures(context, session.actor),
      loadRecentDocuments(context, session.actor),
      loadTokenPanel(context, session.actor),
      loadRegistrationLimit(context, session.actor),
      loadToRead(context, session.actor, url),
      loadReviewsDue(context, session.actor),
      loadDomainOffer(context, session.actor),
      loadDashboard(),
    ]);
  const denied = parseDeniedReason(url.searchParams.get("denied"));
  return {
    signedIn: true as const,
    user: session.user,
    denied,
    recentDocuments,
    tokenPanel,
    registrationLimit,
    toRead,
    reviewsDue,
    domainOffer,
    ...figures,
    /** The dashboard's chunk, then the chunks it imports: loaded with the page (below). */
    dashboardChunk: DASHBOARD_CHUNK_URLS,
  };
}

/** The dashboard's forms (lib/dashboard-actions.server.ts); 'I have read this' also from a document's preview on any page. */
export async function action({ request, context }: ActionFunctionArgs) {
  return dashboardAction(context, requirePageAccess(context), await request.formData());
}

// A client-side navigation to "/" (the sidebar's Dashboard, "Back to Dashboard") loads the
// dashboard's chunk with the data, so the page renders whole rather than suspending.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  if (data.signedIn) await loadDashboard();
  return data;
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function IndexRoute() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <LandingPage />;
  const Dashboard = dashboardComponent();
  return (
    // display: contents, so the marker adds no box to the layout.
    <div {...{ [DASHBOARD_MARKER]: "" }} className="contents">
      {/* The dashboard's chunk as a module script of the page (run before DOMContentLoaded, as the
          route modules are), its imports preloaded: the page hydrates as soon as it did when the
          dashboard was part of the route module. Empty under the dev server. */}
      {data.dashboardChunk.map((href, index) =>
        index === 0 ? (
          <script key={href} type="module" src={href} />
        ) : (
          <link key={href} rel="modulepreload" href={href} />
        ),
      )}
      <Suspense fallback={null}>
        <Dashboard
          user={data.user}
          documentCount={data.documentCount}
          templateCount={data.templateCount}
          recentDocuments={data.recentDocuments}
          tokenPanel={data.tokenPanel}
          registrationLimit={data.registrationLimit}
          toRead={data.toRead}
          reviewsDue={data.reviewsDue}
          domainOffer={data.domainOffer}
          denied={data.denied}
        />
      </Suspense>
    </div>
  );
}
