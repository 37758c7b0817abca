import { appErrorIn, HTTP_STATUS_BY_CODE, type TokenRequestDto } from "@charterly/domain/contract";
import { listTokenRequests } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AppShell } from "../components/app-shell";
import { cardStyles, linkStyles } from "../components/button-styles";
import { Notice } from "../components/notice";
import { PreviousTokenRequests } from "../components/tokens/previous-token-requests";
import { RequestSent } from "../components/tokens/token-request-dialog";
import { TokenRequestForm } from "../components/tokens/token-request-form";
import { type FormResult, resultFor } from "../lib/form-result";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { tokenRequestAction } from "../lib/token-actions.server";
import { TOKEN_INTENTS } from "../lib/token-intents";

export const meta: MetaFunction = () => [{ title: "Request Additional Tokens · Charterly" }];

// Request Additional Tokens as a page (/tokens/request), Pay Per Use: the form and the company's
// earlier requests (GET /api/tokens/requests' operation, in-process; tokens.read, which the operation
// checks: another plan's person is answered 403 and its message). Its action records a request
// (lib/token-actions.server.ts). The token panel's dialog loads this route with a fetcher and posts
// to it; before the page's JavaScript runs, the panel's button is a link here.

export async function loader({ context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  try {
    const requests = await listTokenRequests(context.domain, actor);
    return { user, requests, refusal: null };
  } catch (error) {
    // Answered, not thrown: the dialog (a fetcher) says it in place of the list.
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return data(
      { user, requests: null, refusal: refusal.message },
      { status: HTTP_STATUS_BY_CODE[refusal.code] },
    );
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return tokenRequestAction(context, session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function TokenRequestRoute() {
  const { user, requests, refusal } = useLoaderData<typeof loader>();
  // Sent without JavaScript, the thank-you is on the page that answers; with it, the fetcher's answer.
  const posted = resultFor(useActionData<FormResult<TokenRequestDto>>(), TOKEN_INTENTS.requestTokens);
  const [sentHere, setSentHere] = useState<TokenRequestDto | null>(null);
  const sent = sentHere ?? (posted?.ok ? posted.value : null);
  return (
    <AppShell user={user}>
      <div className="max-w-3xl space-y-6">
        <div>
          <Link to="/" className={linkStyles}>
            ← Dashboard
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Request Additional Tokens</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            A platform administrator reviews each request and adds the tokens to your balance.
          </p>
        </div>
        <section aria-label="Request Additional Tokens" className={`${cardStyles} space-y-6 p-5`}>
          {!requests ? (
            // Not a plan with token credits (tokens.read): why, and nothing to fill in.
            <Notice tone="error" title="Failed to fetch token requests">
              {refusal}
            </Notice>
          ) : (
            <>
              {sent ? (
                <RequestSent request={sent} />
              ) : (
                <TokenRequestForm contactEmail={user.email} onSent={setSentHere} />
              )}
              <PreviousTokenRequests read={{ requests, refusal }} />
            </>
          )}
        </section>
      </div>
    </AppShell>
  );
}
