import { sessions } from "../../db/schema";
import type { DomainContext } from "../context";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "./session-policy";
import { hashToken, newSessionToken } from "./session-token";

export interface CreateSessionOptions {
  userId: number;
  userAgent?: string | null;
}

/** Starts a fresh session (never reuses one: the id changes at every sign-in). Returns the cookie token. */
export async function createSession(ctx: DomainContext, options: CreateSessionOptions) {
  const token = newSessionToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  await ctx.db.insert(sessions).values({
    id: await hashToken(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}
