import { and, eq, gt, isNull } from "drizzle-orm";
import { emailChangeRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { conflict } from "../contract";
import { NO_LONGER_PENDING_MESSAGE } from "./email-change-rules";

export interface CancelEmailChangeOptions {
  /**
   * The pending change the form showed (Change Email's Cancel Request sends it). When it is not
   * pending any more — its link was followed, it was cancelled elsewhere or it expired — nothing
   * changes and the form is told so (409), rather than "cancelled" for a change that is not.
   */
  newEmail?: string;
}

/**
 * Cancels the user's open e-mail change requests; their links stop working. Without the change the
 * caller saw (the API), idempotent: with nothing pending it changes nothing and still succeeds.
 */
export async function cancelEmailChange(
  ctx: DomainContext,
  actor: Actor,
  options: CancelEmailChangeOptions = {},
): Promise<{ cancelled: true }> {
  const now = ctx.clock.now();
  const open = and(
    eq(emailChangeRequests.userId, actor.userId),
    isNull(emailChangeRequests.completedAt),
    isNull(emailChangeRequests.cancelledAt),
  );
  if (options.newEmail === undefined) {
    await ctx.directory.update(emailChangeRequests).set({ cancelledAt: now }).where(open);
    return { cancelled: true };
  }
  // Only the change the form showed, while it is pending: one statement, so it is decided as it is written.
  const cancelled = await ctx.directory
    .update(emailChangeRequests)
    .set({ cancelledAt: now })
    .where(
      and(
        open,
        eq(emailChangeRequests.newEmail, options.newEmail.trim().toLowerCase()),
        gt(emailChangeRequests.expiresAt, now),
      ),
    )
    .returning({ id: emailChangeRequests.id });
  if (cancelled.length === 0) throw conflict(NO_LONGER_PENDING_MESSAGE);
  return { cancelled: true };
}
