import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { KnowledgeBaseTab } from "../components/admin/knowledge/knowledge-base-tab";
import { UpgradePrompt } from "../components/admin/upgrade-prompt";
import { closedAdminTab, gateAdminTab } from "../lib/admin-panel.server";

export const meta: MetaFunction = () => [{ title: "Knowledge Base · Admin Panel · Charterly" }];

// Admin Panel → Knowledge Base (the entries, search and the questions the assistant could not answer). The tier decides here, on the server: a plan without the tab gets
// its upgrade prompt and nothing else. The tab's lists still read through the API as their
// filters change (see docs/decisions/026-routes-own-their-data.md, what is left).

export function loader({ context }: LoaderFunctionArgs) {
  const gate = gateAdminTab(context, "knowledge");
  if (gate.state !== "open") return closedAdminTab(gate);
  return data({ state: "open" as const });
}

export default function AdminKnowledgeRoute() {
  const { state } = useLoaderData<typeof loader>();
  if (state === "upgrade") return <UpgradePrompt tab="knowledge" />;
  return state === "open" ? <KnowledgeBaseTab /> : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the knowledge base" />;
}
