// The offer to join the company that proved the person's e-mail domain (decision 032): the page
// /domain-offer (routes/domain-offer.tsx) shows it and its action answers the two forms
// (lib/domain-offer-actions.server.ts).

export const DOMAIN_OFFER_INTENTS = {
  /** 'Join <Company>' (POST /api/domain-offers/:offerId/join). */
  join: "join-domain-company",
  /** 'Keep my company' (POST /api/domain-offers/:offerId/keep). */
  keep: "keep-own-company",
} as const;
