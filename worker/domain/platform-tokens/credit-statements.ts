import { and, eq, sql } from "drizzle-orm";
import { auditEvents, companies, tokenBalances, tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";

export const AUTO_UPGRADE_ACTION = "company.tier_auto_upgrade";

export interface Credit {
  companyId: number;
  /** At least 1. */
  amount: number;
  /** The ledger entry's text. */
  description: string;
  /** Credits booked against an invoice; the unique index lets each invoice credit once. */
  invoiceNumber: string | null;
}

/**
 * The statements that credit tokens to a company, for the caller's batch (one D1 transaction):
 * 1. the balance row, created or raised (+balance, +purchased);
 * 2. the ledger entry (a purchase), whose balance_after is read from that row — with an invoice
 *    number already used, the unique index fails it and the whole batch rolls back;
 * 3. a Freemium company moves to per_document (spec §4: a freemium company that receives credits
 *    is upgraded) — only if it is still Freemium when the batch runs;
 * 4. the upgrade's audit row, written only when statement 3 changed the company (changes() counts
 *    the rows the statement just before changed), so a concurrent tier change is never misrecorded.
 * Results: [ , ledger rows (returning), upgraded companies (returning), ].
 */
export function creditStatements(ctx: Pick<DomainContext, "db">, actor: Actor, credit: Credit, now: Date) {
  const { db } = ctx;
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
    db
      .update(companies)
      .set({ tier: "per_document", updatedAt: now })
      .where(and(eq(companies.id, companyId), eq(companies.tier, "freemium")))
      .returning({ id: companies.id }),
    // INSERT … SELECT: every column of audit_events in table order (id left to SQLite).
    db.insert(auditEvents).select(
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
  ] as const;
}
