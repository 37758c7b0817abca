import { and, count, gte, lt, sql } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type CustomerAnalyticsDto, GROWTH_MONTHS, TIER_LABELS, TIERS } from "../contract";
import { activeCompany } from "./customer-rules";

/** "2026-03" for a UTC month start. */
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/**
 * The Analytics tab: how the companies outside the recycle bin spread over the four plans (count
 * and share), and Customer Growth — companies created in each of the last 12 calendar months
 * (UTC) from their real creation dates, with the running total at each month's end.
 */
export async function getCustomerAnalytics(ctx: DomainContext, actor: Actor): Promise<CustomerAnalyticsDto> {
  requirePermission(actor, "platform.customers");
  const now = ctx.clock.now();
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (GROWTH_MONTHS - 1), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = sql<string>`strftime('%Y-%m', ${companies.createdAt} / 1000, 'unixepoch')`;

  const [byTier, [earlier], byMonth] = await ctx.directory.batch([
    ctx.directory
      .select({ tier: companies.tier, value: count() })
      .from(companies)
      .where(activeCompany)
      .groupBy(companies.tier),
    ctx.directory
      .select({ value: count() })
      .from(companies)
      .where(and(activeCompany, lt(companies.createdAt, firstMonth))),
    ctx.directory
      .select({ month, value: count() })
      .from(companies)
      .where(and(activeCompany, gte(companies.createdAt, firstMonth), lt(companies.createdAt, nextMonth)))
      .groupBy(month),
  ]);

  const total = byTier.reduce((sum, row) => sum + row.value, 0);
  const counts = new Map(byTier.map((row) => [row.tier, row.value]));
  const created = new Map(byMonth.map((row) => [row.month, row.value]));
  let running = earlier?.value ?? 0;
  const growth = Array.from({ length: GROWTH_MONTHS }, (_, i) => {
    const key = monthKey(new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1)));
    const newCompanies = created.get(key) ?? 0;
    running += newCompanies;
    return { month: key, newCompanies, totalCompanies: running };
  });
  return {
    totalCompanies: total,
    subscriptions: TIERS.map((tier) => {
      const value = counts.get(tier) ?? 0;
      return {
        tier,
        label: TIER_LABELS[tier],
        count: value,
        percentage: total === 0 ? 0 : Math.round((value / total) * 1000) / 10,
      };
    }),
    growth,
  };
}
