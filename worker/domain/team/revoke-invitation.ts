import { and, eq } from "drizzle-orm";
import { invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import { conflict, INVITATION_NOT_PENDING_MESSAGE, type InvitationDto } from "../contract";
import { findCompanyInvitation, personName, toInvitationDto } from "./team-rules";

/** Revokes a pending invitation (an expired one too): its seat frees and signing in no longer joins. */
export async function revokeInvitation(
  ctx: DomainContext,
  actor: Actor,
  invitationId: number,
): Promise<{ invitation: InvitationDto }> {
  requirePermission(actor, "team.manage");
  const invitation = await findCompanyInvitation(ctx, actor, invitationId);
  if (invitation.status !== "pending") throw conflict(INVITATION_NOT_PENDING_MESSAGE);
  const now = ctx.clock.now();
  const [updated] = await ctx.directory.batch([
    ctx.directory
      .update(invitations)
      .set({ status: "revoked" })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, "pending")))
      .returning(),
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: "team.invitation_revoke",
      targetType: "invitation",
      targetId: invitation.id,
      details: { email: invitation.email },
    }),
  ]);
  const row = updated[0];
  if (!row) throw conflict(INVITATION_NOT_PENDING_MESSAGE);
  const inviter = row.invitedByUserId
    ? (await ctx.directory.select().from(users).where(eq(users.id, row.invitedByUserId)).limit(1))[0]
    : undefined;
  return { invitation: toInvitationDto(row, inviter ? personName(inviter) : null, now) };
}
