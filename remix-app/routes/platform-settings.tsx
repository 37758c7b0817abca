import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminAccessDenied } from "../components/admin/admin-access-denied";
import { PlatformSettingsFrame } from "../components/platform/platform-settings-frame";
import { checkPageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Platform Settings · Charterly" }];

// The frame of Platform Settings around its sections (routes/platform-settings.templates.tsx, …):
// platform administrators only. Anyone else gets 'Access Denied' and the dashboard after a second,
// and nothing of the page; each section's loader checks platform.settings again before it reads.
export function loader({ context }: LoaderFunctionArgs) {
  const { session, denied } = checkPageAccess(context, "platform.settings");
  if (denied) return data({ user: session.user, denied }, { status: 403 });
  return { user: session.user, denied: null };
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function PlatformSettingsLayout() {
  const { user, denied } = useLoaderData<typeof loader>();
  if (denied) return <AdminAccessDenied user={user} reason={denied} />;
  return (
    <PlatformSettingsFrame user={user}>
      <Outlet />
    </PlatformSettingsFrame>
  );
}
