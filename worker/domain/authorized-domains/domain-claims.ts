import { and, eq, type SQL, sql } from "drizzle-orm";
import { companySettings, domainVerifications, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { hashToken } from "../auth/session-token";
import type { DomainContext } from "../context";
import {
  AppError,
  conflict,
  DOMAIN_CLAIMED_MESSAGE,
  DOMAIN_LINK_EXPIRED_MESSAGE,
  DOMAIN_LINK_INVALID_MESSAGE,
  DOMAIN_PEOPLE_ELSEWHERE_MESSAGE,
  domainTxtRecordName,
  domainTxtRecordValue,
  notFound,
  type PendingDomainDto,
} from "../contract";

// The rules every step of proving a domain shares (decision 021): who else holds it, the claims of
// a company, and the row a claim id names (only the caller's company's).

export type DomainClaimRow = typeof domainVerifications.$inferSelect;

/** SQL: another company has the domain verified (in its authorized domains). */
export const verifiedElsewhere = (companyId: number, domain: string): SQL =>
  sql`exists (select 1 from ${companySettings} where ${companySettings.companyId} <> ${companyId} and exists (select 1 from json_each(${companySettings.authorizedDomains}) where json_each.value = ${domain}))`;

/**
 * SQL: people of another company sign in with addresses at the domain. Compared by the address's
 * end, not LIKE (D1 refuses LIKE patterns over 50 bytes, and a domain may be 253).
 */
export const peopleElsewhere = (companyId: number, domain: string): SQL =>
  sql`exists (select 1 from ${users} where ${users.companyId} <> ${companyId} and substr(lower(${users.email}), -${domain.length + 1}) = ${`@${domain}`})`;

/**
 * Refuses a domain another company holds (409, saying which way): verified there, or its people
 * belong there. Checked when it is claimed and again when it is proven (and inside that batch).
 */
export async function refuseDomainHeldElsewhere(ctx: DomainContext, companyId: number, domain: string) {
  const row = await ctx.directory.get<{ verified: number; people: number }>(
    sql`select ${verifiedElsewhere(companyId, domain)} as verified, ${peopleElsewhere(companyId, domain)} as people`,
  );
  if (row?.verified) throw conflict(DOMAIN_CLAIMED_MESSAGE(domain));
  if (row?.people) throw conflict(DOMAIN_PEOPLE_ELSEWHERE_MESSAGE(domain));
}

/** The caller's company's claim with this id; another company's is a 404 like one that does not exist. */
export async function findDomainClaim(
  ctx: DomainContext,
  actor: Actor,
  claimId: number,
): Promise<DomainClaimRow> {
  const [claim] = await ctx.directory
    .select()
    .from(domainVerifications)
    .where(and(eq(domainVerifications.id, claimId), eq(domainVerifications.companyId, actor.companyId)))
    .limit(1);
  if (!claim) throw notFound("pending domain");
  return claim;
}

/** The company's claims, oldest first, with the TXT record each needs (the company's token). */
export async function listPendingDomains(
  ctx: DomainContext,
  companyId: number,
  token: string | null,
): Promise<PendingDomainDto[]> {
  return toPendingDomains(await readDomainClaims(ctx, companyId), token);
}

/** The company's pending domain claims, oldest first: read alongside its settings row (one round trip). */
export function readDomainClaims(ctx: DomainContext, companyId: number) {
  return ctx.directory
    .select()
    .from(domainVerifications)
    .where(eq(domainVerifications.companyId, companyId))
    .orderBy(domainVerifications.id);
}

export function toPendingDomains(
  rows: Awaited<ReturnType<typeof readDomainClaims>>,
  token: string | null,
): PendingDomainDto[] {
  return rows.map((row) => ({
    id: row.id,
    domain: row.domain,
    requestedAt: row.createdAt.toISOString(),
    dnsRecordName: domainTxtRecordName(row.domain),
    // Every company with a claim has its token (made with the first claim; migration 0010 for older ones).
    dnsRecordValue: token ? domainTxtRecordValue(token) : "",
    emailSentTo: row.emailSentTo,
    emailSentAt: row.emailSentAt?.toISOString() ?? null,
  }));
}

/** A company's DNS token: 24 random bytes in hex (as migration 0010 makes them). */
export function newDomainToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The claim a mailed link names (by its token's SHA-256), while it is the newest link and not
 * expired. No sign-in: holding the token is the proof that someone at the domain received it.
 */
export async function claimOfLink(ctx: DomainContext, token: string): Promise<DomainClaimRow> {
  const [claim] = token
    ? await ctx.directory
        .select()
        .from(domainVerifications)
        .where(eq(domainVerifications.emailTokenHash, await hashToken(token)))
        .limit(1)
    : [];
  if (!claim) throw new AppError("not_found", DOMAIN_LINK_INVALID_MESSAGE);
  if (!claim.emailExpiresAt || claim.emailExpiresAt <= ctx.clock.now())
    throw new AppError("conflict", DOMAIN_LINK_EXPIRED_MESSAGE);
  return claim;
}
