import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_REMOVE_YOURSELF_MESSAGE,
  conflict,
  forbidden,
} from "../contract";
import { findCompanyUser } from "./team-rules";
import { assertNotOnlyUser, writeUserRemoval } from "./user-account-changes";

/**
 * Removes a person from the actor's company (writeUserRemoval: sessions end at once, what they wrote
 * stays). Refused: the company's only user, yourself, a platform admin, its last admin — in that order.
 */
export async function removeUser(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
): Promise<{ removed: true; userId: number }> {
  requirePermission(actor, "team.manage");
  const target = await findCompanyUser(ctx, actor, userId);
  await assertNotOnlyUser(ctx, actor.companyId);
  if (target.id === actor.userId) throw conflict(CANNOT_REMOVE_YOURSELF_MESSAGE);
  if (target.role === "platform_admin") throw forbidden(CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE);
  return writeUserRemoval(ctx, actor, target, { action: "team.user_remove" });
}
