import { lt } from "drizzle-orm";
import { slackEventClaims } from "../../db/schema";
import type { DomainContext } from "../context";

/** Slack retries an event for a few minutes at most; a day later its claim can go. */
export const EVENT_CLAIM_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Removes the Slack event claims older than a day (the periodic job); answers how many. */
export async function purgeSlackEventClaims(ctx: DomainContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - EVENT_CLAIM_LIFETIME_MS);
  const removed = await ctx.directory
    .delete(slackEventClaims)
    .where(lt(slackEventClaims.createdAt, before))
    .returning({ id: slackEventClaims.id });
  return removed.length;
}
