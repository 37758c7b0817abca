import { and, eq } from "drizzle-orm";
import { domainJoinOffers } from "../../db/schema";
import type { Actor } from "../access/actor";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import type { DomainOfferAnswerDto } from "../contract";
import { judgeOwnOffer } from "./domain-join-offers";

/**
 * 'Keep my company' on an offer (decision 032): the person stays where they are, the offer goes
 * (it is not made again unless the domain is proven anew), audited in their company. The domain
 * still routes new people to the company that proved it.
 */
export async function keepOwnCompany(
  ctx: DomainContext,
  actor: Actor,
  offerId: number,
): Promise<DomainOfferAnswerDto> {
  const { offer, ownCompanyName } = await judgeOwnOffer(ctx, actor, offerId);
  await ctx.directory.batch([
    ctx.directory
      .delete(domainJoinOffers)
      .where(and(eq(domainJoinOffers.id, offer.id), eq(domainJoinOffers.userId, actor.userId))),
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: "user.kept_company",
      targetType: "user",
      targetId: actor.userId,
      details: { domain: offer.domain, offeredByCompanyId: offer.companyId, offerId: offer.id },
    }),
  ]);
  return { choice: "keep", companyId: actor.companyId, companyName: ownCompanyName };
}
