import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { requirePageAccess } from "../lib/page-guard.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel · Charterly" }];

export function loader({ context }: LoaderFunctionArgs) {
  const { user } = requirePageAccess(context, "admin.panel.open");
  return { user };
}

export default function AdminPanelRoute() {
  const { user } = useLoaderData<typeof loader>();
  return <ScreenPlaceholder user={user} title="Admin Panel" />;
}
