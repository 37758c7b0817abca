import { asc, eq } from "drizzle-orm";
import { companies, tokenBalances } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { PlatformCompanyBalanceDto } from "../contract";
import { activeCompany } from "./platform-token-rows";

/** Every company outside the recycle bin with its token balance (zeros without a balance row), by name. */
export async function listCompanyBalances(
  ctx: DomainContext,
  actor: Actor,
): Promise<PlatformCompanyBalanceDto[]> {
  requirePermission(actor, "platform.customers");
  const rows = await ctx.db
    .select({ company: companies, balance: tokenBalances })
    .from(companies)
    .leftJoin(tokenBalances, eq(tokenBalances.companyId, companies.id))
    .where(activeCompany)
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map(({ company, balance }) => ({
    id: company.id,
    name: company.name,
    displayName: company.displayName,
    tier: company.tier,
    balance: balance?.balance ?? 0,
    used: balance?.used ?? 0,
    purchased: balance?.purchased ?? 0,
    updatedAt: balance?.updatedAt.toISOString() ?? null,
  }));
}
