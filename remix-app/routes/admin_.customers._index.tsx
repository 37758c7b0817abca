import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { CUSTOMER_SECTIONS, CUSTOMERS_BASE, sectionPathForLegacyTab } from "../lib/platform-sections";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { requireSessionUser } from "../lib/session.server";

// /admin/customers opens the Overview; the addresses of the time a section was
// ?tab= (/admin/customers?tab=tokens) lead to the section's own address. A refused person sees the
// layout's 403 page at the section's address.

export function loader({ request, context }: LoaderFunctionArgs) {
  // Signed out: the signed-out notice here (a redirect would win over the layout's 401).
  requireSessionUser(context);
  const legacyTab = new URL(request.url).searchParams.get("tab");
  // An old address has moved for good (301); which section the bare address opens may change (302).
  throw redirect(
    sectionPathForLegacyTab(CUSTOMERS_BASE, CUSTOMER_SECTIONS, legacyTab),
    legacyTab === null ? 302 : 301,
  );
}

// A component, though it never renders: without one this is a resource route, which would answer
// the signed-out 401 bare instead of the root ErrorBoundary's signed-out page (decision 026).
export const shouldRevalidate = keepPageWhenUnanswered;

export default function CustomerManagementIndexRoute() {
  return null;
}
