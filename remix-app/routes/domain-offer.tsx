import type { DomainJoinOfferDto, DomainOfferAnswerDto } from "@charterly/domain/contract";
import { listDomainJoinOffers } from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { buttonStyles, cardStyles, linkStyles } from "../components/button-styles";
import { Notice } from "../components/notice";
import { domainOfferAction } from "../lib/domain-offer-actions.server";
import { DOMAIN_OFFER_INTENTS } from "../lib/domain-offer-intents";
import type { FormResult } from "../lib/form-result";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Your e-mail domain · Charterly" }];

// Where sign-in leads while the person has an open offer (decision 032): a company proved their
// e-mail domain by DNS after they had signed up with a company of their own. They choose: join that
// company as a user, or keep their own. Nobody is moved without this choice. Both are forms posted
// to the route's action (lib/domain-offer-actions.server.ts), so they work without JavaScript.

export async function loader({ context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const { offers } = await listDomainJoinOffers(context.domain, actor);
  return { user, offers };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return domainOfferAction(context, session, await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DomainOfferRoute() {
  const { user, offers } = useLoaderData<typeof loader>();
  // Without JavaScript the forms post to the page, which renders the answer with the offers read again.
  const posted = useActionData<FormResult<DomainOfferAnswerDto>>();
  return (
    <AppShell user={user}>
      <div className="max-w-2xl space-y-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your e-mail domain</h1>
        {posted?.ok ? (
          <Answered answer={posted.value} />
        ) : posted ? (
          <Notice tone="error" title="Nothing was changed">
            {posted.message}
          </Notice>
        ) : null}
        {posted?.ok ? null : offers.length === 0 ? (
          <NoOffer />
        ) : (
          offers.map((offer) => <OfferCard key={offer.id} offer={offer} />)
        )}
      </div>
    </AppShell>
  );
}

function NoOffer() {
  return (
    <p className="text-slate-700 dark:text-slate-300">
      There is nothing to decide.{" "}
      <Link to="/" className={linkStyles}>
        Go to your dashboard
      </Link>
    </p>
  );
}

function OfferCard({ offer }: { offer: DomainJoinOfferDto }) {
  const fetcher = useFetcher<FormResult<DomainOfferAnswerDto>>();
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  if (answer?.ok) return <Answered answer={answer.value} />;
  return (
    <section aria-labelledby={`offer-${offer.id}`} className={`${cardStyles} space-y-4 p-5`}>
      <h2 id={`offer-${offer.id}`} className="text-lg font-semibold">
        {offer.companyName} has proven {offer.domain}
      </h2>
      <p>
        {offer.companyName} proved on Charterly that <strong>{offer.domain}</strong> is its e-mail domain. You
        signed up with your @{offer.domain} address before that, so you are in your own company,{" "}
        <strong>{offer.ownCompanyName}</strong>. You can join {offer.companyName} as a user, or keep your own
        company. Nothing changes until you choose.
      </p>
      {offer.leavesCompanyEmpty ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Nobody else is in {offer.ownCompanyName}: if you join, it goes to the recycle bin with its documents
          and is deleted for good after 5 days, unless the platform's administrators restore it.
        </p>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          What you wrote in {offer.ownCompanyName} stays there with its other people.
        </p>
      )}
      {offer.joinRefusal ? (
        <Notice tone="warning" title={`You cannot join ${offer.companyName} just now`}>
          {offer.joinRefusal}
        </Notice>
      ) : null}
      {answer && !answer.ok ? (
        <Notice tone="error" title="Nothing was changed">
          {answer.message}
        </Notice>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <fetcher.Form method="post">
          <input type="hidden" name="offerId" value={offer.id} />
          <button
            type="submit"
            name="intent"
            value={DOMAIN_OFFER_INTENTS.join}
            className={buttonStyles.primary}
            disabled={busy || offer.joinRefusal !== null}
          >
            Join {offer.companyName}
          </button>
        </fetcher.Form>
        <fetcher.Form method="post">
          <input type="hidden" name="offerId" value={offer.id} />
          <button
            type="submit"
            name="intent"
            value={DOMAIN_OFFER_INTENTS.keep}
            className={buttonStyles.secondary}
            disabled={busy}
          >
            Keep my company
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}

function Answered({ answer }: { answer: DomainOfferAnswerDto }) {
  return (
    <Notice
      tone="success"
      title={answer.choice === "join" ? `You joined ${answer.companyName}` : "You kept your company"}
    >
      {answer.choice === "join"
        ? `From now on you work in ${answer.companyName} on Charterly.`
        : `You stay in ${answer.companyName}.`}{" "}
      {/* A full navigation: every part of the app reads the person's company again. */}
      <a href="/" className={linkStyles}>
        Go to your dashboard
      </a>
    </Notice>
  );
}
