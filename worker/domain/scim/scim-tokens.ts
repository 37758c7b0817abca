import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { scimTokens, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { base64url, hashToken } from "../auth/session-token";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  type CreateScimTokenInput,
  conflict,
  MAX_ACTIVE_SCIM_TOKENS,
  notFound,
  SCIM_BASE_PATH,
  SCIM_TOKEN_LIMIT_MESSAGE,
  SCIM_TOKEN_PREFIX,
  SCIM_TOKEN_REVOKED_MESSAGE,
  type ScimTokenCreatedDto,
  type ScimTokenDto,
  type ScimTokensDto,
} from "../contract";
import { personName } from "../team/team-rules";

// A company admin's SCIM bearer tokens (Company Settings, Enterprise: `settings.enterprise`). The
// token is 256 random bits behind a recognisable prefix; only its SHA-256 is stored, as sessions'.

type TokenRow = typeof scimTokens.$inferSelect;

const toDto = (row: TokenRow, createdByName: string | null): ScimTokenDto => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  createdByName,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export const scimBaseUrl = (appOrigin: string) => new URL(SCIM_BASE_PATH, appOrigin).toString();

export const newScimToken = () =>
  `${SCIM_TOKEN_PREFIX}${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;

const activeTokenOf = (companyId: number) =>
  and(eq(scimTokens.companyId, companyId), isNull(scimTokens.revokedAt));

/** The company's tokens, newest first, revoked ones too (with when), and the base URL to give out. */
export async function listScimTokens(
  ctx: DomainContext,
  actor: Actor,
  input: { appOrigin: string },
): Promise<ScimTokensDto> {
  requirePermission(actor, "settings.enterprise");
  const rows = await ctx.directory
    .select({ token: scimTokens, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(scimTokens)
    .leftJoin(users, eq(users.id, scimTokens.createdByUserId))
    .where(eq(scimTokens.companyId, actor.companyId))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
  return {
    baseUrl: scimBaseUrl(input.appOrigin),
    tokens: rows.map((row) =>
      toDto(row.token, row.email === null ? null : personName({ ...row, email: row.email })),
    ),
  };
}

/** Creates a token and answers its secret this once. At most MAX_ACTIVE_SCIM_TOKENS active at a time. */
export async function createScimToken(
  ctx: DomainContext,
  actor: Actor,
  input: CreateScimTokenInput,
): Promise<ScimTokenCreatedDto> {
  requirePermission(actor, "settings.enterprise");
  const [active] = await ctx.directory
    .select({ value: count() })
    .from(scimTokens)
    .where(activeTokenOf(actor.companyId));
  if ((active?.value ?? 0) >= MAX_ACTIVE_SCIM_TOKENS) throw conflict(SCIM_TOKEN_LIMIT_MESSAGE);

  const secret = newScimToken();
  const now = ctx.clock.now();
  let inserted: TokenRow[];
  try {
    [inserted] = await ctx.directory.batch([
      ctx.directory
        .insert(scimTokens)
        .values({
          companyId: actor.companyId,
          name: input.name,
          tokenHash: await hashToken(secret),
          createdByUserId: actor.userId,
          createdAt: now,
        })
        .returning(),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "scim.token_create",
        targetType: "scim_token",
        targetId: sql`last_insert_rowid()`,
        details: { name: input.name },
      }),
      // The limit again, inside the batch: two creations at once must not pass it together.
      batchGuard(
        ctx.directory,
        sql`(select count(*) from ${scimTokens} where ${activeTokenOf(actor.companyId)}) <= ${MAX_ACTIVE_SCIM_TOKENS}`,
      ),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw conflict(SCIM_TOKEN_LIMIT_MESSAGE);
    throw error;
  }
  const row = inserted[0];
  if (!row) throw new Error("The SCIM token was not written.");
  return { token: toDto(row, actor.displayName), secret };
}

/** Revokes one of the company's tokens: the identity provider's next request with it is a 401. */
export async function revokeScimToken(
  ctx: DomainContext,
  actor: Actor,
  tokenId: number,
): Promise<{ token: ScimTokenDto }> {
  requirePermission(actor, "settings.enterprise");
  const [found] = await ctx.directory
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.id, tokenId), eq(scimTokens.companyId, actor.companyId)))
    .limit(1);
  if (!found) throw notFound("SCIM token");
  if (found.revokedAt) throw conflict(SCIM_TOKEN_REVOKED_MESSAGE);
  const now = ctx.clock.now();
  let revoked: TokenRow[];
  try {
    [, revoked] = await ctx.directory.batch([
      // Still active, inside the batch: a double submit revokes it and writes its audit row once.
      batchGuard(
        ctx.directory,
        sql`exists (select 1 from ${scimTokens} where ${scimTokens.id} = ${found.id} and ${scimTokens.revokedAt} is null)`,
      ),
      ctx.directory.update(scimTokens).set({ revokedAt: now }).where(eq(scimTokens.id, found.id)).returning(),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "scim.token_revoke",
        targetType: "scim_token",
        targetId: found.id,
        details: { name: found.name },
      }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw conflict(SCIM_TOKEN_REVOKED_MESSAGE);
    throw error;
  }
  const row = revoked[0];
  if (!row) throw notFound("SCIM token");
  return { token: toDto(row, null) };
}
