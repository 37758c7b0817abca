import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { tokenRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import type { TokenRequestBody, TokenRequestDto } from "../contract";
import { DOUBLE_SUBMIT_WINDOW_MS } from "../double-submit";
import { toTokenRequestDto } from "./token-request-dto";

/**
 * Records a request for more tokens, pending until a platform administrator processes it
 * (administration side). Nothing is added to the balance here.
 */
export async function requestTokens(
  ctx: DomainContext,
  actor: Actor,
  body: TokenRequestBody,
): Promise<TokenRequestDto> {
  requirePermission(actor, "tokens.request");
  const now = ctx.clock.now();
  // The same request by the same person, just sent and still pending: a double submit, recorded once.
  const sameRequest = and(
    eq(tokenRequests.companyId, actor.companyId),
    eq(tokenRequests.requestedByUserId, actor.userId),
    eq(tokenRequests.requestedTokens, body.requestedTokens),
    eq(tokenRequests.businessJustification, body.businessJustification),
    eq(tokenRequests.urgency, body.urgency),
    eq(tokenRequests.contactEmail, body.contactEmail),
    body.contactPhone === null
      ? isNull(tokenRequests.contactPhone)
      : eq(tokenRequests.contactPhone, body.contactPhone),
    eq(tokenRequests.status, "pending"),
    gt(tokenRequests.createdAt, new Date(now.getTime() - DOUBLE_SUBMIT_WINDOW_MS)),
  );
  try {
    const [, inserted] = await ctx.companyDb.batch([
      // Checked inside the write's own batch: two concurrent sends of one request record one.
      batchGuard(ctx.companyDb, sql`not exists (select 1 from ${tokenRequests} where ${sameRequest})`),
      ctx.companyDb
        .insert(tokenRequests)
        .values({
          companyId: actor.companyId,
          requestedByUserId: actor.userId,
          requestedTokens: body.requestedTokens,
          businessJustification: body.businessJustification,
          urgency: body.urgency,
          contactEmail: body.contactEmail,
          contactPhone: body.contactPhone,
          status: "pending",
          createdAt: now,
        })
        .returning(),
    ]);
    const [row] = inserted;
    if (!row) throw new Error("The new token request was not returned.");
    return toTokenRequestDto(row);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    const [recorded] = await ctx.companyDb
      .select()
      .from(tokenRequests)
      .where(sameRequest)
      .orderBy(desc(tokenRequests.createdAt))
      .limit(1);
    if (!recorded) throw error;
    return toTokenRequestDto(recorded);
  }
}
