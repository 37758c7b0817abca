import { and, eq } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { reauthenticationRequired } from "../contract";
import { RECENT_SIGN_IN_MS } from "./session-policy";
import { hashToken } from "./session-token";

/**
 * For actions that hand the account to whoever holds the session (changing its e-mail address):
 * the actor's session must have been created by a sign-in within the last 10 minutes. A session
 * starts only at a sign-in (createSession, never refreshed), so its creation time is that sign-in.
 * Without a session token (a caller that did not come through a browser sign-in), or with one of
 * another user, there is nothing recent to show: refused the same way.
 */
export async function requireRecentSignIn(
  ctx: DomainContext,
  actor: Actor,
  sessionToken: string | null | undefined,
  message?: string,
): Promise<void> {
  if (sessionToken && sessionToken.length <= 200) {
    const [session] = await ctx.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.id, await hashToken(sessionToken)), eq(sessions.userId, actor.userId)))
      .limit(1);
    if (session && ctx.clock.now().getTime() - session.createdAt.getTime() <= RECENT_SIGN_IN_MS) return;
  }
  throw reauthenticationRequired(message);
}
