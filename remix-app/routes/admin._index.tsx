import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { AdminPanel } from "../components/admin/admin-panel";
import { requirePageAccess } from "../lib/page-guard.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel · Charterly" }];

// Any admin, and anyone on Freemium (read-only with upgrade prompts); others are sent to the
// dashboard, which says access was denied (page-guard.server.ts). The tab is read by the browser
// from ?tab= and each tab loads its own data.

export function loader({ context }: LoaderFunctionArgs) {
  const { user } = requirePageAccess(context, "admin.panel.open");
  return { user };
}

/** Switching tabs changes only ?tab=: nothing the loader sends changes with it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate;
};

export default function AdminPanelRoute() {
  const { user } = useLoaderData<typeof loader>();
  return <AdminPanel user={user} />;
}
