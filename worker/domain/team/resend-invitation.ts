import { and, eq } from "drizzle-orm";
import { invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import { conflict, INVITATION_NOT_PENDING_MESSAGE, type InvitationSentResponse } from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { userLimitReached } from "./invite-user";
import { invitationEmail } from "./team-mail";
import {
  companySeats,
  findCompanyInvitation,
  INVITATION_VALIDITY_MS,
  invitationStatus,
  personName,
  seatsFull,
  signInLinkFor,
  toInvitationDto,
} from "./team-rules";

/**
 * Sends a pending invitation's mail again and renews it for another 7 days. An invitation that had
 * expired takes a seat again, so the plan's limit is checked for it.
 */
export async function resendInvitation(
  ctx: DomainContext,
  actor: Actor,
  invitationId: number,
  input: { appOrigin: string },
): Promise<InvitationSentResponse> {
  requirePermission(actor, "team.manage");
  const invitation = await findCompanyInvitation(ctx, actor, invitationId);
  if (invitation.status !== "pending") throw conflict(INVITATION_NOT_PENDING_MESSAGE);
  const now = ctx.clock.now();
  const seats = await companySeats(ctx, actor.companyId);
  if (invitationStatus(invitation, now) === "expired" && seatsFull(seats) && seats.limit !== null)
    throw userLimitReached(seats.tier, seats.limit, seats.limitIsCompanyOwn);

  const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_MS);
  const signInLink = signInLinkFor(input.appOrigin);
  const emailQueued = actor.features.emailService !== false && seats.emailServiceEnabled;
  const [updated] = await ctx.directory.batch([
    ctx.directory
      .update(invitations)
      .set({ expiresAt })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, "pending")))
      .returning(),
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: "team.invitation_resend",
      targetType: "invitation",
      targetId: invitation.id,
      details: { email: invitation.email, expiresAt: expiresAt.toISOString(), emailQueued },
    }),
    ...(emailQueued
      ? [
          queueEmailStatement(
            ctx.directory,
            ctx.clock,
            invitationEmail({
              to: invitation.email,
              companyId: actor.companyId,
              companyName: seats.companyName,
              invitedByName: actor.displayName,
              signInLink,
              expiresAt,
            }),
          ),
        ]
      : []),
  ]);
  const row = updated[0];
  if (!row) throw conflict(INVITATION_NOT_PENDING_MESSAGE);
  const inviter = row.invitedByUserId
    ? (await ctx.directory.select().from(users).where(eq(users.id, row.invitedByUserId)).limit(1))[0]
    : undefined;
  return {
    invitation: toInvitationDto(row, inviter ? personName(inviter) : null, now),
    emailQueued,
    signInLink,
  };
}
