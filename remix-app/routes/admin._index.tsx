import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { requirePageAccess } from "../lib/page-guard.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel · Charterly" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePageAccess(request, context, "adminPanel");
  return { user };
}

export default function AdminPanelRoute() {
  const { user } = useLoaderData<typeof loader>();
  return <ScreenPlaceholder user={user} title="Admin Panel" />;
}
