import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { companies, companySettings, domainJoinOffers, invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import {
  ADMIN_ROLES,
  DOMAIN_OFFER_COMPANY_FULL_MESSAGE,
  DOMAIN_OFFER_COMPANY_MOVING_MESSAGE,
  DOMAIN_OFFER_LAST_ADMIN_MESSAGE,
  type DomainJoinOfferDto,
  type DomainJoinOffersResponse,
  ENTERPRISE_TIERS,
  notFound,
  type Role,
  shownCompanyName,
  type Tier,
} from "../contract";
import { activeUserOf, isAdminRole } from "../team/team-rules";
import { effectiveUserLimit } from "../users/check-registration-limit";
import { holdsDomain } from "./domain-standing";

// Offers to join the company that proved a domain by DNS (decision 032): what the person is
// offered and what joining would mean for them — judged here once, for the screen that shows the
// offer and for the operation that accepts it (join-domain-company.ts). One read (a round trip):
// the offer with both companies and the counts the rules need.

export type DomainJoinOfferRow = typeof domainJoinOffers.$inferSelect;

/** What joining the offering company means for the person now. */
export interface JudgedOffer {
  offer: DomainJoinOfferRow;
  /** The offering company still holds the domain (proven, not in the recycle bin, on a plan that routes domains). */
  stands: boolean;
  companyName: string;
  ownCompanyName: string;
  /** Nobody else is in the person's company: joining moves it to the recycle bin. */
  leavesCompanyEmpty: boolean;
  /** The offering company's seat limit (null: unlimited). */
  seatLimit: number | null;
  /** Why joining is refused now (the spec's rules), or null. */
  refusal: string | null;
}

const offering = alias(companies, "offering");
const own = alias(companies, "own");
const count = (condition: SQL) => sql<number>`(select count(*) from ${condition})`.mapWith(Number);

/** The person's offers (or the one with this id), judged. */
async function judgedOffers(ctx: DomainContext, actor: Actor, offerId?: number): Promise<JudgedOffer[]> {
  const now = ctx.clock.now();
  const rows = await ctx.directory
    .select({
      offer: domainJoinOffers,
      offering: {
        name: offering.name,
        displayName: offering.displayName,
        tier: offering.tier,
        deletedAt: offering.deletedAt,
      },
      holds:
        sql<boolean>`${holdsDomain(sql`${domainJoinOffers.companyId}`, sql`${domainJoinOffers.domain}`)}`.mapWith(
          Boolean,
        ),
      maxUsers: companySettings.maxUsers,
      offeringUsers: count(
        sql`${users} where ${users.companyId} = ${domainJoinOffers.companyId} and ${users.deactivatedAt} is null`,
      ),
      // Open invitations hold seats too (team-rules.ts openInvitationOf).
      offeringInvitations: count(
        sql`${invitations} where ${invitations.companyId} = ${domainJoinOffers.companyId} and ${invitations.status} = 'pending' and ${invitations.expiresAt} > ${now.getTime()}`,
      ),
      own: { name: own.name, displayName: own.displayName, movingTo: own.movingTo },
      ownPeople: count(sql`${users} where ${activeUserOf(actor.companyId)}`),
      ownAdmins: count(
        sql`${users} where ${activeUserOf(actor.companyId)} and ${inArray(users.role, ADMIN_ROLES as Role[])}`,
      ),
    })
    .from(domainJoinOffers)
    .innerJoin(offering, eq(offering.id, domainJoinOffers.companyId))
    .innerJoin(own, eq(own.id, actor.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, domainJoinOffers.companyId))
    .where(
      and(
        eq(domainJoinOffers.userId, actor.userId),
        offerId === undefined ? undefined : eq(domainJoinOffers.id, offerId),
      ),
    )
    .orderBy(domainJoinOffers.id);
  return rows.map((row) => {
    const companyName = shownCompanyName(row.offering);
    // The counts of the person's company include the person.
    const leavesCompanyEmpty = row.ownPeople <= 1;
    const seatLimit = effectiveUserLimit(row.offering.tier, row.maxUsers);
    const seatsFull = seatLimit !== null && row.offeringUsers + row.offeringInvitations >= seatLimit;
    let refusal: string | null = null;
    if (seatsFull) refusal = DOMAIN_OFFER_COMPANY_FULL_MESSAGE(companyName);
    else if (!leavesCompanyEmpty && isAdminRole(actor.role) && row.ownAdmins <= 1)
      refusal = DOMAIN_OFFER_LAST_ADMIN_MESSAGE;
    else if (leavesCompanyEmpty && row.own.movingTo !== null) refusal = DOMAIN_OFFER_COMPANY_MOVING_MESSAGE;
    return {
      offer: row.offer,
      stands:
        row.holds &&
        row.offering.deletedAt === null &&
        (ENTERPRISE_TIERS as readonly Tier[]).includes(row.offering.tier),
      companyName,
      ownCompanyName: shownCompanyName(row.own),
      leavesCompanyEmpty,
      seatLimit,
      refusal,
    };
  });
}

/** The person's own offer with this id, judged; anyone else's is a 404 like one that does not exist. */
export async function judgeOwnOffer(ctx: DomainContext, actor: Actor, offerId: number): Promise<JudgedOffer> {
  const [judged] = await judgedOffers(ctx, actor, offerId);
  if (!judged) throw notFound("offer");
  return judged;
}

/**
 * The person's open offers (at most one: their address has one domain) that still stand — the
 * offering company still holds the domain. Shown where sign-in leads (/domain-offer).
 */
export async function listDomainJoinOffers(
  ctx: DomainContext,
  actor: Actor,
): Promise<DomainJoinOffersResponse> {
  const offers: DomainJoinOfferDto[] = (await judgedOffers(ctx, actor))
    .filter((judged) => judged.stands)
    .map((judged) => ({
      id: judged.offer.id,
      domain: judged.offer.domain,
      companyName: judged.companyName,
      ownCompanyName: judged.ownCompanyName,
      leavesCompanyEmpty: judged.leavesCompanyEmpty,
      joinRefusal: judged.refusal,
    }));
  return { offers };
}
