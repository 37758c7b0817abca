import { and, count, eq, isNull } from "drizzle-orm";
import { companies, companySettings, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { type RegistrationLimit, userLimitForTier } from "../contract";

/**
 * The company's user limit: the plan's (userLimitForTier), lowered by the company setting
 * maxUsers when that is set and smaller. A setting can narrow a plan, never widen it; on the
 * unlimited system_admin plan the setting is the limit.
 */
export function effectiveUserLimit(tier: string, maxUsers: number | null | undefined): number | null {
  const planLimit = userLimitForTier(tier);
  if (maxUsers === null || maxUsers === undefined || maxUsers < 0) return planLimit;
  return planLimit === null ? maxUsers : Math.min(planLimit, maxUsers);
}

/**
 * The registration-limit banner's numbers for the caller's own company. The spec's query
 * parameters (company name and tier) are ignored: a person only ever sees their own company.
 */
export async function checkRegistrationLimit(ctx: DomainContext, actor: Actor): Promise<RegistrationLimit> {
  const [counted, company] = await Promise.all([
    ctx.directory
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.companyId, actor.companyId), isNull(users.deactivatedAt))),
    ctx.directory
      .select({ tier: companies.tier, maxUsers: companySettings.maxUsers })
      .from(companies)
      .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
      .where(eq(companies.id, actor.companyId))
      .limit(1),
  ]);
  const row = company[0];
  return {
    currentCount: counted[0]?.value ?? 0,
    maxCount: effectiveUserLimit(row?.tier ?? actor.tier, row?.maxUsers),
  };
}
