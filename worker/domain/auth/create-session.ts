import { sessions } from "../../db/schema";
import type { DomainContext } from "../context";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "./session-policy";
import { hashToken, newSessionToken } from "./session-token";

export interface CreateSessionOptions {
  userId: number;
  userAgent?: string | null;
  /**
   * When the person authenticated at the identity provider (the ID token's auth_time), not when
   * this session starts: a provider that remembers the person signs them in without asking. Null
   * when unknown; such a session is never a recent sign-in (requireRecentSignIn).
   */
  authenticatedAt: Date | null;
}

/** Starts a fresh session (never reuses one: the id changes at every sign-in). Returns the cookie token. */
export async function createSession(ctx: DomainContext, options: CreateSessionOptions) {
  const token = newSessionToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  await ctx.directory.insert(sessions).values({
    id: await hashToken(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    authenticatedAt: options.authenticatedAt,
  });
  return { token, expiresAt };
}
