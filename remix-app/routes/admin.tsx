import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminAccessDenied } from "../components/admin/admin-access-denied";
import { type AdminOutletContext, AdminPanel } from "../components/admin/admin-panel";
import { ADMIN_TABS, adminTabIncluded } from "../lib/admin-tabs";
import { checkPageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Admin Panel · Charterly" }];

// The Admin Panel's frame around its tabs (routes/admin.team.tsx, admin.settings.tsx, …): any
// admin, and anyone on Freemium (read-only with upgrade prompts). Anyone else gets a 403 page that
// says access is denied and sends them to the dashboard after a second (administration side §2):
// nothing of the panel is sent. Each tab's loader checks the same again before it reads.

export function loader({ context }: LoaderFunctionArgs) {
  const { session, denied } = checkPageAccess(context, "admin.panel.open");
  if (denied) return data({ user: session.user, denied, tabs: [] }, { status: 403 });
  const tabs = ADMIN_TABS.map((tab) => ({ tab, included: adminTabIncluded(session.user, tab) }));
  return data({ user: session.user, denied: null, tabs });
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function AdminPanelLayout() {
  const { user, denied, tabs } = useLoaderData<typeof loader>();
  if (denied) return <AdminAccessDenied user={user} reason={denied} />;
  return (
    <AdminPanel user={user} tabs={tabs}>
      <Outlet context={{ user } satisfies AdminOutletContext} />
    </AdminPanel>
  );
}
