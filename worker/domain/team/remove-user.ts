import { and, count, eq, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  CANNOT_DELETE_LAST_USER_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_REMOVE_LAST_ADMIN_MESSAGE,
  CANNOT_REMOVE_YOURSELF_MESSAGE,
  conflict,
  forbidden,
} from "../contract";
import {
  activeUserOf,
  adminCount,
  anotherAdminRemains,
  anotherUserRemains,
  findCompanyUser,
  isAdminRole,
} from "./team-rules";

/**
 * Removes a person from the actor's company. Their sessions are deleted in the same batch, so their
 * cookie stops working at once. What they wrote stays with the company: every reference to a user
 * is ON DELETE SET NULL (documents, versions, comments), and versions keep the author's name.
 * Refused: yourself, a platform admin, the company's only user, its last admin.
 */
export async function removeUser(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
): Promise<{ removed: true; userId: number }> {
  requirePermission(actor, "team.manage");
  const target = await findCompanyUser(ctx, actor, userId);
  const [userTotal] = await ctx.db
    .select({ value: count() })
    .from(users)
    .where(activeUserOf(actor.companyId));
  if ((userTotal?.value ?? 0) <= 1) throw conflict(CANNOT_DELETE_LAST_USER_MESSAGE);
  if (target.id === actor.userId) throw conflict(CANNOT_REMOVE_YOURSELF_MESSAGE);
  if (target.role === "platform_admin") throw forbidden(CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE);
  if (isAdminRole(target.role) && (await adminCount(ctx, actor.companyId)) <= 1)
    throw conflict(CANNOT_REMOVE_LAST_ADMIN_MESSAGE);

  // The rules again, inside the batch: another removal or demotion may have happened since.
  const stillAllowed = isAdminRole(target.role)
    ? sql`${anotherUserRemains(actor.companyId, target.id)} and ${anotherAdminRemains(actor.companyId, target.id)}`
    : anotherUserRemains(actor.companyId, target.id);
  try {
    await ctx.db.batch([
      batchGuard(ctx.db, actor.companyId, stillAllowed),
      ctx.db.delete(sessions).where(eq(sessions.userId, target.id)),
      ctx.db.delete(users).where(and(eq(users.id, target.id), eq(users.companyId, actor.companyId))),
      auditEventStatement(ctx, actor, {
        action: "team.user_remove",
        targetType: "user",
        targetId: target.id,
        details: { email: target.email, role: target.role },
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    const [remaining] = await ctx.db
      .select({ value: count() })
      .from(users)
      .where(activeUserOf(actor.companyId));
    throw conflict(
      (remaining?.value ?? 0) <= 1 ? CANNOT_DELETE_LAST_USER_MESSAGE : CANNOT_REMOVE_LAST_ADMIN_MESSAGE,
    );
  }
  return { removed: true, userId: target.id };
}
