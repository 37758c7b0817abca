import { and, eq, isNull } from "drizzle-orm";
import { companies, deletedCompanies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import {
  COMPANY_ALREADY_DELETED_MESSAGE,
  COMPANY_MOVING_DELETE_MESSAGE,
  conflict,
  type DeletedCompanyDto,
  forbidden,
  notFound,
  RECYCLE_BIN_RETENTION_DAYS,
} from "../contract";
import { deletionRefusal, platformAdminCountOfCompany } from "./company-figures";
import { toDeletedCompanyDto } from "./deleted-company-record";

const RETENTION_MS = RECYCLE_BIN_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Moves a company to the recycle bin (DELETE /api/admin/company/:companyId): nothing is deleted,
 * but its people can no longer sign in and their sessions stop working (sign-in and the session
 * lookup refuse a company with deleted_at). In 5 days the purge job deletes it for good, unless it
 * is restored. The system company, and any company with platform administrators, cannot be deleted.
 * One batch: the company's deleted_at, its recycle-bin record and the audit row. A second deletion
 * of the same company (even a simultaneous one) is refused by the record's unique company_id.
 */
export async function deleteCompany(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
): Promise<DeletedCompanyDto> {
  requirePermission(actor, "platform.customers");
  const [row] = await ctx.directory
    .select({ company: companies, platformAdmins: platformAdminCountOfCompany })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound("company");
  const { company } = row;
  const refusal = deletionRefusal(company.id, row.platformAdmins);
  if (refusal) throw forbidden(refusal);
  if (company.deletedAt) throw conflict(COMPANY_ALREADY_DELETED_MESSAGE);
  if (company.movingTo !== null) throw conflict(COMPANY_MOVING_DELETE_MESSAGE);

  const now = ctx.clock.now();
  const record = {
    companyId: company.id,
    companyData: { name: company.name, displayName: company.displayName },
    deletedByUserId: actor.userId,
    deletedAt: now,
    permanentDeleteAt: new Date(now.getTime() + RETENTION_MS),
  };
  try {
    await ctx.directory.batch([
      // updated_at stays: a restore gives the company back exactly as it was.
      ctx.directory
        .update(companies)
        .set({ deletedAt: now })
        .where(and(eq(companies.id, company.id), isNull(companies.deletedAt))),
      ctx.directory.insert(deletedCompanies).values(record),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "company.delete",
        targetType: "company",
        targetId: company.id,
        details: {
          name: company.name,
          displayName: company.displayName,
          permanentDeleteAt: record.permanentDeleteAt.toISOString(),
        },
      }),
    ]);
  } catch (error) {
    if (constraintFailure(error)?.kind === "unique") throw conflict(COMPANY_ALREADY_DELETED_MESSAGE);
    throw error;
  }
  return toDeletedCompanyDto(record, { name: actor.displayName, email: actor.email }, now);
}
