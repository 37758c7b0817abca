import { and, eq } from "drizzle-orm";
import { domainVerifications } from "../../db/schema";
import type { Actor } from "../access/actor";
import { hashToken } from "../auth/session-token";
import type { DomainContext } from "../context";
import {
  AppError,
  DOMAIN_LINK_EXPIRED_MESSAGE,
  DOMAIN_LINK_INVALID_MESSAGE,
  domainTxtRecordName,
  domainTxtRecordValue,
  notFound,
  type PendingDomainDto,
} from "../contract";

// What every step of proving a domain shares (decision 021): the claims of a company and the row a
// claim id names (only the caller's company's). Who wins a domain is domain-standing.ts (decision 032).

export type DomainClaimRow = typeof domainVerifications.$inferSelect;

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
