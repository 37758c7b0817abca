import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Dashboard } from "../components/dashboard";
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
  );
}
