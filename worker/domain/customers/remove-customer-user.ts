import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { writeUserRemoval } from "../team/user-account-changes";
import { findCustomerUser } from "./customer-rules";

/**
 * Customer List → a company's people → Delete: a platform admin removes a person of any company,
 * with the Team Members tab's rules (not a platform admin, not the company's only user, not its
 * last admin). Their sessions end at once; what they wrote stays with the company.
 */
export async function removeCustomerUser(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
): Promise<{ removed: true; userId: number }> {
  requirePermission(actor, "platform.customers");
  const target = await findCustomerUser(ctx, userId);
  return writeUserRemoval(ctx, actor, target, {
    action: "customers.user_remove",
    details: { companyId: target.companyId },
  });
}
