import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenPlaceholder } from "../components/screen-placeholder";
import { requirePageAccess } from "../lib/page-guard.server";

export const meta: MetaFunction = () => [{ title: "Platform Settings · Charterly" }];

export function loader({ context }: LoaderFunctionArgs) {
  const { user } = requirePageAccess(context, "platform.settings");
  return { user };
}

export default function PlatformSettingsRoute() {
  const { user } = useLoaderData<typeof loader>();
  return <ScreenPlaceholder user={user} title="Platform Settings" />;
}
