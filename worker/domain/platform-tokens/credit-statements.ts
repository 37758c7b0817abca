import { and, eq, isNull, sql } from "drizzle-orm";
import { auditEvents, companies, tokenBalances, tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { Database, DomainContext } from "../context";

export const AUTO_UPGRADE_ACTION = "company.tier_auto_upgrade";

export interface Credit {
  companyId: number;
  /** At least 1. */
  amount: number;
  /** The ledger entry's text. */
  description: string;
  /** Credits booked against an invoice (claimed in the directory first: add-credits.ts). */
  invoiceNumber: string | null;
}

/**
 * The statements that credit tokens to a company, for the caller's batch in the company's database
 * (one D1 transaction):
 * 1. the balance row, created or raised (+balance, +purchased);
 * 2. the ledger entry (a purchase), whose balance_after is read from that row — with an invoice
 *    number already used in this database, its unique index fails the whole batch.
 * Results: [ , ledger rows (returning)].
 */
export function creditStatements(db: Database, actor: Actor, credit: Credit, now: Date) {
  const { companyId, amount } = credit;
  return [
    db
      .insert(tokenBalances)
      .values({ companyId, balance: amount, used: 0, purchased: amount, updatedAt: now })
      .onConflictDoUpdate({
        target: tokenBalances.companyId,
        set: {
          balance: sql`${tokenBalances.balance} + ${amount}`,
          purchased: sql`${tokenBalances.purchased} + ${amount}`,
          updatedAt: now,
        },
      }),
    db
      .insert(tokenTransactions)
      .values({
        companyId,
        transactionType: "purchase",
        amount,
        balanceAfter: sql`(select ${tokenBalances.balance} from ${tokenBalances} where ${tokenBalances.companyId} = ${companyId})`,
        description: credit.description,
        invoiceNumber: credit.invoiceNumber,
        createdByUserId: actor.userId,
        createdAt: now,
      })
      .returning(),
  ] as const;
}

/**
 * A Freemium company that received credits moves to per_document (spec §4), in the directory,
 * once its credit is committed in the company's database: so a credit that failed never upgrades,
 * and two credits at once upgrade once. Only a company still Freemium (and outside the recycle
 * bin) changes, and the upgrade's audit row is written only when it did (changes() counts the rows
 * the statement just before changed), so a concurrent tier change is never misrecorded.
 *
 * If the directory fails here the credit stands and the company keeps its tier: the caller
 * reports `false` (what is true) and logs it; an admin can still change the tier by hand.
 */
export async function upgradeOnCredit(
  ctx: Pick<DomainContext, "directory" | "log">,
  actor: Actor,
  credit: Pick<Credit, "companyId" | "amount">,
  now: Date,
): Promise<boolean> {
  const { directory } = ctx;
  const { companyId, amount } = credit;
  try {
    const [upgraded] = await directory.batch([
      directory
        .update(companies)
        .set({ tier: "per_document", updatedAt: now })
        .where(and(eq(companies.id, companyId), eq(companies.tier, "freemium"), isNull(companies.deletedAt)))
        .returning({ id: companies.id }),
      // INSERT … SELECT: every column of audit_events in table order (id left to SQLite).
      directory.insert(auditEvents).select(
        sql`select null, ${actor.companyId}, ${actor.userId}, ${AUTO_UPGRADE_ACTION}, 'company', ${String(companyId)}, ${JSON.stringify(
          {
            companyId,
            from: "freemium",
            to: "per_document",
            reason: "Received token credits",
            tokens: amount,
          },
        )}, ${now.getTime()} where changes() = 1`,
      ),
    ]);
    return upgraded.length > 0;
  } catch (error) {
    ctx.log.error("tokens: a credit was saved but the Freemium company was not moved to Pay Per Use", error, {
      companyId,
    });
    return false;
  }
}
