import { count, eq, sql } from "drizzle-orm";
import { documentCounts, templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { liveTemplate } from "../templates/template-rules";

export interface DashboardFigures {
  /** Documents of the actor's own company (every status, archived included). */
  documentCount: number;
  /** Every template in the library (retired ones, kept only for their documents, are not). */
  templateCount: number;
}

/** The numbers on the dashboard cards "Your Documents" and "Available Templates". */
export async function countDashboardFigures(ctx: DomainContext, actor: Actor): Promise<DashboardFigures> {
  const [documentRows, templateRows] = await Promise.all([
    // The counts table (a few rows), not the documents: the same cost for 10 or 10,000.
    ctx.companyDb
      .select({ value: sql<number>`coalesce(sum(${documentCounts.count}), 0)`.mapWith(Number) })
      .from(documentCounts)
      .where(eq(documentCounts.companyId, actor.companyId)),
    ctx.directory.select({ value: count() }).from(templates).where(liveTemplate),
  ]);
  return { documentCount: documentRows[0]?.value ?? 0, templateCount: templateRows[0]?.value ?? 0 };
}
