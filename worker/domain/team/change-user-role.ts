import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  type ChangeRoleBody,
  type CompanyUserDto,
  forbidden,
} from "../contract";
import { findCompanyUser } from "./team-rules";
import { writeRoleChange } from "./user-account-changes";

/**
 * Switches a person of the actor's company between user and company_admin. A platform admin is
 * never changed here; the company's last admin cannot lose admin rights (the actor included).
 */
export async function changeUserRole(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  body: ChangeRoleBody,
): Promise<{ user: CompanyUserDto }> {
  requirePermission(actor, "team.manage");
  const target = await findCompanyUser(ctx, actor, userId);
  if (target.role === "platform_admin") throw forbidden(CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE);
  return writeRoleChange(ctx, actor, target, body.role, { action: "team.role_change" });
}
