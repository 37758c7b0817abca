import { count, eq } from "drizzle-orm";
import { databaseOfId } from "../../db/company-database-bindings";
import { companies } from "../../db/schema";
import type { Database, DomainContext } from "../context";
import { UnavailableError } from "../contract";
import { withCompanyDatabase } from "./company-databases";

// Which company database holds a company (decision 027, stage 5): `companies.database_number`, 1
// being DB (the directory's own) and n the Worker's COMPANY_DB_n. A company's own work runs with
// `ctx.db` on that database; a new company is placed on one when it is created.

/** A company whose database this Worker does not reach (its binding is missing): 503, that company only. */
export const COMPANY_DATABASE_UNREACHABLE_MESSAGE =
  "Your company's data cannot be reached just now. Nothing was saved; please try again in a minute.";

/**
 * The context for one company's own work: `db` is the company database with that number (1: DB,
 * the directory's own; n: COMPANY_DB_n), from the company's `database_number`. The request's person
 * (worker/http/request-context.ts) and the Slack bot's company are routed through here.
 */
export function forCompanyDatabase(ctx: DomainContext, databaseNumber: number): DomainContext {
  const db = ctx.companyDatabases[databaseNumber - 1];
  if (!db) throw new UnavailableError(COMPANY_DATABASE_UNREACHABLE_MESSAGE, 60);
  return db === ctx.db ? ctx : withCompanyDatabase(ctx, db);
}

/**
 * The database a new company is placed on: of the Worker's company databases, the one that holds
 * the fewest companies (the lowest number on a tie). No read with one company database.
 */
export async function placeNewCompany(
  ctx: Pick<DomainContext, "directory" | "companyDatabases">,
): Promise<number> {
  const databases = ctx.companyDatabases.length;
  if (databases === 1) return 1;
  const rows = await ctx.directory
    .select({ databaseNumber: companies.databaseNumber, value: count() })
    .from(companies)
    .groupBy(companies.databaseNumber);
  const held = new Map(rows.map((row) => [row.databaseNumber, row.value]));
  let emptiest = 1;
  for (let n = 2; n <= databases; n++) if ((held.get(n) ?? 0) < (held.get(emptiest) ?? 0)) emptiest = n;
  return emptiest;
}

/**
 * The context for work on one company's data from outside it (a platform administrator, a job):
 * `db` is the database that holds the company. One directory read, none with one company database.
 */
export async function forCompany(ctx: DomainContext, companyId: number): Promise<DomainContext> {
  if (ctx.companyDatabases.length === 1) return ctx;
  const [row] = await ctx.directory
    .select({ databaseNumber: companies.databaseNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return forCompanyDatabase(ctx, row?.databaseNumber ?? 1);
}

/** The company database an id was made in (ids start at n × 10¹² in database n), or null if not bound. */
export function companyDatabaseOfId(
  ctx: Pick<DomainContext, "companyDatabases">,
  id: number,
): Database | null {
  return ctx.companyDatabases[databaseOfId(id) - 1] ?? null;
}
