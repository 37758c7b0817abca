import { tokenRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { TokenRequestBody, TokenRequestDto } from "../contract";
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
  const [row] = await ctx.db
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
      createdAt: ctx.clock.now(),
    })
    .returning();
  return toTokenRequestDto(row!);
}
