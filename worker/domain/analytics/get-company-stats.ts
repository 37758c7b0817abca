import { and, count, eq, gte, isNull } from "drizzle-orm";
import { companyPeople, documents, templates, tokenBalances } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { CATEGORIES, type CompanyStatsDto, DOCUMENT_STATUSES } from "../contract";
import { allCountsQuery } from "../documents/document-counts";
import { liveTemplate } from "../templates/template-rules";

/**
 * The company's figures for GET /api/analytics/stats: documents by status and category (from the
 * counts table), read in one batch, documents created this month, templates in the
 * library, active team members, and the token balance on the Pay Per Use plan.
 */
export async function getCompanyStats(ctx: DomainContext, actor: Actor): Promise<CompanyStatsDto> {
  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const ofCompany = eq(documents.companyId, actor.companyId);

  // The company's reads in one batch, the library's template count from the directory, started
  // together: today one round trip to D1 (both ride the request's session), later one per database.
  const [[counts, thisMonth, memberCount, balance], templateCount] = await Promise.all([
    ctx.companyDb.batch([
      allCountsQuery(ctx.companyDb, actor.companyId),
      ctx.companyDb
        .select({ value: count() })
        .from(documents)
        .where(and(ofCompany, gte(documents.createdAt, monthStart))),
      ctx.companyDb
        .select({ value: count() })
        .from(companyPeople)
        .where(and(eq(companyPeople.companyId, actor.companyId), isNull(companyPeople.deactivatedAt))),
      ctx.companyDb
        .select({ balance: tokenBalances.balance })
        .from(tokenBalances)
        .where(eq(tokenBalances.companyId, actor.companyId)),
    ]),
    ctx.directory.select({ value: count() }).from(templates).where(liveTemplate),
  ]);

  const documentsByStatus = Object.fromEntries(DOCUMENT_STATUSES.map((s) => [s, 0])) as Record<
    (typeof DOCUMENT_STATUSES)[number],
    number
  >;
  for (const row of counts) documentsByStatus[row.status] += row.count;
  const documentsByCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<
    (typeof CATEGORIES)[number],
    number
  >;
  for (const row of counts) documentsByCategory[row.category] += row.count;

  return {
    totalDocuments: counts.reduce((sum, row) => sum + row.count, 0),
    documentsByStatus,
    documentsByCategory,
    documentsThisMonth: thisMonth[0]?.value ?? 0,
    templatesAvailable: templateCount[0]?.value ?? 0,
    teamMembers: memberCount[0]?.value ?? 0,
    tokenBalance: actor.tier === "per_document" ? (balance[0]?.balance ?? 0) : null,
  };
}
