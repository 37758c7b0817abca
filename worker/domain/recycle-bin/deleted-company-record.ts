import { and, eq, isNotNull } from "drizzle-orm";
import { companies, deletedCompanies } from "../../db/schema";
import type { DomainContext } from "../context";
import {
  COMPANY_NOT_IN_RECYCLE_BIN_MESSAGE,
  conflict,
  type DeletedCompanyDto,
  notFound,
  recycleBinDaysLeft,
} from "../contract";

type DeletedCompanyRow = typeof deletedCompanies.$inferSelect;

/** The recycle bin's record as the screens show it; `id` is the company's id. */
export function toDeletedCompanyDto(
  record: Omit<DeletedCompanyRow, "id">,
  deletedBy: DeletedCompanyDto["deletedBy"],
  now: Date,
): DeletedCompanyDto {
  return {
    id: record.companyId,
    companyData: { name: record.companyData.name, displayName: record.companyData.displayName },
    deletedBy,
    deletedAt: record.deletedAt.toISOString(),
    permanentDeleteAt: record.permanentDeleteAt.toISOString(),
    daysLeft: recycleBinDaysLeft(record.permanentDeleteAt, now),
  };
}

/**
 * The recycle-bin record of a deleted company. An active company answers 409 (not in the recycle
 * bin), a company that does not exist (or was deleted for good) 404.
 */
export async function loadDeletedCompany(ctx: DomainContext, companyId: number): Promise<DeletedCompanyRow> {
  const [row] = await ctx.directory
    .select({ record: deletedCompanies })
    .from(deletedCompanies)
    .innerJoin(companies, eq(companies.id, deletedCompanies.companyId))
    .where(and(eq(deletedCompanies.companyId, companyId), isNotNull(companies.deletedAt)));
  if (row) return row.record;
  const [company] = await ctx.directory
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company) throw conflict(COMPANY_NOT_IN_RECYCLE_BIN_MESSAGE);
  throw notFound("company");
}
