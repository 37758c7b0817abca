import { asc } from "drizzle-orm";
import { companies, tokenBalances } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { PlatformCompanyBalanceDto } from "../contract";
import { companyDatabases } from "../platform/company-databases";
import { activeCompany } from "./platform-token-rows";

/** Every company outside the recycle bin with its token balance (zeros without a balance row), by name. */
export async function listCompanyBalances(
  ctx: DomainContext,
  actor: Actor,
): Promise<PlatformCompanyBalanceDto[]> {
  requirePermission(actor, "platform.customers");
  // The companies from the directory, their balances (one row each) from every company database.
  const [rows, balances] = await Promise.all([
    ctx.directory
      .select()
      .from(companies)
      .where(activeCompany)
      .orderBy(asc(companies.name), asc(companies.id)),
    Promise.all(companyDatabases(ctx).map((db) => db.select().from(tokenBalances))),
  ]);
  const balanceOf = new Map(balances.flat().map((balance) => [balance.companyId, balance]));
  return rows.map((company) => {
    const balance = balanceOf.get(company.id);
    return {
      id: company.id,
      name: company.name,
      displayName: company.displayName,
      tier: company.tier,
      balance: balance?.balance ?? 0,
      used: balance?.used ?? 0,
      purchased: balance?.purchased ?? 0,
      updatedAt: balance?.updatedAt.toISOString() ?? null,
    };
  });
}
