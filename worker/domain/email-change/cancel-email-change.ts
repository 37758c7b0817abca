import { and, eq, isNull } from "drizzle-orm";
import { emailChangeRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";

/**
 * Cancels the user's open e-mail change requests; their links stop working. Idempotent: with
 * nothing pending it changes nothing and still succeeds.
 */
export async function cancelEmailChange(ctx: DomainContext, actor: Actor): Promise<{ cancelled: true }> {
  await ctx.db
    .update(emailChangeRequests)
    .set({ cancelledAt: ctx.clock.now() })
    .where(
      and(
        eq(emailChangeRequests.userId, actor.userId),
        isNull(emailChangeRequests.completedAt),
        isNull(emailChangeRequests.cancelledAt),
      ),
    );
  return { cancelled: true };
}
