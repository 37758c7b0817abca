import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { DocumentsTab } from "../components/admin/documents/documents-tab";
import { UpgradePrompt } from "../components/admin/upgrade-prompt";
import { closedAdminTab, gateAdminTab } from "../lib/admin-panel.server";

export const meta: MetaFunction = () => [{ title: "Documents · Admin Panel · Charterly" }];

// Admin Panel → Documents (Document Import and Document Management). The tier decides here, on the server: a plan without the tab gets
// its upgrade prompt and nothing else. The tab's lists still read through the API as their
// filters change (see docs/decisions/026-routes-own-their-data.md, what is left).

export function loader({ context }: LoaderFunctionArgs) {
  const gate = gateAdminTab(context, "documents");
  if (gate.state !== "open") return closedAdminTab(gate);
  return data({ state: "open" as const });
}

export default function AdminDocumentsRoute() {
  const { state } = useLoaderData<typeof loader>();
  if (state === "upgrade") return <UpgradePrompt tab="documents" />;
  return state === "open" ? <DocumentsTab /> : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the documents" />;
}
