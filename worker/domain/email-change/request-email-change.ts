import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { emailChangeRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requireRecentSignIn } from "../auth/require-recent-sign-in";
import { hashToken, newSessionToken } from "../auth/session-token";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import { EMAIL_CHANGE_REAUTH_MESSAGE, invalidInput } from "../contract";
import { DOUBLE_SUBMIT_WINDOW_MS } from "../double-submit";
import { queueEmailStatement } from "../mail/queue-email";
import { EMAIL_CHANGE_TTL_MS, SAME_EMAIL_MESSAGE } from "./email-change-rules";
import { verificationEmail } from "./verification-email";

export interface RequestEmailChangeOptions {
  newEmail: string;
  /** The app's public origin, for the link in the e-mail (APP_URL, or the request's origin). */
  appOrigin: string;
  /** The caller's session cookie: the change needs a sign-in from the last 10 minutes. */
  sessionToken: string | null | undefined;
}

/**
 * Starts an e-mail change: a new request with a random token (only its SHA-256 is stored) that
 * expires in 24 hours, earlier pending requests of the user cancelled, and a verification e-mail to
 * the NEW address queued — all in one batch. The current address stays in use until the link is
 * followed (verifyEmailChange).
 *
 * - Only from a recent sign-in (10 minutes): whoever holds an older session (a borrowed browser, a
 *   stolen cookie) cannot move the account to an address of theirs. Refused with
 *   `reauthentication_required`; the person signs in again (GET /api/login?reauth=1) and retries.
 * - An address another account uses is accepted exactly like a free one (same answer, same work,
 *   same mail): the answer must not tell anyone which addresses are registered. The clash is
 *   reported when the link is followed (verifyEmailChange answers "taken").
 * - The mail goes to an address nobody has verified yet, so it holds only fixed wording and the
 *   link: no name or other text a user typed (verification-email.ts).
 * - The same address asked again within a minute, while that request is pending, is the request
 *   already made (a double submit, a form posted again by Reload): one request, one e-mail. The
 *   rule is checked inside the batch, so two concurrent sends write one.
 */
export async function requestEmailChange(
  ctx: DomainContext,
  actor: Actor,
  options: RequestEmailChangeOptions,
): Promise<{ newEmail: string; expiresAt: string }> {
  await requireRecentSignIn(ctx, actor, options.sessionToken, EMAIL_CHANGE_REAUTH_MESSAGE);
  const newEmail = options.newEmail.trim().toLowerCase();
  if (newEmail === actor.email.toLowerCase()) {
    throw invalidInput(SAME_EMAIL_MESSAGE, { newEmail: SAME_EMAIL_MESSAGE });
  }

  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  const token = newSessionToken();
  const link = new URL("/api/auth/verify-email-change", options.appOrigin);
  link.searchParams.set("token", token);

  // The same new address, just asked for and still pending: a double submit, which mails once.
  const sameRequest = and(
    eq(emailChangeRequests.userId, actor.userId),
    eq(emailChangeRequests.newEmail, newEmail),
    isNull(emailChangeRequests.completedAt),
    isNull(emailChangeRequests.cancelledAt),
    gt(emailChangeRequests.expiresAt, now),
    gt(emailChangeRequests.createdAt, new Date(now.getTime() - DOUBLE_SUBMIT_WINDOW_MS)),
  );
  try {
    await ctx.directory.batch([
      batchGuard(ctx.directory, sql`not exists (select 1 from ${emailChangeRequests} where ${sameRequest})`),
      ctx.directory
        .update(emailChangeRequests)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(emailChangeRequests.userId, actor.userId),
            isNull(emailChangeRequests.completedAt),
            isNull(emailChangeRequests.cancelledAt),
          ),
        ),
      ctx.directory.insert(emailChangeRequests).values({
        userId: actor.userId,
        newEmail,
        tokenHash: await hashToken(token),
        createdAt: now,
        expiresAt,
      }),
      queueEmailStatement(ctx.directory, ctx.clock, {
        ...verificationEmail(link.toString()),
        to: newEmail,
        kind: "email_change_verification",
        companyId: actor.companyId,
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    const [made] = await ctx.directory
      .select({ expiresAt: emailChangeRequests.expiresAt })
      .from(emailChangeRequests)
      .where(sameRequest)
      .orderBy(desc(emailChangeRequests.createdAt))
      .limit(1);
    if (!made) throw error;
    return { newEmail, expiresAt: made.expiresAt.toISOString() };
  }
  return { newEmail, expiresAt: expiresAt.toISOString() };
}
