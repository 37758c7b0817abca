import { appErrorIn, HTTP_STATUS_BY_CODE } from "@charterly/domain/contract";
import { getEmailChangeStatus } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { cardStyles, linkStyles } from "../components/button-styles";
import { Notice } from "../components/notice";
import { ChangeEmailPanel } from "../components/profile/change-email-dialog";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { emailChangeAction } from "../lib/profile-actions.server";
import { NEW_EMAIL_PARAM, PROFILE_PATH } from "../lib/profile-intents";
import { revalidateAfterStaleForm } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Change Email Address · Charterly" }];

// Change Email Address as a page (/profile/email): the current address and the pending change, read
// in-process for the signed-in person (GET /api/auth/email-change-status's operation). Its action
// sends the verification link and cancels a pending change (lib/profile-actions.server.ts). The
// profile menu's dialog loads this route with a fetcher and posts to it; a browser without
// JavaScript opens the page. `?newEmail=` fills the form (back from signing in again).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const newEmail = new URL(request.url).searchParams.get(NEW_EMAIL_PARAM) ?? "";
  try {
    const status = await getEmailChangeStatus(context.domain, actor);
    return { user, status, newEmail, refusal: null };
  } catch (error) {
    // Answered, not thrown: the dialog (a fetcher) says it in place, where a thrown answer would
    // replace the page under it with an error page.
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return data(
      { user, status: null, newEmail, refusal: refusal.message },
      { status: HTTP_STATUS_BY_CODE[refusal.code] },
    );
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return emailChangeAction(context, session, await request.formData());
}

// A cancel refused as no longer pending (409) reads the status again, so the page shows what is true now.
export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function ChangeEmailRoute() {
  const { user, status, newEmail, refusal } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <div className="max-w-2xl space-y-6">
        <div>
          <Link to={PROFILE_PATH} className={linkStyles}>
            ← Edit Profile
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Change Email Address</h1>
        </div>
        <section aria-label="Change Email Address" className={`${cardStyles} p-5`}>
          {status ? (
            <ChangeEmailPanel status={status} initialNewEmail={newEmail} />
          ) : (
            <Notice tone="error" title="Could not load">
              {refusal}
            </Notice>
          )}
        </section>
      </div>
    </AppShell>
  );
}
