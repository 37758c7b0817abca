import { and, eq, gt } from "drizzle-orm";
import { deletedCompanies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { CompanyPurgedDto } from "../contract";
import { WorkBudget } from "../work-budget";
import { loadDeletedCompany } from "./deleted-company-record";
import { purgeCompany } from "./purge-company";

/** A request may do more than a scheduled run (it has the invocation to itself), still within D1's limits. */
const REQUEST_PURGE_BUDGET = 600;

/**
 * Permanently Delete (DELETE /api/admin/deleted-companies/:companyId/permanent): a company in the
 * recycle bin is deleted for good now. Its permanent-deletion time becomes now first, so from then
 * on it cannot be restored; then the purge runs. A company too large for one request is finished by
 * the purge job (`complete: false`), which picks it up as due.
 */
export async function permanentlyDeleteCompany(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
): Promise<CompanyPurgedDto> {
  requirePermission(actor, "platform.customers");
  const record = await loadDeletedCompany(ctx, companyId);
  const now = ctx.clock.now();
  await ctx.directory
    .update(deletedCompanies)
    .set({ permanentDeleteAt: now })
    .where(and(eq(deletedCompanies.companyId, companyId), gt(deletedCompanies.permanentDeleteAt, now)));
  const outcome = await purgeCompany(ctx, companyId, {
    budget: new WorkBudget(REQUEST_PURGE_BUDGET),
    actor,
  });
  // not_due: restored in the moment between the read and the update; the purge left it alone.
  if (outcome === "not_due") await loadDeletedCompany(ctx, companyId);
  return { id: companyId, name: record.companyData.name, complete: outcome !== "unfinished" };
}
