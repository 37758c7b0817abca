import type { DomainOfferAnswerDto } from "@charterly/domain/contract";
import { joinDomainCompany, keepOwnCompany, type SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { DOMAIN_OFFER_INTENTS } from "./domain-offer-intents";
import { idField, runFormChange, unknownIntent } from "./form-result.server";
import type { IntentOperations } from "./intent-operations";

// The offer's two answers as route actions (routes/domain-offer.tsx): the same operations as the
// API's routes (worker/api/domain-offers.ts), for the signed-in person; each finds only the
// person's own offer (another id is a 404) and judges the spec's rules itself.

/** The offer's two answers and the API operations they make (worker/api/domain-offers.ts). */
export const DOMAIN_OFFER_OPERATIONS = {
  [DOMAIN_OFFER_INTENTS.join]: "joinDomainCompany",
  [DOMAIN_OFFER_INTENTS.keep]: "keepOwnCompany",
} as const satisfies IntentOperations<typeof DOMAIN_OFFER_INTENTS>;

export async function domainOfferAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  const offerId = idField(form, "offerId");
  switch (intent) {
    case DOMAIN_OFFER_INTENTS.join:
      return runFormChange<DomainOfferAnswerDto>(intent, () =>
        joinDomainCompany(context.domain, session.actor, offerId),
      );
    case DOMAIN_OFFER_INTENTS.keep:
      return runFormChange<DomainOfferAnswerDto>(intent, () =>
        keepOwnCompany(context.domain, session.actor, offerId),
      );
  }
  throw unknownIntent();
}
