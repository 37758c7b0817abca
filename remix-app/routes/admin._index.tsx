import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { adminPathForLegacyTab } from "../lib/admin-tabs";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { requireSessionUser } from "../lib/session.server";

// /admin opens Team Members; the addresses of the time the tab was a query parameter
// (/admin?tab=company-settings, the spec's /admin?tab=settings) lead to the tab's own address.
// A refused person sees the layout's 403 page (routes/admin.tsx) at the tab's address.

export function loader({ request, context }: LoaderFunctionArgs) {
  // Signed out: the signed-out notice at /admin itself (a redirect would win over the layout's 401).
  requireSessionUser(context);
  const legacyTab = new URL(request.url).searchParams.get("tab");
  // An old address has moved for good (301); which tab /admin opens is a choice that may change (302).
  throw redirect(adminPathForLegacyTab(legacyTab), legacyTab === null ? 302 : 301);
}

// A component, though it never renders: a route without one is a resource route, which would answer
// the signed-out 401 bare instead of the root ErrorBoundary's signed-out page.
export const shouldRevalidate = keepPageWhenUnanswered;

export default function AdminIndexRoute() {
  return null;
}
