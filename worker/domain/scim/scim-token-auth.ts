import { and, eq, isNull, lt, or } from "drizzle-orm";
import { companies, scimTokens } from "../../db/schema";
import { hashToken } from "../auth/session-token";
import type { DomainContext } from "../context";
import { ENTERPRISE_TIERS, SCIM_TOKEN_PREFIX } from "../contract";
import { ScimError } from "./scim-error";
import { scimBaseUrl } from "./scim-tokens";

// Who a /scim/v2 request comes from: the company whose active token it carries, on a plan that has
// provisioning. Unknown, revoked, malformed: the same 401, which says nothing about which.

export interface ScimCaller {
  companyId: number;
  /** Which company database holds the company's rows (decision 027). */
  databaseNumber: number;
  tokenId: number;
  tokenName: string;
  /** The service's base URL, for resources' meta.location. */
  baseUrl: string;
}

/** A token's last use is written at most this often: a sync of 10,000 people is not 10,000 writes. */
const LAST_USED_GRANULARITY_MS = 60_000;

const unauthorized = () => new ScimError(401, "The bearer token is missing, unknown or revoked.");

/** The hash of the request's bearer token, or the 401 when it cannot be one of ours (no query sent). */
export async function scimTokenHash(authorization: string | null): Promise<string> {
  // The scheme's name is case-insensitive (RFC 7235 §2.1).
  const token = authorization?.slice(0, 7).toLowerCase() === "bearer " ? authorization.slice(7).trim() : "";
  if (!token.startsWith(SCIM_TOKEN_PREFIX) || token.length > 200) throw unauthorized();
  return hashToken(token);
}

/** The active token with this hash, with its company's plan and database: at most one row. */
export const scimTokenQuery = (ctx: DomainContext, tokenHash: string) =>
  ctx.directory
    .select({
      id: scimTokens.id,
      name: scimTokens.name,
      lastUsedAt: scimTokens.lastUsedAt,
      companyId: companies.id,
      tier: companies.tier,
      databaseNumber: companies.databaseNumber,
    })
    .from(scimTokens)
    .innerJoin(companies, eq(companies.id, scimTokens.companyId))
    .where(
      and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt), isNull(companies.deletedAt)),
    )
    .limit(1);

/**
 * The company of the active token with this hash, as a subquery: a read sent in the same batch as
 * the token's own is scoped by the token's company without waiting for it. Its rows are used only
 * once `scimCallerOf` has accepted the token (plan included).
 */
export const scimTokenCompany = (ctx: DomainContext, tokenHash: string) =>
  ctx.directory
    .select({ companyId: scimTokens.companyId })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)));

type TokenRow = Awaited<ReturnType<typeof scimTokenQuery>>[number];

/** The caller of a token row the query found (or the 401 when none), refused when its plan has no provisioning. */
export async function scimCallerOf(
  ctx: DomainContext,
  found: TokenRow | undefined,
  appOrigin: string,
): Promise<ScimCaller> {
  if (!found) throw unauthorized();
  // The plan decides, at every request: a company that left Enterprise keeps its tokens, unusable.
  if (!ENTERPRISE_TIERS.includes(found.tier))
    throw new ScimError(
      403,
      "SCIM provisioning is part of the Enterprise plan; this company's plan does not include it.",
    );
  const now = ctx.clock.now();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
    const stale = new Date(now.getTime() - LAST_USED_GRANULARITY_MS);
    await ctx.directory
      .update(scimTokens)
      .set({ lastUsedAt: now })
      .where(
        and(eq(scimTokens.id, found.id), or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, stale))),
      );
  }
  return {
    companyId: found.companyId,
    databaseNumber: found.databaseNumber,
    tokenId: found.id,
    tokenName: found.name,
    baseUrl: scimBaseUrl(appOrigin),
  };
}

export async function authenticateScimToken(
  ctx: DomainContext,
  authorization: string | null,
  appOrigin: string,
): Promise<ScimCaller> {
  const [found] = await scimTokenQuery(ctx, await scimTokenHash(authorization));
  return scimCallerOf(ctx, found, appOrigin);
}
