import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { companies, deletedCompanies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import { COMPANY_PURGE_DUE_MESSAGE, type CompanyRestoredDto, conflict, notFound } from "../contract";
import { loadDeletedCompany } from "./deleted-company-record";

/**
 * Takes a company out of the recycle bin (POST /api/admin/deleted-companies/:companyId/restore):
 * deleted_at is cleared and its record removed, in one batch, so everything is as it was — its
 * people sign in again and their sessions work again. Refused once its days are over: the purge may
 * already have deleted part of it. The batch checks that again, against a purge starting meanwhile.
 */
export async function restoreCompany(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
): Promise<CompanyRestoredDto> {
  requirePermission(actor, "platform.customers");
  const record = await loadDeletedCompany(ctx, companyId);
  const now = ctx.clock.now();
  if (record.permanentDeleteAt.getTime() <= now.getTime()) throw conflict(COMPANY_PURGE_DUE_MESSAGE);

  const stillRestorable = sql`exists (select 1 from ${deletedCompanies} where ${and(
    eq(deletedCompanies.companyId, companyId),
    gt(deletedCompanies.permanentDeleteAt, now),
  )})`;
  let restored: Array<{ id: number; name: string; displayName: string | null }>;
  try {
    [, restored] = await ctx.directory.batch([
      batchGuard(ctx.directory, stillRestorable),
      ctx.directory
        .update(companies)
        .set({ deletedAt: null })
        .where(and(eq(companies.id, companyId), isNotNull(companies.deletedAt)))
        .returning({ id: companies.id, name: companies.name, displayName: companies.displayName }),
      ctx.directory.delete(deletedCompanies).where(eq(deletedCompanies.companyId, companyId)),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "company.restore",
        targetType: "company",
        targetId: companyId,
        details: { name: record.companyData.name, deletedAt: record.deletedAt.toISOString() },
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Restored by someone else meanwhile (409 not in the recycle bin), or its time ran out.
    await loadDeletedCompany(ctx, companyId);
    throw conflict(COMPANY_PURGE_DUE_MESSAGE);
  }
  const company = restored[0];
  if (!company) throw notFound("company");
  return { ...company, restored: true };
}
