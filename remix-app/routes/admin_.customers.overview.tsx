import { getCustomerStats } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { OverviewTab } from "../components/customers/overview/overview-tab";
import { customerSectionAction } from "../lib/customer-actions.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { revalidateAfterStaleForm } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Overview · Customer Management · Charterly" }];

// Customer Management → Overview: the customer figures and the newest companies, read in-process.

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  const stats = await readOrRouteError(getCustomerStats(context.domain, gate.session.actor));
  return data({ state: "open" as const, stats });
}

// The section's forms and the header's Add New Customer (lib/customer-actions.server.ts).
export const action = customerSectionAction;

export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function CustomerOverviewRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.state === "open" ? <OverviewTab stats={loaded.stats} /> : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the customer figures" />;
}
