import { and, count, gte, sql } from "drizzle-orm";
import { companies, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { ACTIVE_CUSTOMER_DAYS, type CustomerStatsDto, RECENT_COMPANIES_SHOWN } from "../contract";
import { documentCountsOf } from "../platform/company-databases";
import { activeCompany, outerCompanyId, selectCompanies } from "./customer-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Overview's cards: companies outside the recycle bin, those someone of which signed in within
 * the last 30 days, those on Enterprise, their documents — and the 5 newest companies.
 */
export async function getCustomerStats(ctx: DomainContext, actor: Actor): Promise<CustomerStatsDto> {
  requirePermission(actor, "platform.customers");
  const since = new Date(ctx.clock.now().getTime() - ACTIVE_CUSTOMER_DAYS * DAY_MS);
  // The figures and the recent companies are independent: one round trip for all. Documents are
  // counted per company in every company database, then summed over the companies outside the bin.
  const documentCounts = documentCountsOf(ctx, "every");
  const [liveCompanies, [active], counts, recentCompanies] = await Promise.all([
    ctx.directory.select({ id: companies.id, tier: companies.tier }).from(companies).where(activeCompany),
    ctx.directory
      .select({ value: count() })
      .from(companies)
      .where(
        and(
          activeCompany,
          sql`exists (select 1 from ${users} where ${users.companyId} = ${outerCompanyId} and ${gte(users.lastLoginAt, since)})`,
        ),
      ),
    documentCounts,
    selectCompanies(ctx, activeCompany, { limit: RECENT_COMPANIES_SHOWN, documentCounts }),
  ]);
  const documentTotal = liveCompanies.reduce((sum, { id }) => sum + (counts.get(id) ?? 0), 0);
  return {
    totalCustomers: liveCompanies.length,
    activeCustomers: active?.value ?? 0,
    enterpriseCustomers: liveCompanies.filter((company) => company.tier === "enterprise").length,
    totalDocuments: documentTotal,
    recentCompanies,
  };
}
