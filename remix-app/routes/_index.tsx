import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Dashboard as ServerDashboard } from "../components/dashboard";
import { LandingPage } from "../components/landing/landing-page";
import {
  loadDashboardFigures,
  loadRecentDocuments,
  loadRegistrationLimit,
  loadReviewsDue,
  loadTokenPanel,
} from "../lib/dashboard.server";
import { parseDeniedReason } from "../lib/page-access";
import { getSessionUser } from "../lib/session.server";
import { loadToRead } from "../lib/to-read.server";

// "/" is the landing page when signed out and the dashboard when signed in.

// A visitor's browser loads the landing page's code only: the dashboard (with the contract's zod
// schemas its dialogs validate with, ~70 KB gzip) is its own chunk, fetched when a signed-in page
// hydrates. The server renders it directly (Vite drops this branch from the browser bundle), so its
// HTML is complete and the same Suspense boundary hydrates once the chunk has arrived.
const Dashboard = import.meta.env.SSR
  ? ServerDashboard
  : lazy(() => import("../components/dashboard").then((module) => ({ default: module.Dashboard })));

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
  const [figures, recentDocuments, tokenPanel, registrationLimit, toRead, reviewsDue] = await Promise.all([
    loadDashboardFigures(context, session.actor),
    loadRecentDocuments(context, session.actor),
    loadTokenPanel(context, session.actor),
    loadRegistrationLimit(context, session.actor),
    loadToRead(context, session.actor),
    loadReviewsDue(context, session.actor),
  ]);
  const denied = parseDeniedReason(new URL(request.url).searchParams.get("denied"));
  return {
    signedIn: true as const,
    user: session.user,
    denied,
    recentDocuments,
    tokenPanel,
    registrationLimit,
    toRead,
    reviewsDue,
    ...figures,
  };
}

export default function IndexRoute() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <LandingPage />;
  return (
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
        denied={data.denied}
      />
    </Suspense>
  );
}
