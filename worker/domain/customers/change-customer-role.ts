import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { ChangeRoleBody, CompanyUserDto } from "../contract";
import { writeRoleChange } from "../team/user-account-changes";
import { findCustomerUser } from "./customer-rules";

/**
 * Customer List → a company's people → Change role: a platform admin switches anyone of any
 * company between user and company_admin, with the Team Members tab's rules (never a platform
 * admin; never a company's last admin).
 */
export async function changeCustomerRole(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  body: ChangeRoleBody,
): Promise<{ user: CompanyUserDto }> {
  requirePermission(actor, "platform.customers");
  const target = await findCustomerUser(ctx, userId);
  return writeRoleChange(ctx, actor, target, body.role, {
    action: "customers.role_change",
    details: { companyId: target.companyId },
  });
}
