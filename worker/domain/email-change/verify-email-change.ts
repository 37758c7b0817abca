import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { auditEvents, emailChangeRequests, sessions, users } from "../../db/schema";
import { hashToken } from "../auth/session-token";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import { mirrorPeople } from "../people/people-mirror";
import type { EmailChangeOutcome } from "./email-change-rules";

export interface VerifyEmailChangeOptions {
  /**
   * The session cookie the link was opened with, if any: when it is a session of the person whose
   * address changes, it stays signed in; every other session of theirs ends.
   */
  currentSessionToken?: string | null;
}

/**
 * Completes an e-mail change from the link in the verification e-mail (opened from a mail client,
 * perhaps signed out: the token is the proof). A valid link — known, unexpired, neither cancelled
 * nor used — whose address is free changes users.email (and marks it verified), completes the
 * request and ends the person's other sessions, in one batch: whoever else was signed in to the
 * account (a forgotten browser, a stolen cookie) is out once it answers to a new address.
 * An address another account uses answers "taken" (also when it was already taken when the change
 * was asked: the request does not tell). Anything else changes nothing.
 */
export async function verifyEmailChange(
  ctx: DomainContext,
  token: string | undefined,
  options: VerifyEmailChangeOptions = {},
): Promise<EmailChangeOutcome> {
  if (!token || token.length > 200) return "invalid";
  const now = ctx.clock.now();
  const [request] = await ctx.directory
    .select()
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.tokenHash, await hashToken(token)))
    .limit(1);
  if (!request || request.completedAt || request.cancelledAt || request.expiresAt <= now) return "invalid";

  const [taken] = await ctx.directory
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, request.newEmail), ne(users.id, request.userId)))
    .limit(1);
  if (taken) return "taken";

  // Only when the first statement below completed this request in this batch.
  const completedNow = sql`exists (select 1 from ${emailChangeRequests} where ${emailChangeRequests.id} = ${request.id} and ${emailChangeRequests.completedAt} = ${now.getTime()})`;
  const keep = options.currentSessionToken;
  const keptSession = keep && keep.length <= 200 ? await hashToken(keep) : null;

  try {
    const [completed, changed] = await ctx.directory.batch([
      // The guard makes a second click (or a race with cancel) a no-op.
      ctx.directory
        .update(emailChangeRequests)
        .set({ completedAt: now })
        .where(
          and(
            eq(emailChangeRequests.id, request.id),
            isNull(emailChangeRequests.completedAt),
            isNull(emailChangeRequests.cancelledAt),
            gt(emailChangeRequests.expiresAt, now),
          ),
        )
        .returning({ id: emailChangeRequests.id }),
      ctx.directory
        .update(users)
        .set({ email: request.newEmail, emailVerified: true, updatedAt: now })
        .where(and(eq(users.id, request.userId), completedNow))
        .returning(),
      ctx.directory
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, request.userId),
            keptSession ? ne(sessions.id, keptSession) : undefined,
            completedNow,
          ),
        ),
    ]);
    if (!completed.length) return "invalid";
    await mirrorPeople(ctx, changed);
  } catch (error) {
    // Another account took the address between the check and the write (users.email is unique).
    if (constraintFailure(error)?.kind === "unique") return "taken";
    throw error;
  }
  // The audit trail after the fact: its failure must not turn a confirmed change into an error page.
  try {
    const [user] = await ctx.directory
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, request.userId));
    await ctx.directory.insert(auditEvents).values({
      companyId: user?.companyId ?? null,
      actorUserId: request.userId,
      action: "user.email_changed",
      targetType: "user",
      targetId: String(request.userId),
      details: { requestId: request.id },
      createdAt: now,
    });
  } catch {
    // The change itself is committed; the audit row is best effort.
  }
  return "changed";
}
