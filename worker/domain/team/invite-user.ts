import { and, eq, lte, sql } from "drizzle-orm";
import { invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  ALREADY_A_USER_MESSAGE,
  ALREADY_INVITED_MESSAGE,
  AppError,
  conflict,
  type InvitationSentResponse,
  type InviteUserBody,
  userLimitMessage,
} from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { invitationEmail } from "./team-mail";
import {
  companySeats,
  INVITATION_VALIDITY_MS,
  oneOpenInvitationOf,
  openInvitationOf,
  planLabel,
  seatsFull,
  signInLinkFor,
  toInvitationDto,
  withinSeatLimit,
} from "./team-rules";

export interface InviteUserInput extends InviteUserBody {
  /** The app's public origin (APP_URL, or the request's origin), for the sign-in link. */
  appOrigin: string;
}

/** The error a full company answers: 409 with the spec's 'User limit reached' text. */
export const userLimitReached = (
  tier: Parameters<typeof planLabel>[0],
  limit: number,
  limitIsCompanyOwn = false,
) => new AppError("conflict", userLimitMessage(planLabel(tier), limit, limitIsCompanyOwn));

/**
 * Invites an address into the actor's company as a user: a pending invitation valid for 7 days and,
 * when the company's e-mail service is on, a mail with the sign-in link (queued with the change).
 * Pending invitations hold seats, so the plan's limit counts them.
 */
export async function inviteUser(
  ctx: DomainContext,
  actor: Actor,
  input: InviteUserInput,
): Promise<InvitationSentResponse> {
  requirePermission(actor, "team.manage");
  const email = input.email.trim().toLowerCase();
  const now = ctx.clock.now();

  const [existingUser] = await ctx.directory
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existingUser) throw conflict(ALREADY_A_USER_MESSAGE);
  const [openInvitation] = await ctx.directory
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(openInvitationOf(actor.companyId, now), eq(invitations.email, email)))
    .limit(1);
  if (openInvitation) throw conflict(ALREADY_INVITED_MESSAGE);

  const seats = await companySeats(ctx, actor.companyId);
  if (seatsFull(seats) && seats.limit !== null)
    throw userLimitReached(seats.tier, seats.limit, seats.limitIsCompanyOwn);

  const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_MS);
  const signInLink = signInLinkFor(input.appOrigin);
  const emailQueued = actor.features.emailService !== false && seats.emailServiceEnabled;

  let inserted: Array<typeof invitations.$inferSelect>;
  try {
    [inserted] = await ctx.directory.batch([
      ctx.directory
        .insert(invitations)
        .values({
          companyId: actor.companyId,
          email,
          role: "user",
          status: "pending",
          invitedByUserId: actor.userId,
          createdAt: now,
          expiresAt,
        })
        .returning(),
      // Straight after the insert: last_insert_rowid() is the new invitation's id.
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "team.invite",
        targetType: "invitation",
        targetId: sql`last_insert_rowid()`,
        details: { email, role: "user", expiresAt: expiresAt.toISOString(), emailQueued },
      }),
      // Earlier invitations of this address that lapsed are settled as expired.
      ctx.directory
        .update(invitations)
        .set({ status: "expired" })
        .where(
          and(
            eq(invitations.companyId, actor.companyId),
            eq(invitations.email, email),
            eq(invitations.status, "pending"),
            lte(invitations.expiresAt, now),
          ),
        ),
      ...(emailQueued
        ? [
            queueEmailStatement(
              ctx.directory,
              ctx.clock,
              invitationEmail({
                to: email,
                companyId: actor.companyId,
                companyName: seats.companyName,
                invitedByName: actor.displayName,
                signInLink,
                expiresAt,
              }),
            ),
          ]
        : []),
      // The duplicate check again, inside the batch: the same invitation sent twice at once (a
      // double submit) must write once.
      batchGuard(ctx.directory, oneOpenInvitationOf(actor.companyId, email, now)),
      // The seat check again, inside the batch: another invitation may have taken the last seat.
      ...(seats.limit === null
        ? []
        : [batchGuard(ctx.directory, withinSeatLimit(actor.companyId, seats.limit, now))]),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Which guard refused: the address invited meanwhile, or else the last seat taken.
    const [invitedMeanwhile] = await ctx.directory
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(openInvitationOf(actor.companyId, now), eq(invitations.email, email)))
      .limit(1);
    if (invitedMeanwhile || seats.limit === null) throw conflict(ALREADY_INVITED_MESSAGE);
    throw userLimitReached(seats.tier, seats.limit, seats.limitIsCompanyOwn);
  }
  const invitation = inserted[0];
  if (!invitation) throw new Error("The invitation was not written.");
  return { invitation: toInvitationDto(invitation, actor.displayName, now), emailQueued, signInLink };
}
