import { can } from "@charterly/domain/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { cardStyles, linkStyles } from "../components/button-styles";
import { EditProfileForm } from "../components/profile/edit-profile-dialog";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { profileAction } from "../lib/profile-actions.server";
import { PROFILE_EMAIL_PATH } from "../lib/profile-intents";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { ADMIN_SETTINGS_PATH } from "../lib/sidebar-entries";

export const meta: MetaFunction = () => [{ title: "Edit Profile · Charterly" }];

// Edit Profile as a page (/profile): the signed-in person's names and, for admins, the company's.
// Its action saves the form (intent update-profile, lib/profile-actions.server.ts: PUT /api/profile's
// schema and operation). The profile menu's Edit Profile dialog posts here with a fetcher; before the
// page's JavaScript runs the menu's button is a link here, so the page also offers the menu's other
// items (Change Email, Admin Settings, Sign Out).

export async function loader({ context }: LoaderFunctionArgs) {
  const { user } = requirePageAccess(context);
  return { user };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return profileAction(context, session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function ProfileRoute() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <div className="max-w-2xl space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit Profile</h1>
        <section aria-label="Edit Profile" className={`${cardStyles} p-5`}>
          <EditProfileForm user={user} />
        </section>
        <nav aria-label="Profile" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to={PROFILE_EMAIL_PATH} className={linkStyles}>
            Change Email
          </Link>
          {can(user, "platform.settings") ? (
            <Link to={ADMIN_SETTINGS_PATH} className={linkStyles}>
              Admin Settings
            </Link>
          ) : null}
          {/* A full navigation (the endpoint answers with a redirect). */}
          <a href="/api/force-logout" className={linkStyles}>
            Sign Out
          </a>
        </nav>
      </div>
    </AppShell>
  );
}
