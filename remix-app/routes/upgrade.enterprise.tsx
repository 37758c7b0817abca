import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AppShell } from "../components/app-shell";
import { cardStyles, linkStyles } from "../components/button-styles";
import { InquirySent } from "../components/inquiry/enterprise-inquiry-dialog";
import { InquiryForm } from "../components/inquiry/inquiry-form";
import { type FormResult, resultFor } from "../lib/form-result";
import { inquiryAction } from "../lib/inquiry-actions.server";
import { INQUIRY_INTENTS } from "../lib/inquiry-intents";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Upgrade to Enterprise · Charterly" }];

// 'Upgrade to Enterprise' as a page (/upgrade/enterprise): the sales inquiry form for the signed-in
// person, prefilled from their profile. Its action sends it (lib/inquiry-actions.server.ts: POST
// /api/enterprise-inquiry's limit, schema and operation). The upgrade prompts' Contact Sales opens
// the same form in a dialog, which posts here with a fetcher.

export async function loader({ context }: LoaderFunctionArgs) {
  const { user } = requirePageAccess(context);
  return { user };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return inquiryAction(context, session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function EnterpriseInquiryRoute() {
  const { user } = useLoaderData<typeof loader>();
  // Sent without JavaScript, the thanks is on the page that answers; with it, the fetcher's answer.
  const posted = resultFor(useActionData<FormResult<{ message: string }>>(), INQUIRY_INTENTS.submitInquiry);
  const [sentHere, setSentHere] = useState<string | null>(null);
  const sent = sentHere ?? (posted?.ok ? posted.value.message : null);
  return (
    <AppShell user={user}>
      <div className="max-w-2xl space-y-6">
        <div>
          <Link to="/" className={linkStyles}>
            ← Dashboard
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Upgrade to Enterprise</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Tell us what your company needs and our sales team will get in touch.
          </p>
        </div>
        <section aria-label="Upgrade to Enterprise" className={`${cardStyles} p-5`}>
          {sent !== null ? <InquirySent message={sent} /> : <InquiryForm user={user} onSent={setSentHere} />}
        </section>
      </div>
    </AppShell>
  );
}
