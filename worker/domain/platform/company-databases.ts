import { and, count, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { companies, documentCounts, knowledgeBaseDocuments } from "../../db/schema";
import type { Database, DomainContext } from "../context";

// The platform's screens and jobs over all companies (decision 027, stage 4): the companies come
// from the directory, their rows from every company database, merged here by company id. No
// statement joins the two homes, so the same code reads one company database or several.

/**
 * Every company database (the Worker's DB, COMPANY_DB_2, …: the context opens them), the
 * directory's own first.
 */
export function companyDatabases(ctx: Pick<DomainContext, "companyDatabases">): readonly Database[] {
  return ctx.companyDatabases;
}

/**
 * Every database, for the tables each one has (table-homes.ts "every": the outbox, the audit
 * trail). The directory's D1 database is also the first company database (decision 027, stage 5:
 * a deployment's existing data stays where it is, and new company databases join it), so the
 * company databases are all of them.
 */
export function everyDatabase(ctx: Pick<DomainContext, "companyDatabases">): readonly Database[] {
  return companyDatabases(ctx);
}

/** A count read in each database and summed (the reads go out together). */
export async function summedOver(
  databases: readonly Database[],
  count: (db: Database) => PromiseLike<Array<{ value: number }>>,
): Promise<number> {
  const counts = await Promise.all(databases.map(async (db) => (await count(db))[0]?.value ?? 0));
  return counts.reduce((sum, value) => sum + Number(value), 0);
}

/**
 * The newest `limit` rows of lists each read newest first (one per database, each at most `limit`
 * long): merged by creation time, then id.
 */
export function newestOf<T extends { createdAt: Date; id: number }>(
  lists: readonly T[][],
  limit: number,
): T[] {
  return lists
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit);
}

/**
 * The context a platform job uses for one company database: the same dependencies, with `companyDb` that
 * database (the others, getters included, are the context's own: nothing is built twice).
 */
export function withCompanyDatabase(ctx: DomainContext, db: Database): DomainContext {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(ctx), companyDb: { value: db, enumerable: true } },
  ) as DomainContext;
}

/**
 * The companies the jobs over company databases leave out, from the directory: those in the recycle
 * bin, and those moving between company databases (move-company.ts), whose rows may be in two
 * databases until the move finishes and whose writes are refused meanwhile.
 */
export async function companiesJobsLeaveOut(ctx: Pick<DomainContext, "directory">): Promise<number[]> {
  const rows = await ctx.directory
    .select({ id: companies.id })
    .from(companies)
    .where(or(isNotNull(companies.deletedAt), isNotNull(companies.movingTo)));
  return rows.map((row) => row.id);
}

/** The companies moving between company databases just now (move-company.ts), from the directory. */
export async function companiesMoving(ctx: Pick<DomainContext, "directory">): Promise<number[]> {
  const rows = await ctx.directory
    .select({ id: companies.id })
    .from(companies)
    .where(isNotNull(companies.movingTo));
  return rows.map((row) => row.id);
}

/**
 * SQL: the company column is one of these ids, written into the statement as `noneOf`. A statement
 * holds at most 100 KB of SQL on D1: callers pass at most COMPANY_IDS_WRITTEN_PER_STATEMENT ids.
 */
export function oneOf(column: SQLiteColumn, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`0`;
  return sql`${column} in (${integerList(ids)})`;
}

/**
 * SQL: the company column is none of these ids (or no company: the platform's own mail). Written
 * into the statement rather than bound (ids are integers, checked), so D1's limit of 100 bound
 * parameters does not apply; meant for short lists, such as the companies in the recycle bin.
 */
export function noneOf(column: SQLiteColumn, ids: readonly number[]): SQL | undefined {
  if (ids.length === 0) return undefined;
  return sql`(${column} is null or ${column} not in (${integerList(ids)}))`;
}

/** Ids `oneOf` writes into one statement: about 8 KB of SQL, far under D1's 100 KB. */
export const COMPANY_IDS_WRITTEN_PER_STATEMENT = 1000;

function integerList(ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new Error("Company ids are integers.");
  return sql.raw(ids.join(","));
}

/** Company ids a statement may name at once: D1 binds at most 100 parameters per statement. */
const IDS_PER_STATEMENT = 90;

/**
 * A per-company figure over every company database: `figure` reads, in one database, the figure of
 * each company it holds (grouped by company id). For the companies listed, or for every company (one
 * row per company per database) when `companyIds` is "every". A company's rows are in one database,
 * except while it moves to another (move-company.ts): then the database it leaves holds all of
 * them until the switch, the one it goes to all of them after, and the other a part. So the larger
 * figure is the company's, and it is not counted twice.
 */
async function perCompany(
  ctx: Pick<DomainContext, "companyDatabases">,
  companyIds: readonly number[] | "every",
  figure: (db: Database, only: SQL | undefined) => Promise<Array<{ companyId: number; value: number }>>,
  companyColumn: SQLiteColumn,
): Promise<Map<number, number>> {
  const filters =
    companyIds === "every"
      ? [undefined]
      : chunks(companyIds, IDS_PER_STATEMENT).map((ids) => inArray(companyColumn, ids));
  if (filters.length === 0) return new Map();
  const reads = companyDatabases(ctx).flatMap((db) => filters.map((only) => figure(db, only)));
  const totals = new Map<number, number>();
  for (const rows of await Promise.all(reads))
    for (const { companyId, value } of rows)
      totals.set(companyId, Math.max(totals.get(companyId) ?? 0, Number(value)));
  return totals;
}

/** Each company's documents, from its counts (kept by trigger with every document row). */
export function documentCountsOf(
  ctx: Pick<DomainContext, "companyDatabases">,
  companyIds: readonly number[] | "every",
) {
  return perCompany(
    ctx,
    companyIds,
    (db, only) =>
      db
        .select({ companyId: documentCounts.companyId, value: sql<number>`sum(${documentCounts.count})` })
        .from(documentCounts)
        .where(only)
        .groupBy(documentCounts.companyId),
    documentCounts.companyId,
  );
}

/** Each company's knowledge-base entries. */
export function knowledgeBaseCountsOf(
  ctx: Pick<DomainContext, "companyDatabases">,
  companyIds: readonly number[] | "every",
) {
  return countsOf(ctx, companyIds, knowledgeBaseDocuments, knowledgeBaseDocuments.companyId);
}

/** Each company's rows of `table`, counted where `where` holds. */
export function countsOf(
  ctx: Pick<DomainContext, "companyDatabases">,
  companyIds: readonly number[] | "every",
  table: SQLiteTable,
  companyColumn: SQLiteColumn,
  where?: SQL,
) {
  return perCompany(
    ctx,
    companyIds,
    (db, only) =>
      db
        .select({ companyId: sql<number>`${companyColumn}`, value: count() })
        .from(table)
        .where(and(only, where))
        .groupBy(companyColumn),
    companyColumn,
  );
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
