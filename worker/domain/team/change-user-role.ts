import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_REMOVE_LAST_ADMIN_MESSAGE,
  type ChangeRoleBody,
  type CompanyUserDto,
  conflict,
  forbidden,
} from "../contract";
import {
  adminCount,
  anotherAdminRemains,
  findCompanyUser,
  isAdminRole,
  toCompanyUserDto,
} from "./team-rules";

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
  if (target.role === body.role) return { user: toCompanyUserDto(target) };
  if (isAdminRole(target.role) && !isAdminRole(body.role) && (await adminCount(ctx, actor.companyId)) <= 1)
    throw conflict(CANNOT_REMOVE_LAST_ADMIN_MESSAGE);

  const now = ctx.clock.now();
  const demotesAnAdmin = isAdminRole(target.role) && !isAdminRole(body.role);
  let updated: Array<typeof users.$inferSelect>;
  try {
    [updated] = await ctx.db.batch([
      ctx.db
        .update(users)
        .set({ role: body.role, updatedAt: now })
        .where(and(eq(users.id, target.id), eq(users.companyId, actor.companyId)))
        .returning(),
      auditEventStatement(ctx, actor, {
        action: "team.role_change",
        targetType: "user",
        targetId: target.id,
        details: { email: target.email, from: target.role, to: body.role },
      }),
      // Another admin may have been demoted since the count above.
      ...(demotesAnAdmin
        ? [batchGuard(ctx.db, actor.companyId, anotherAdminRemains(actor.companyId, target.id))]
        : []),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw conflict(CANNOT_REMOVE_LAST_ADMIN_MESSAGE);
    throw error;
  }
  const row = updated[0];
  if (!row) throw new Error("The user disappeared during the role change.");
  return { user: toCompanyUserDto(row) };
}
