import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { Notice } from "../components/notice";
import { PublicTopBar } from "../components/public-top-bar";
import { confirmDomainLinkFrom, loadDomainLink } from "../lib/domain-link.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { keepPageWhenUnanswered } from "../lib/revalidation";

// Where a domain's confirmation link leads (decision 021): anyone holding the link sees which
// company asks for the domain and confirms with a button. Opening it changes nothing, so a mail
// scanner that follows links proves nothing; only the button's POST does.

export const meta: MetaFunction = () => [{ title: "Confirm an e-mail domain · Charterly" }];

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request.url);
  // The token goes back into the page's form, as it came in the address.
  return { ...(await loadDomainLink(context, token)), token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return confirmDomainLinkFrom(context, String(form.get("token") ?? ""));
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function VerifyDomainRoute() {
  const shown = useLoaderData<typeof loader>();
  const confirmed = useActionData<typeof action>();
  const navigation = useNavigation();

  return (
    <div className="flex min-h-screen flex-col">
      <PublicTopBar showNavigation={false} />
      <main id="main-content" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
        <section aria-labelledby="verify-domain-heading" className={`${cardStyles} space-y-4 p-6 sm:p-8`}>
          <h1 id="verify-domain-heading" className="text-2xl font-semibold">
            Confirm an e-mail domain
          </h1>
          {confirmed?.link ? (
            <Notice tone="success" title={`${confirmed.link.domain} is confirmed`}>
              Everyone who signs in to Charterly with an @{confirmed.link.domain} address now joins “
              {confirmed.link.companyName}”. You can close this page.
            </Notice>
          ) : confirmed?.refusal || shown.refusal ? (
            <Notice tone="error" title="Not confirmed">
              {confirmed?.refusal ?? shown.refusal}
            </Notice>
          ) : shown.link ? (
            <>
              <p>
                The company <strong>“{shown.link.companyName}”</strong> on Charterly asks to authorize the
                e-mail domain <strong>{shown.link.domain}</strong>. This link was sent to {shown.link.mailbox}
                .
              </p>
              <p>
                If you confirm, everyone who signs in to Charterly with an @{shown.link.domain} address joins
                that company. Confirm only if you look after {shown.link.domain} and it belongs to that
                company; otherwise close this page and nothing changes.
              </p>
              <Form method="post">
                <input type="hidden" name="token" value={shown.token} />
                <button type="submit" className={buttonStyles.primary} disabled={navigation.state !== "idle"}>
                  Confirm {shown.link.domain}
                </button>
              </Form>
            </>
          ) : null}
        </section>
      </main>
    </div>
  );
}
