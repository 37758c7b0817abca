import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { AdminAccessDenied } from "../components/admin/admin-access-denied";
import { PlatformSettingsPage } from "../components/platform/platform-settings-page";
import { checkPageAccess } from "../lib/page-guard.server";
import { revalidateUnlessOnlyTabChanged } from "../lib/tab-revalidation";

export const meta: MetaFunction = () => [{ title: "Platform Settings · Charterly" }];

// Platform administrators only: anyone else gets 'Access Denied' and the dashboard after a second;
// each section loads its own data through /api, whose routes check platform.settings themselves.
export function loader({ context }: LoaderFunctionArgs) {
  const { session, denied } = checkPageAccess(context, "platform.settings");
  if (denied) return data({ user: session.user, denied }, { status: 403 });
  return { user: session.user, denied: null };
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyTabChanged;

export default function PlatformSettingsRoute() {
  const { user, denied } = useLoaderData<typeof loader>();
  return denied ? <AdminAccessDenied user={user} reason={denied} /> : <PlatformSettingsPage user={user} />;
}
