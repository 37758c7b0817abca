import { and, desc, eq, lt, or } from "drizzle-orm";
import { companies, tokenTransactions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { Database, DomainContext } from "../context";
import type { PlatformTransactionListQuery, PlatformTransactionPageDto } from "../contract";
import { companyDatabases } from "../platform/company-databases";
import { activeCompany } from "./platform-token-rows";

type Transaction = typeof tokenTransactions.$inferSelect;
interface Cursor {
  createdAt: Date;
  id: number;
}

/**
 * Every company's ledger (of companies outside the recycle bin), newest first, a page at a time.
 * The cursor is the last entry's `createdAt.id` (milliseconds and id), so a page never repeats or
 * skips an entry written meanwhile. The entries are in the company databases and the companies in
 * the directory (decision 027): each database is read newest first and the reads are merged.
 */
export async function listPlatformTransactions(
  ctx: DomainContext,
  actor: Actor,
  { limit, before }: PlatformTransactionListQuery,
): Promise<PlatformTransactionPageDto> {
  requirePermission(actor, "platform.customers");
  const cursor = before ? parseCursor(before) : null;
  const liveCompanies = ctx.directory
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(activeCompany);
  // One more than asked: whether an older page exists.
  const rows = await newestEntries(ctx, cursor, limit + 1, liveCompanies);
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

/** A company database's entries older than the cursor, newest first. */
interface Source {
  db: Database;
  after: Cursor | null;
  buffered: Transaction[];
  exhausted: boolean;
}

/**
 * The `wanted` newest entries older than the cursor, over every company database, of live
 * companies only. Each database is read `wanted` at a time; an entry is taken only while every
 * database that may hold a newer one has one read, so the merge is exact. The first reads go out
 * with the directory's read of the live companies (one round trip); more are read only when
 * entries of companies in the recycle bin fill a database's read.
 */
async function newestEntries(
  ctx: DomainContext,
  cursor: Cursor | null,
  wanted: number,
  liveCompanies: PromiseLike<Array<{ id: number; name: string }>>,
): Promise<Array<{ transaction: Transaction; companyName: string }>> {
  const sources: Source[] = companyDatabases(ctx).map((db) => ({
    db,
    after: cursor,
    buffered: [],
    exhausted: false,
  }));
  const refill = () =>
    Promise.all(
      sources
        .filter((source) => !source.exhausted && source.buffered.length === 0)
        .map(async (source) => {
          source.buffered = await olderThan(source.db, source.after, wanted);
          source.exhausted = source.buffered.length < wanted;
          const last = source.buffered.at(-1);
          if (last) source.after = { createdAt: last.createdAt, id: last.id };
        }),
    );
  const [live] = await Promise.all([liveCompanies, refill()]);
  const nameOf = new Map(live.map((company) => [company.id, company.name]));

  const taken: Array<{ transaction: Transaction; companyName: string }> = [];
  while (taken.length < wanted) {
    if (sources.some((source) => !source.exhausted && source.buffered.length === 0)) {
      await refill();
      continue;
    }
    const next = sources
      .filter((source) => source.buffered.length > 0)
      .reduce<Source | null>(
        (newest, source) => (newest && !isNewer(source.buffered[0]!, newest.buffered[0]!) ? newest : source),
        null,
      );
    if (!next) break;
    const transaction = next.buffered.shift()!;
    const companyName = nameOf.get(transaction.companyId);
    if (companyName !== undefined) taken.push({ transaction, companyName });
  }
  return taken;
}

const isNewer = (a: Transaction, b: Transaction) =>
  a.createdAt.getTime() - b.createdAt.getTime() > 0 ||
  (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id);

function olderThan(db: Database, cursor: Cursor | null, limit: number) {
  return db
    .select()
    .from(tokenTransactions)
    .where(
      cursor
        ? or(
            lt(tokenTransactions.createdAt, cursor.createdAt),
            and(eq(tokenTransactions.createdAt, cursor.createdAt), lt(tokenTransactions.id, cursor.id)),
          )
        : undefined,
    )
    .orderBy(desc(tokenTransactions.createdAt), desc(tokenTransactions.id))
    .limit(limit);
}

function parseCursor(cursor: string): Cursor {
  const [ms, id] = cursor.split(".").map(Number);
  return { createdAt: new Date(ms!), id: id! };
}
