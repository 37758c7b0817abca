import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import { type ChangeSubscriptionBody, type CustomerCompanyDto, notFound } from "../contract";
import { findCustomerCompany, stillActiveGuard, tierChangeRefusal } from "./customer-rules";

/**
 * The Customer List's inline tier select: moves a company to another plan, with its audit row.
 * Its seat limit and features follow the plan at once (people already over a lower plan's limit
 * stay; inviting waits until seats free). Company 10001 stays on System Admin; no other company
 * is given it (403).
 */
export async function changeCompanyTier(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
  body: ChangeSubscriptionBody,
): Promise<{ company: CustomerCompanyDto }> {
  requirePermission(actor, "platform.customers");
  const company = await findCustomerCompany(ctx, companyId);
  const to = body.subscriptionTier;
  const refusal = tierChangeRefusal(companyId, company.subscriptionTier, to);
  if (refusal) throw refusal;
  if (company.subscriptionTier === to) return { company };

  const now = ctx.clock.now();
  try {
    await ctx.directory.batch([
      stillActiveGuard(ctx, companyId),
      ctx.directory.update(companies).set({ tier: to, updatedAt: now }).where(eq(companies.id, companyId)),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "customers.change_tier",
        targetType: "company",
        targetId: companyId,
        details: { from: company.subscriptionTier, to },
      }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw notFound("company");
    throw error;
  }
  return { company: await findCustomerCompany(ctx, companyId) };
}
