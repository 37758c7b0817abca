import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { requirePageAccess } from "../lib/page-guard.server";

export const meta: MetaFunction = () => [{ title: "AI Policy Assistant · Charterly" }];

export function loader({ context }: LoaderFunctionArgs) {
  const { user } = requirePageAccess(context);
  return { user };
}

export default function AiPolicyAssistantRoute() {
  const { user } = useLoaderData<typeof loader>();
  return <ScreenPlaceholder user={user} title="AI Policy Assistant" />;
}
