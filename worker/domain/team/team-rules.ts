import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { companies, companySettings, invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import {
  ADMIN_ROLES,
  type CompanyUserDto,
  INVITATION_VALIDITY_DAYS,
  type InvitationDto,
  type InvitationStatus,
  notFound,
  ROLES,
  type Role,
  TIER_LABELS,
  type Tier,
} from "../contract";
import { effectiveUserLimit } from "../users/check-registration-limit";

export const INVITATION_VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;
type InvitationRow = typeof invitations.$inferSelect;

/** A pending invitation past its expiry reads as 'expired' (no job rewrites the row). */
export function invitationStatus(
  invitation: Pick<InvitationRow, "status" | "expiresAt">,
  now: Date,
): InvitationStatus {
  return invitation.status === "pending" && invitation.expiresAt.getTime() <= now.getTime()
    ? "expired"
    : invitation.status;
}

export function toCompanyUserDto(user: UserRow): CompanyUserDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    deactivated: user.deactivatedAt !== null,
  };
}

export function toInvitationDto(
  invitation: InvitationRow,
  invitedByName: string | null,
  now: Date,
): InvitationDto {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    invitedByName,
  };
}

export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;

/** Active (not deactivated) users of the company. */
export const activeUserOf = (companyId: number) =>
  and(eq(users.companyId, companyId), isNull(users.deactivatedAt));

/** Pending invitations of the company that have not expired: each holds a seat. */
export const openInvitationOf = (companyId: number, now: Date) =>
  and(
    eq(invitations.companyId, companyId),
    eq(invitations.status, "pending"),
    gt(invitations.expiresAt, now),
  );

export interface Seats {
  tier: Tier;
  companyName: string;
  emailServiceEnabled: boolean;
  users: number;
  pendingInvitations: number;
  /** Users plus pending invitations. */
  used: number;
  /** The plan's limit, lowered by the company's maxUsers setting; null = unlimited. */
  limit: number | null;
  /** Whether `limit` is the company's own maxUsers (below the plan's), not the plan's. */
  limitIsCompanyOwn: boolean;
}

/** The company's seats: who holds one (users and open invitations) and how many it may have. */
export async function companySeats(ctx: DomainContext, companyId: number): Promise<Seats> {
  const now = ctx.clock.now();
  const [company, userCount, invitationCount] = await Promise.all([
    ctx.directory
      .select({
        tier: companies.tier,
        name: companies.name,
        displayName: companies.displayName,
        maxUsers: companySettings.maxUsers,
        emailServiceEnabled: companySettings.emailServiceEnabled,
      })
      .from(companies)
      .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1),
    ctx.directory.select({ value: count() }).from(users).where(activeUserOf(companyId)),
    ctx.directory.select({ value: count() }).from(invitations).where(openInvitationOf(companyId, now)),
  ]);
  const row = company[0];
  if (!row) throw notFound("company");
  const userTotal = userCount[0]?.value ?? 0;
  const pending = invitationCount[0]?.value ?? 0;
  return {
    tier: row.tier,
    companyName: row.displayName ?? row.name,
    emailServiceEnabled: row.emailServiceEnabled ?? true,
    users: userTotal,
    pendingInvitations: pending,
    used: userTotal + pending,
    limit: effectiveUserLimit(row.tier, row.maxUsers),
    limitIsCompanyOwn: effectiveUserLimit(row.tier, row.maxUsers) !== effectiveUserLimit(row.tier, null),
  };
}

export const seatsFull = (seats: Seats) => seats.limit !== null && seats.used >= seats.limit;

export const planLabel = (tier: Tier) => TIER_LABELS[tier];

/** One of the actor's company's active users, or 404 (another company's id reads as missing). */
export async function findCompanyUser(ctx: DomainContext, actor: Actor, userId: number): Promise<UserRow> {
  const [user] = await ctx.directory
    .select()
    .from(users)
    .where(and(eq(users.id, userId), activeUserOf(actor.companyId)))
    .limit(1);
  if (!user) throw notFound("user");
  return user;
}

/** One of the actor's company's invitations, or 404. */
export async function findCompanyInvitation(
  ctx: DomainContext,
  actor: Actor,
  invitationId: number,
): Promise<InvitationRow> {
  const [invitation] = await ctx.directory
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, actor.companyId)))
    .limit(1);
  if (!invitation) throw notFound("invitation");
  return invitation;
}

/** How many admins (any admin role) the company has. */
export async function adminCount(ctx: DomainContext, companyId: number): Promise<number> {
  const [row] = await ctx.directory
    .select({ value: count() })
    .from(users)
    .where(and(activeUserOf(companyId), inArray(users.role, ADMIN_ROLES as Role[])));
  return row?.value ?? 0;
}

export const isAdminRole = (role: Role) => (ADMIN_ROLES as readonly Role[]).includes(role);

export const emptyRoleCounts = (): Record<Role, number> =>
  Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;

/** The link in an invitation or verification mail: straight to the identity provider's sign-in. */
export const signInLinkFor = (appOrigin: string) => new URL("/api/login", appOrigin).toString();

// Conditions for batchGuard (worker/domain/batch-guard.ts): the rules above, checked again inside
// the write's own batch, so that two requests at once cannot both pass a read-then-write check.

/** The company's active users and open invitations are within the limit (after the write). */
export const withinSeatLimit = (companyId: number, limit: number, now: Date) =>
  sql`(select count(*) from ${users} where ${activeUserOf(companyId)}) + (select count(*) from ${invitations} where ${openInvitationOf(companyId, now)}) <= ${limit}`;

/** The address has at most one open invitation to the company (the one just written). */
export const oneOpenInvitationOf = (companyId: number, email: string, now: Date) =>
  sql`(select count(*) from ${invitations} where ${openInvitationOf(companyId, now)} and ${invitations.email} = ${email}) <= 1`;

/** An active user of the company other than this one remains. */
export const anotherUserRemains = (companyId: number, userId: number) =>
  sql`exists (select 1 from ${users} where ${activeUserOf(companyId)} and ${users.id} <> ${userId})`;

/** An active admin of the company other than this user remains. */
export const anotherAdminRemains = (companyId: number, userId: number) =>
  sql`exists (select 1 from ${users} where ${activeUserOf(companyId)} and ${inArray(users.role, ADMIN_ROLES as Role[])} and ${users.id} <> ${userId})`;
