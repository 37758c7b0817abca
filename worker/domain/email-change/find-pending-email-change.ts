import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { emailChangeRequests } from "../../db/schema";
import type { DomainContext } from "../context";

/** The user's open e-mail change request: not completed, not cancelled, not expired; or null. */
export async function findPendingEmailChange(ctx: DomainContext, userId: number) {
  const [pending] = await ctx.directory
    .select()
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.userId, userId),
        isNull(emailChangeRequests.completedAt),
        isNull(emailChangeRequests.cancelledAt),
        gt(emailChangeRequests.expiresAt, ctx.clock.now()),
      ),
    )
    .orderBy(desc(emailChangeRequests.createdAt), desc(emailChangeRequests.id))
    .limit(1);
  return pending ?? null;
}
