import { eq } from "drizzle-orm";
import { tokenBalances } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { TokenBalanceDto } from "../contract";

/** The company's token balance; a company that never had tokens has zeros. */
export async function getTokenBalance(ctx: DomainContext, actor: Actor): Promise<TokenBalanceDto> {
  requirePermission(actor, "tokens.read");
  return readTokenBalance(ctx, actor.companyId);
}

/** The balance without a permission of its own, for operations that have checked theirs (approval). */
export async function readTokenBalance(ctx: DomainContext, companyId: number): Promise<TokenBalanceDto> {
  const [row] = await ctx.companyDb
    .select({ balance: tokenBalances.balance, used: tokenBalances.used, purchased: tokenBalances.purchased })
    .from(tokenBalances)
    .where(eq(tokenBalances.companyId, companyId));
  return row ?? { balance: 0, used: 0, purchased: 0 };
}
