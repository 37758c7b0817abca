import { and, desc, eq, lt, or } from "drizzle-orm";
import { companies, tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { PlatformTransactionListQuery, PlatformTransactionPageDto } from "../contract";
import { activeCompany } from "./platform-token-rows";

/**
 * Every company's ledger, newest first, a page at a time. The cursor is the last entry's
 * `createdAt.id` (milliseconds and id), so a page never repeats or skips an entry written meanwhile.
 */
export async function listPlatformTransactions(
  ctx: DomainContext,
  actor: Actor,
  { limit, before }: PlatformTransactionListQuery,
): Promise<PlatformTransactionPageDto> {
  requirePermission(actor, "platform.customers");
  const cursor = before ? parseCursor(before) : null;
  const rows = await ctx.db
    .select({ transaction: tokenTransactions, companyName: companies.name })
    .from(tokenTransactions)
    .innerJoin(companies, eq(companies.id, tokenTransactions.companyId))
    .where(
      and(
        activeCompany,
        cursor
          ? or(
              lt(tokenTransactions.createdAt, cursor.createdAt),
              and(eq(tokenTransactions.createdAt, cursor.createdAt), lt(tokenTransactions.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(tokenTransactions.createdAt), desc(tokenTransactions.id))
    // One more than asked: whether an older page exists.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.transaction;
  return {
    transactions: page.map(({ transaction, companyName }) => ({
      id: transaction.id,
      companyId: transaction.companyId,
      companyName,
      transactionType: transaction.transactionType,
      description: transaction.description,
      amount: transaction.amount,
      balanceAfter: transaction.balanceAfter,
      invoiceNumber: transaction.invoiceNumber,
      documentId: transaction.documentId,
      createdAt: transaction.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? `${last.createdAt.getTime()}.${last.id}` : null,
  };
}

function parseCursor(cursor: string) {
  const [ms, id] = cursor.split(".").map(Number);
  return { createdAt: new Date(ms!), id: id! };
}
