import { and, eq, isNull } from "drizzle-orm";
import { emailChangeRequests, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { hashToken, newSessionToken } from "../auth/session-token";
import type { DomainContext } from "../context";
import { conflict, invalidInput } from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { EMAIL_CHANGE_TTL_MS, EMAIL_IN_USE_MESSAGE, SAME_EMAIL_MESSAGE } from "./email-change-rules";

export interface RequestEmailChangeOptions {
  newEmail: string;
  /** The app's public origin, for the link in the e-mail (APP_URL, or the request's origin). */
  appOrigin: string;
}

/**
 * Starts an e-mail change: a new request with a random token (only its SHA-256 is stored) that
 * expires in 24 hours, earlier pending requests of the user cancelled, and a verification e-mail to
 * the NEW address queued — all in one batch. The current address stays in use until the link is
 * followed (verifyEmailChange).
 */
export async function requestEmailChange(
  ctx: DomainContext,
  actor: Actor,
  options: RequestEmailChangeOptions,
): Promise<{ newEmail: string; expiresAt: string }> {
  const newEmail = options.newEmail.trim().toLowerCase();
  if (newEmail === actor.email.toLowerCase()) {
    throw invalidInput(SAME_EMAIL_MESSAGE, { newEmail: SAME_EMAIL_MESSAGE });
  }
  // Addresses are stored lower-case (sign-in and this operation normalise them): the unique index answers.
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (taken) throw conflict(EMAIL_IN_USE_MESSAGE);

  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  const token = newSessionToken();
  const link = new URL("/api/auth/verify-email-change", options.appOrigin);
  link.searchParams.set("token", token);

  await ctx.db.batch([
    ctx.db
      .update(emailChangeRequests)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(emailChangeRequests.userId, actor.userId),
          isNull(emailChangeRequests.completedAt),
          isNull(emailChangeRequests.cancelledAt),
        ),
      ),
    ctx.db.insert(emailChangeRequests).values({
      userId: actor.userId,
      newEmail,
      tokenHash: await hashToken(token),
      createdAt: now,
      expiresAt,
    }),
    queueEmailStatement(ctx, {
      to: newEmail,
      subject: "Confirm your new Charterly e-mail address",
      text: verificationText(actor, link.toString()),
      html: verificationHtml(actor, link.toString()),
      kind: "email_change_verification",
      companyId: actor.companyId,
    }),
  ]);
  return { newEmail, expiresAt: expiresAt.toISOString() };
}

function verificationText(actor: Actor, link: string) {
  return [
    `Hello ${actor.displayName},`,
    "",
    `You asked to change the e-mail address of your Charterly account from ${actor.email} to this address.`,
    "Confirm the change by opening this link within 24 hours:",
    "",
    link,
    "",
    `Until then you keep signing in with ${actor.email}. If you did not ask for this, ignore this e-mail: nothing changes.`,
  ].join("\n");
}

function verificationHtml(actor: Actor, link: string) {
  const e = escapeHtml;
  return [
    `<p>Hello ${e(actor.displayName)},</p>`,
    `<p>You asked to change the e-mail address of your Charterly account from ${e(actor.email)} to this address.</p>`,
    `<p><a href="${e(link)}">Confirm the new address</a> within 24 hours.</p>`,
    `<p>Until then you keep signing in with ${e(actor.email)}. If you did not ask for this, ignore this e-mail: nothing changes.</p>`,
  ].join("\n");
}

function escapeHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
