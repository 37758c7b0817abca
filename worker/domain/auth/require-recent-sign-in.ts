import { and, eq } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { reauthenticationRequired } from "../contract";
import { RECENT_SIGN_IN_MS } from "./session-policy";
import { hashToken } from "./session-token";

/** A provider's clock may run a little ahead of ours. */
const CLOCK_SKEW_TOLERANCE_MS = 30_000;

/**
 * For actions that hand the account to whoever holds the session (changing its e-mail address):
 * the person must have authenticated at the identity provider within the last 10 minutes, as the
 * session's `authenticated_at` (the ID token's auth_time, stored at sign-in) says. Not the
 * session's creation time: a plain sign-in to a provider that remembers the person makes a new
 * session without anyone typing a password. Unknown (null), or further in the future than the
 * providers' clock skew we tolerate (30 s, as oauth4webapi does for ID tokens): not recent.
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
    const [session] = await ctx.directory
      .select({ authenticatedAt: sessions.authenticatedAt })
      .from(sessions)
      .where(and(eq(sessions.id, await hashToken(sessionToken)), eq(sessions.userId, actor.userId)))
      .limit(1);
    const authenticatedAt = session?.authenticatedAt?.getTime();
    if (authenticatedAt !== undefined) {
      const age = ctx.clock.now().getTime() - authenticatedAt;
      if (age >= -CLOCK_SKEW_TOLERANCE_MS && age <= RECENT_SIGN_IN_MS) return;
    }
  }
  throw reauthenticationRequired(message);
}
