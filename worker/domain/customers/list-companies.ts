import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { CompanyListQuery, CompanyListResponse } from "../contract";
import { activeCompany, selectCompanies } from "./customer-rules";

/**
 * The Customer List: every company outside the recycle bin, newest first, with its people and
 * documents counted. `search` matches the name or the display name (case-insensitive, as typed:
 * % and _ are literal); `companyId` keeps that one company.
 */
export async function listCompanies(
  ctx: DomainContext,
  actor: Actor,
  query: CompanyListQuery,
): Promise<CompanyListResponse> {
  requirePermission(actor, "platform.customers");
  const filters: SQL[] = [activeCompany];
  if (query.companyId !== undefined) filters.push(eq(companies.id, query.companyId));
  const search = query.search?.trim();
  if (search) {
    // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes ("pattern too complex", a 500 for
    // any longer search), and instr takes the text literally with no escaping. lower() folds
    // ASCII as LIKE did.
    filters.push(
      or(
        sql`instr(lower(${companies.name}), lower(${search})) > 0`,
        sql`instr(lower(${companies.displayName}), lower(${search})) > 0`,
      )!,
    );
  }
  return { companies: await selectCompanies(ctx, and(...filters)) };
}
