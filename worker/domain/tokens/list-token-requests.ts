import { desc, eq } from "drizzle-orm";
import { tokenRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { TokenRequestDto } from "../contract";
import { toTokenRequestDto } from "./token-request-dto";

/** The company's requests for more tokens, newest first. */
export async function listTokenRequests(ctx: DomainContext, actor: Actor): Promise<TokenRequestDto[]> {
  requirePermission(actor, "tokens.read");
  const rows = await ctx.companyDb
    .select()
    .from(tokenRequests)
    .where(eq(tokenRequests.companyId, actor.companyId))
    .orderBy(desc(tokenRequests.createdAt), desc(tokenRequests.id));
  return rows.map(toTokenRequestDto);
}
