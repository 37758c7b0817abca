import { getCustomerAnalytics } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { AnalyticsTab } from "../components/customers/analytics/analytics-tab";
import { customerSectionAction } from "../lib/customer-actions.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { revalidateAfterStaleForm } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Analytics · Customer Management · Charterly" }];

// Customer Management → Analytics: companies per plan and per month, read in-process.

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  const analytics = await readOrRouteError(getCustomerAnalytics(context.domain, gate.session.actor));
  return data({ state: "open" as const, analytics });
}

// The section's forms and the header's Add New Customer (lib/customer-actions.server.ts).
export const action = customerSectionAction;

export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function CustomerAnalyticsRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.state === "open" ? <AnalyticsTab analytics={loaded.analytics} /> : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the analytics" />;
}
