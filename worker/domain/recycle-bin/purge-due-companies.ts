import { asc, lte } from "drizzle-orm";
import { deletedCompanies } from "../../db/schema";
import type { DomainContext } from "../context";
import { WorkBudget } from "../work-budget";
import { purgeCompany } from "./purge-company";

/**
 * What one scheduled run may do (D1 statements, file deletions, vector calls): well inside a
 * Worker invocation's limits, beside the other jobs of the same cron run. A large company takes
 * several runs; the next one (five minutes later) goes on where this one stopped.
 */
export const SCHEDULED_PURGE_BUDGET = 300;
/** Companies looked at per run, soonest due first. */
const COMPANIES_PER_RUN = 10;

export interface PurgeReport {
  /** Companies deleted for good by this run. */
  purged: number;
  /** Companies whose purge goes on at the next run. */
  unfinished: number;
}

/**
 * The recycle bin's purge job: every company whose 5 days in the recycle bin are over (by
 * ctx.clock) is deleted for good — rows, files, vectors (purgeCompany). A company whose purge fails
 * (the file store or the vector index refusing) does not hold up the others; the run then fails
 * naming it, and the next run tries it again.
 */
export async function purgeDueCompanies(
  ctx: DomainContext,
  budget = new WorkBudget(SCHEDULED_PURGE_BUDGET),
): Promise<PurgeReport> {
  const due = await ctx.directory
    .select({ companyId: deletedCompanies.companyId })
    .from(deletedCompanies)
    .where(lte(deletedCompanies.permanentDeleteAt, ctx.clock.now()))
    .orderBy(asc(deletedCompanies.permanentDeleteAt), asc(deletedCompanies.companyId))
    .limit(COMPANIES_PER_RUN);
  const report: PurgeReport = { purged: 0, unfinished: 0 };
  const failures: string[] = [];
  for (const { companyId } of due) {
    if (!budget.left) {
      report.unfinished++;
      continue;
    }
    try {
      const outcome = await purgeCompany(ctx, companyId, { budget, actor: null });
      if (outcome === "purged") report.purged++;
      if (outcome === "unfinished") report.unfinished++;
    } catch (error) {
      ctx.log.error("recycle bin: a company's purge stopped; the next run resumes it", error, { companyId });
      failures.push(`company ${companyId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length) {
    throw new Error(`${report.purged} companies purged; the purge stopped for ${failures.join("; ")}`);
  }
  return report;
}
