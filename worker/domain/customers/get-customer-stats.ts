import { and, count, eq, gte, sql } from "drizzle-orm";
import { companies, documents, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { ACTIVE_CUSTOMER_DAYS, type CustomerStatsDto, RECENT_COMPANIES_SHOWN } from "../contract";
import { activeCompany, outerCompanyId, selectCompanies } from "./customer-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Overview's cards: companies outside the recycle bin, those someone of which signed in within
 * the last 30 days, those on Enterprise, their documents — and the 5 newest companies.
 */
export async function getCustomerStats(ctx: DomainContext, actor: Actor): Promise<CustomerStatsDto> {
  requirePermission(actor, "platform.customers");
  const since = new Date(ctx.clock.now().getTime() - ACTIVE_CUSTOMER_DAYS * DAY_MS);
  // The figures and the recent companies are independent: one round trip for both.
  const [[[totals], [active], [documentTotal]], recentCompanies] = await Promise.all([
    ctx.db.batch([
      ctx.db
        .select({
          total: count(),
          enterprise: sql<number>`coalesce(sum(case when ${companies.tier} = 'enterprise' then 1 else 0 end), 0)`,
        })
        .from(companies)
        .where(activeCompany),
      ctx.db
        .select({ value: count() })
        .from(companies)
        .where(
          and(
            activeCompany,
            sql`exists (select 1 from ${users} where ${users.companyId} = ${outerCompanyId} and ${gte(users.lastLoginAt, since)})`,
          ),
        ),
      ctx.db
        .select({ value: count() })
        .from(documents)
        .innerJoin(companies, eq(companies.id, documents.companyId))
        .where(activeCompany),
    ]),
    selectCompanies(ctx, activeCompany, RECENT_COMPANIES_SHOWN),
  ]);
  return {
    totalCustomers: totals?.total ?? 0,
    activeCustomers: active?.value ?? 0,
    enterpriseCustomers: Number(totals?.enterprise ?? 0),
    totalDocuments: documentTotal?.value ?? 0,
    recentCompanies,
  };
}
