import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { AdminAccessDenied } from "../components/admin/admin-access-denied";
import { AdminPanel } from "../components/admin/admin-panel";
import { checkPageAccess } from "../lib/page-guard.server";
import { revalidateUnlessOnlyTabChanged } from "../lib/tab-revalidation";

export const meta: MetaFunction = () => [{ title: "Admin Panel · Charterly" }];

// Any admin, and anyone on Freemium (read-only with upgrade prompts). Anyone else gets a 403 page
// that says access is denied and sends them to the dashboard after a second (administration side
// §2): nothing of the panel is sent, and every /api call behind it checks its own permission. The
// tab is read by the browser from ?tab= and each tab loads its own data.

export function loader({ context }: LoaderFunctionArgs) {
  const { session, denied } = checkPageAccess(context, "admin.panel.open");
  if (denied) return data({ user: session.user, denied }, { status: 403 });
  return { user: session.user, denied: null };
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyTabChanged;

export default function AdminPanelRoute() {
  const { user, denied } = useLoaderData<typeof loader>();
  return denied ? <AdminAccessDenied user={user} reason={denied} /> : <AdminPanel user={user} />;
}
