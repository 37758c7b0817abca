import { asc, desc, eq } from "drizzle-orm";
import { invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { CompanyUsersResponse } from "../contract";
import {
  companySeats,
  emptyRoleCounts,
  personName,
  planLabel,
  seatsFull,
  toCompanyUserDto,
  toInvitationDto,
} from "./team-rules";

/** How many settled (accepted, revoked, expired) invitations the list keeps after the pending ones. */
const SETTLED_INVITATIONS_SHOWN = 20;

/** The Team Members tab: the company's users, its invitations (pending first) and its seats. */
export async function listCompanyUsers(ctx: DomainContext, actor: Actor): Promise<CompanyUsersResponse> {
  requirePermission(actor, "team.read");
  const now = ctx.clock.now();
  const [userRows, invitationRows, seats] = await Promise.all([
    ctx.directory
      .select()
      .from(users)
      // Deactivated people too: listed as such, not dropped, though they hold no seat.
      .where(eq(users.companyId, actor.companyId))
      .orderBy(asc(users.createdAt), asc(users.id)),
    ctx.directory
      .select({ invitation: invitations, inviter: users })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedByUserId))
      .where(eq(invitations.companyId, actor.companyId))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(200),
    companySeats(ctx, actor.companyId),
  ]);
  const all = invitationRows.map((row) =>
    toInvitationDto(row.invitation, row.inviter ? personName(row.inviter) : null, now),
  );
  const pending = all.filter((invitation) => invitation.status === "pending");
  const settled = all
    .filter((invitation) => invitation.status !== "pending")
    .slice(0, SETTLED_INVITATIONS_SHOWN);
  const countsByRole = emptyRoleCounts();
  for (const user of userRows) if (user.deactivatedAt === null) countsByRole[user.role]++;
  return {
    users: userRows.map(toCompanyUserDto),
    invitations: [...pending, ...settled],
    overview: {
      tier: seats.tier,
      planLabel: planLabel(seats.tier),
      countsByRole,
      totalUsers: seats.users,
      pendingInvitations: seats.pendingInvitations,
      seatsUsed: seats.used,
      seatLimit: seats.limit,
      seatLimitIsCompanyOwn: seats.limitIsCompanyOwn,
      canInvite: !seatsFull(seats),
    },
  };
}
