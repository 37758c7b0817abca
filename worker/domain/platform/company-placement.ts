import { count, eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { companies } from "../../db/schema";
import type { Database, DomainContext } from "../context";
import { UnavailableError } from "../contract";
import { withCompanyDatabase } from "./company-databases";

// Which company database holds a company (decision 027, stage 5): `companies.database_number`, 1
// being DB (the directory's own) and n the Worker's COMPANY_DB_n. A company's own work runs with
// `ctx.companyDb` on that database; a new company is placed on one when it is created.

/** A company whose database this Worker does not reach (its binding is missing): 503, that company only. */
export const COMPANY_DATABASE_UNREACHABLE_MESSAGE =
  "Your company's data cannot be reached just now. Nothing was saved; please try again in a minute.";

/**
 * The context for one company's own work: `companyDb` is the company database with that number (1: DB,
 * the directory's own; n: COMPANY_DB_n), from the company's `database_number`. The request's person
 * (worker/http/request-context.ts) and the Slack bot's company are routed through here.
 */
export function forCompanyDatabase(ctx: DomainContext, databaseNumber: number): DomainContext {
  const db = ctx.companyDatabases[databaseNumber - 1];
  if (!db) throw new UnavailableError(COMPANY_DATABASE_UNREACHABLE_MESSAGE, 60);
  return db === ctx.companyDb ? ctx : withCompanyDatabase(ctx, db);
}

/**
 * A company database at this size takes no new company (decision 023): the 3 GB above it up to D1's
 * 10 GB are for the companies it holds to grow and for a migration that rewrites a large table.
 */
export const DATABASE_FULL_BYTES = 7_000_000_000;

/**
 * The database a new company is placed on: of the Worker's company databases that are not full,
 * the one that holds the fewest companies (the smallest on a tie, then the lowest number). When every
 * one is full the company still gets an account, on the smallest, and the log says to add a
 * database: a sign-up refused for the platform's own capacity would be the wrong person's problem.
 * With one company database there is nothing to choose and no read.
 */
export async function placeNewCompany(
  ctx: Pick<DomainContext, "directory" | "companyDatabases" | "log">,
  options: { fullAtBytes?: number } = {},
): Promise<number> {
  const databases = ctx.companyDatabases;
  if (databases.length === 1) return 1;
  const fullAt = options.fullAtBytes ?? DATABASE_FULL_BYTES;
  // The directory's counts and every database's size, together: D1 reports a database's size with
  // every statement's result (`meta.size_after`), so a constant select is enough to read it.
  const [rows, ...sizes] = await Promise.all([
    ctx.directory
      .select({ databaseNumber: companies.databaseNumber, value: count() })
      .from(companies)
      .groupBy(companies.databaseNumber),
    ...databases.map(async (db) => (await db.run(sql`SELECT 1`)).meta.size_after ?? 0),
  ]);
  const held = new Map(rows.map((row) => [row.databaseNumber, row.value]));
  const candidates = sizes.map((bytes, i) => ({ number: i + 1, bytes, companies: held.get(i + 1) ?? 0 }));
  const open = candidates.filter((candidate) => candidate.bytes < fullAt);
  const byFewest = (a: (typeof candidates)[number], b: (typeof candidates)[number]) =>
    a.companies - b.companies || a.bytes - b.bytes || a.number - b.number;
  if (open.length > 0) return open.sort(byFewest)[0]!.number;
  const smallest = candidates.sort((a, b) => a.bytes - b.bytes || a.number - b.number)[0]!;
  ctx.log.error(
    `Every company database is at ${fullAt} bytes or more: a new company was placed on database ${smallest.number} (${smallest.bytes} bytes). Add COMPANY_DB_${databases.length + 1} to wrangler.toml and deploy.`,
  );
  return smallest.number;
}

/**
 * The context for work on one company's data from outside it (a platform administrator, a job):
 * `companyDb` is the database that holds the company. One directory read, none with one company database.
 */
export async function forCompany(ctx: DomainContext, companyId: number): Promise<DomainContext> {
  if (ctx.companyDatabases.length === 1) return ctx;
  const [row] = await ctx.directory
    .select({ databaseNumber: companies.databaseNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return forCompanyDatabase(ctx, row?.databaseNumber ?? 1);
}

/**
 * The company database that holds row `id` of a company table, or null: asked of every database at
 * once (ids are unique across them, decision 030, but not tied to one: a company that moved keeps
 * its ids). A copy a move has not yet cleared from the database it left loses to the one its company
 * is on now.
 */
export async function companyDatabaseHolding(
  ctx: Pick<DomainContext, "companyDatabases" | "directory">,
  table: SQLiteTable,
  id: number,
): Promise<Database | null> {
  const found = await Promise.all(
    ctx.companyDatabases.map(async (db, index) => {
      const [row] = await db.all<{ companyId: number }>(
        sql`select "company_id" as "companyId" from ${table} where "id" = ${id}`,
      );
      return row ? { db, number: index + 1, companyId: row.companyId } : null;
    }),
  );
  const holding = found.filter((hit) => hit !== null);
  if (holding.length <= 1) return holding[0]?.db ?? null;
  const [company] = await ctx.directory
    .select({ databaseNumber: companies.databaseNumber })
    .from(companies)
    .where(eq(companies.id, holding[0]!.companyId));
  return holding.find((hit) => hit.number === company?.databaseNumber)?.db ?? null;
}
