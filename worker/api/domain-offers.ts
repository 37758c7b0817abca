import { domainJoinOffersResponse, domainOfferAnswerSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { signedIn } from "../domain/access/access-rule";
import { listDomainJoinOffers } from "../domain/authorized-domains/domain-join-offers";
import { joinDomainCompany } from "../domain/authorized-domains/join-domain-company";
import { keepOwnCompany } from "../domain/authorized-domains/keep-own-company";
import { actorOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["domain offers"];

// Offers to join the company that proved the person's e-mail domain by DNS (decision 032): the
// person's own, answered by them. The page /domain-offer (remix-app/routes/domain-offer.tsx) makes
// the same two changes through its action.
export const domainOfferRoutes = new Hono<ApiEnv>()
  .get(
    "/domain-offers",
    route({
      operationId: "listDomainJoinOffers",
      readOnly: true,
      summary:
        "The caller's open offers to join the company that proved their e-mail domain by DNS (at most one), with whether joining is possible now",
      tags,
      access: signedIn(),
      response: domainJoinOffersResponse,
    }),
    async (c) => c.json(await listDomainJoinOffers(c.get("domain"), actorOf(c))),
  )
  .post(
    "/domain-offers/:offerId/join",
    route({
      operationId: "joinDomainCompany",
      summary:
        "Join the company that proved your e-mail domain, as a user (409: no free seat there, or you are the last admin of a company with other people; a company left with nobody goes to the recycle bin)",
      tags,
      access: signedIn(),
      response: domainOfferAnswerSchema,
    }),
    async (c) => c.json(await joinDomainCompany(c.get("domain"), actorOf(c), idParam(c, "offerId"))),
  )
  .post(
    "/domain-offers/:offerId/keep",
    route({
      operationId: "keepOwnCompany",
      summary: "Keep your own company: the offer goes",
      tags,
      access: signedIn(),
      response: domainOfferAnswerSchema,
    }),
    async (c) => c.json(await keepOwnCompany(c.get("domain"), actorOf(c), idParam(c, "offerId"))),
  );
