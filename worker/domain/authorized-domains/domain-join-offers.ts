import { and, eq } from "drizzle-orm";
import { companies, domainJoinOffers, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import {
  DOMAIN_OFFER_COMPANY_FULL_MESSAGE,
  DOMAIN_OFFER_COMPANY_MOVING_MESSAGE,
  DOMAIN_OFFER_LAST_ADMIN_MESSAGE,
  type DomainJoinOfferDto,
  type DomainJoinOffersResponse,
  ENTERPRISE_TIERS,
  notFound,
  shownCompanyName,
  type Tier,
} from "../contract";
import { activeUserOf, companySeats, isAdminRole, type Seats, seatsFull } from "../team/team-rules";
import { holdsDomain } from "./domain-standing";

// Offers to join the company that proved a domain by DNS (decision 032): what the person is
// offered, and what joining would mean for them — judged here once, for the screen that shows the
// offer and for the operation that accepts it (join-domain-company.ts).

export type DomainJoinOfferRow = typeof domainJoinOffers.$inferSelect;

/** The person's own offer with this id; anyone else's is a 404 like one that does not exist. */
export async function findOwnOffer(ctx: DomainContext, actor: Actor, offerId: number) {
  const [offer] = await ctx.directory
    .select()
    .from(domainJoinOffers)
    .where(and(eq(domainJoinOffers.id, offerId), eq(domainJoinOffers.userId, actor.userId)))
    .limit(1);
  if (!offer) throw notFound("offer");
  return offer;
}

/** What joining the offering company means for the person now. */
export interface OfferJudgement {
  /** The offering company still holds the domain (proven, not in the recycle bin, on a plan that routes domains). */
  stands: boolean;
  companyName: string;
  ownCompanyName: string;
  /** Nobody else is in the person's company: joining moves it to the recycle bin. */
  leavesCompanyEmpty: boolean;
  /** The person's company is moving between databases (it cannot go to the recycle bin just now). */
  ownCompanyMoving: boolean;
  seats: Seats;
  /** Why joining is refused now, or null. */
  refusal: string | null;
}

/** Judges an offer for the person (its company, seats, their own company's admins). */
export async function judgeOffer(
  ctx: DomainContext,
  actor: Actor,
  offer: DomainJoinOfferRow,
): Promise<OfferJudgement> {
  const [target, own, others, seats] = await Promise.all([
    ctx.directory
      .select({
        name: companies.name,
        displayName: companies.displayName,
        tier: companies.tier,
        deletedAt: companies.deletedAt,
        holds: holdsDomain(offer.companyId, offer.domain).mapWith(Boolean),
      })
      .from(companies)
      .where(eq(companies.id, offer.companyId))
      .limit(1),
    ctx.directory
      .select({ name: companies.name, displayName: companies.displayName, movingTo: companies.movingTo })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .limit(1),
    ctx.directory.select({ role: users.role }).from(users).where(activeUserOf(actor.companyId)),
    companySeats(ctx, offer.companyId),
  ]);
  const company = target[0];
  const mine = own[0];
  const stands = Boolean(
    company?.holds && !company.deletedAt && (ENTERPRISE_TIERS as readonly Tier[]).includes(company.tier),
  );
  // `others` counts the person too (they are an active user of their company).
  const othersThere = others.length - 1;
  const adminsThere = others.filter((person) => isAdminRole(person.role)).length;
  const leavesCompanyEmpty = othersThere <= 0;
  const ownCompanyMoving = Boolean(mine?.movingTo !== null && mine?.movingTo !== undefined);
  const companyName = company ? shownCompanyName(company) : "";
  let refusal: string | null = null;
  if (seatsFull(seats)) refusal = DOMAIN_OFFER_COMPANY_FULL_MESSAGE(companyName);
  else if (!leavesCompanyEmpty && isAdminRole(actor.role) && adminsThere <= 1)
    refusal = DOMAIN_OFFER_LAST_ADMIN_MESSAGE;
  else if (leavesCompanyEmpty && ownCompanyMoving) refusal = DOMAIN_OFFER_COMPANY_MOVING_MESSAGE;
  return {
    stands,
    companyName,
    ownCompanyName: mine ? shownCompanyName(mine) : "",
    leavesCompanyEmpty,
    ownCompanyMoving,
    seats,
    refusal,
  };
}

/**
 * The person's open offers (at most one: their address has one domain) that still stand — the
 * offering company still holds the domain. Shown after sign-in (/domain-offer) and on the dashboard.
 */
export async function listDomainJoinOffers(
  ctx: DomainContext,
  actor: Actor,
): Promise<DomainJoinOffersResponse> {
  const rows = await ctx.directory
    .select()
    .from(domainJoinOffers)
    .where(eq(domainJoinOffers.userId, actor.userId))
    .orderBy(domainJoinOffers.id);
  const offers: DomainJoinOfferDto[] = [];
  for (const offer of rows) {
    const judged = await judgeOffer(ctx, actor, offer);
    if (!judged.stands) continue;
    offers.push({
      id: offer.id,
      domain: offer.domain,
      companyName: judged.companyName,
      ownCompanyName: judged.ownCompanyName,
      leavesCompanyEmpty: judged.leavesCompanyEmpty,
      joinRefusal: judged.refusal,
    });
  }
  return { offers };
}

/** Does the person have an open offer? One light read, for the sign-in redirect. */
export async function hasDomainJoinOffer(ctx: DomainContext, userId: number): Promise<boolean> {
  const rows = await ctx.directory
    .select({ id: domainJoinOffers.id })
    .from(domainJoinOffers)
    .where(eq(domainJoinOffers.userId, userId))
    .limit(1);
  return rows.length > 0;
}
