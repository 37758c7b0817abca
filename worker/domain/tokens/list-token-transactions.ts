import { desc, eq } from "drizzle-orm";
import { tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { TokenTransactionDto } from "../contract";

/** The company's token ledger, newest first (the most recent `limit` entries). */
export async function listTokenTransactions(
  ctx: DomainContext,
  actor: Actor,
  { limit }: { limit: number },
): Promise<TokenTransactionDto[]> {
  requirePermission(actor, "tokens.read");
  const rows = await ctx.companyDb
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.companyId, actor.companyId))
    .orderBy(desc(tokenTransactions.createdAt), desc(tokenTransactions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    transactionType: row.transactionType,
    description: row.description,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
  }));
}
