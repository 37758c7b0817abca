import { lte, or } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { DomainContext } from "../context";
import { SESSION_IDLE_TIMEOUT_MS } from "./session-policy";

/** Deletes sessions past their absolute expiry or idle too long; returns how many went. */
export async function purgeExpiredSessions(ctx: DomainContext): Promise<number> {
  const now = ctx.clock.now();
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  const result = await ctx.directory
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleCutoff)));
  return result.meta.changes ?? 0;
}
