import { can } from "@charterly/domain/contract";
import { getCompanySettings, listScimTokens } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import type { AdminOutletContext } from "../components/admin/admin-panel";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { CompanySettingsTab } from "../components/admin/settings/company-settings-tab";
import { closedAdminTab, gateAdminTab } from "../lib/admin-panel.server";
import { companySettingsAction } from "../lib/company-settings-actions.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Company Settings · Admin Panel · Charterly" }];

// Admin Panel → Company Settings: the switches, the company's information, its e-mail domains and
// Slack, read in-process for the signed-in person (read-only without settings.manage). Its writes
// are this route's action (lib/company-settings-actions.server.ts); after each, Remix reads the
// settings again.

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gateAdminTab(context, "settings");
  if (gate.state !== "open") return closedAdminTab(gate);
  const { actor, user } = gate.session;
  // SCIM tokens only where the plan has them (Enterprise): below it the card shows its upgrade note.
  const [settings, scim] = await Promise.all([
    readOrRouteError(getCompanySettings(context.domain, actor)),
    can(user, "settings.enterprise")
      ? readOrRouteError(listScimTokens(context.domain, actor, { appOrigin: context.appOrigin }))
      : null,
  ]);
  return data({ state: "open" as const, settings, scim });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const gate = gateAdminTab(context, "settings");
  if (gate.state !== "open") return closedAdminTab(gate);
  return companySettingsAction(context, gate.session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function AdminSettingsRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { user } = useOutletContext<AdminOutletContext>();
  return loaded.state === "open" ? (
    <CompanySettingsTab user={user} settings={loaded.settings} scim={loaded.scim} />
  ) : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the company settings" />;
}
