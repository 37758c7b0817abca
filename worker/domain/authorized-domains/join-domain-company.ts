import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditEvents, companies, deletedCompanies, domainJoinOffers, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  conflict,
  DOMAIN_OFFER_GONE_MESSAGE,
  type DomainOfferAnswerDto,
  RECYCLE_BIN_RETENTION_DAYS,
} from "../contract";
import { mirrorMovedPerson } from "../people/people-mirror";
import { anotherAdminRemains, anotherUserRemains, isAdminRole, withinSeatLimit } from "../team/team-rules";
import { judgeOwnOffer } from "./domain-join-offers";
import { holdsDomain } from "./domain-standing";

const RETENTION_MS = RECYCLE_BIN_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * 'Join <Company>' on an offer (decision 032): the person moves to the company that proved their
 * e-mail domain by DNS, as a user (as a sign-in at a proven domain joins), within its seats. What
 * they wrote stays with the company they leave. The spec's rules on leaving hold: the last admin of
 * a company that keeps other people cannot leave it (409: add another admin first); a company left
 * with nobody goes to the recycle bin (restorable by a platform admin for 5 days, then purged), as
 * the only person of a company is never simply removed. All in one batch, guarded again inside it
 * (the offer, the domain still held, the seats, the admins), with audit rows in both companies.
 */
export async function joinDomainCompany(
  ctx: DomainContext,
  actor: Actor,
  offerId: number,
  attempt = 1,
): Promise<DomainOfferAnswerDto> {
  const judged = await judgeOwnOffer(ctx, actor, offerId);
  const { offer } = judged;
  if (!judged.stands) throw conflict(DOMAIN_OFFER_GONE_MESSAGE);
  if (judged.refusal) throw conflict(judged.refusal);

  const now = ctx.clock.now();
  const target = offer.companyId;
  const own = actor.companyId;
  // What the judgement read of the company left behind: still nobody else, or still another admin.
  const ownStays = judged.leavesCompanyEmpty
    ? sql`not ${anotherUserRemains(own, actor.userId)}`
    : isAdminRole(actor.role)
      ? anotherAdminRemains(own, actor.userId)
      : sql`1`;
  const statements: BatchItem<"sqlite">[] = [
    batchGuard(
      ctx.directory,
      sql`exists (select 1 from ${domainJoinOffers} where ${domainJoinOffers.id} = ${offer.id} and ${domainJoinOffers.userId} = ${actor.userId})
        and ${holdsDomain(target, offer.domain)}
        and exists (select 1 from ${users} where ${users.id} = ${actor.userId} and ${users.companyId} = ${own})
        and ${ownStays}`,
    ),
    ctx.directory
      .update(users)
      .set({ companyId: target, role: "user", updatedAt: now })
      .where(and(eq(users.id, actor.userId), eq(users.companyId, own))),
    ...(judged.seatLimit === null
      ? []
      : [batchGuard(ctx.directory, withinSeatLimit(target, judged.seatLimit, now))]),
    ctx.directory.delete(domainJoinOffers).where(eq(domainJoinOffers.userId, actor.userId)),
    ctx.directory.insert(auditEvents).values({
      companyId: target,
      actorUserId: actor.userId,
      action: "user.joined_by_domain",
      targetType: "user",
      targetId: String(actor.userId),
      details: { email: actor.email, domain: offer.domain, fromCompanyId: own, offerId: offer.id },
      createdAt: now,
    }),
    ctx.directory.insert(auditEvents).values({
      companyId: own,
      actorUserId: actor.userId,
      action: "user.left_for_domain_company",
      targetType: "user",
      targetId: String(actor.userId),
      details: { email: actor.email, domain: offer.domain, toCompanyId: target, offerId: offer.id },
      createdAt: now,
    }),
  ];
  if (judged.leavesCompanyEmpty) {
    const [company] = await ctx.directory
      .select({ name: companies.name, displayName: companies.displayName })
      .from(companies)
      .where(eq(companies.id, own));
    const companyData = { name: company?.name ?? "", displayName: company?.displayName ?? null };
    const permanentDeleteAt = new Date(now.getTime() + RETENTION_MS);
    statements.push(
      ctx.directory
        .update(companies)
        .set({ deletedAt: now })
        .where(and(eq(companies.id, own), isNull(companies.deletedAt), isNull(companies.movingTo))),
      ctx.directory.insert(deletedCompanies).values({
        companyId: own,
        companyData,
        deletedByUserId: actor.userId,
        deletedAt: now,
        permanentDeleteAt,
      }),
      ctx.directory.insert(auditEvents).values({
        companyId: own,
        actorUserId: actor.userId,
        action: "company.delete",
        targetType: "company",
        targetId: String(own),
        details: {
          ...companyData,
          permanentDeleteAt: permanentDeleteAt.toISOString(),
          reason: "its last person joined the company that proved their e-mail domain",
          toCompanyId: target,
        },
        createdAt: now,
      }),
    );
  }
  try {
    await ctx.directory.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    // Something the judgement read changed meanwhile (a seat taken, an admin gone): judged again.
    if (isGuardFailure(error) && attempt < 3) return joinDomainCompany(ctx, actor, offerId, attempt + 1);
    if (isGuardFailure(error)) throw conflict(DOMAIN_OFFER_GONE_MESSAGE);
    throw error;
  }
  const [moved] = await ctx.directory.select().from(users).where(eq(users.id, actor.userId));
  // The copy of the person in the databases of the company they joined and the one they left (decision 027).
  if (moved) await mirrorMovedPerson(ctx, moved, own);
  return { choice: "join", companyId: target, companyName: judged.companyName };
}
