import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { type AuditActor, auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  type AssignableRole,
  CANNOT_DELETE_LAST_USER_MESSAGE,
  CANNOT_REMOVE_LAST_ADMIN_MESSAGE,
  type CompanyUserDto,
  conflict,
  notFound,
  type ResendVerificationResponse,
  type ResetPasswordResponse,
  ROLE_LABELS,
  roleChangedMeanwhileMessage,
} from "../contract";
import { type QueuedEmail, queueEmailStatement } from "../mail/queue-email";
import { forgetPeople, mirrorPeople } from "../people/people-mirror";
import { passwordResetEmail, verificationEmail } from "./team-mail";
import {
  activeUserOf,
  adminCount,
  anotherAdminRemains,
  anotherUserRemains,
  companySeats,
  isAdminRole,
  personName,
  signInLinkFor,
  toCompanyUserDto,
} from "./team-rules";

// The four changes to a person's account, with the rules every caller keeps: a company admin on
// their own team (team/*, the actor's company) and a platform admin on any company's people from
// Customer Management (customers/*). Each takes the target row its caller found and checked, and
// works in the target's company — never the actor's, which for a platform admin is 10001.

type UserRow = typeof users.$inferSelect;

/** How the change is recorded: the audit action, and details the caller adds (the company, say). */
export interface AuditAs {
  action: string;
  details?: Record<string, unknown>;
}

/**
 * Switches the person between user and company_admin. The company's last admin cannot lose admin
 * rights, checked before and again inside the batch (another admin may be demoted meanwhile).
 */
export async function writeRoleChange(
  ctx: DomainContext,
  actor: Actor,
  target: UserRow,
  role: AssignableRole,
  audit: AuditAs,
): Promise<{ user: CompanyUserDto }> {
  if (target.role === role) return { user: toCompanyUserDto(target) };
  const companyId = target.companyId;
  const demotesAnAdmin = isAdminRole(target.role) && !isAdminRole(role);
  if (demotesAnAdmin && (await adminCount(ctx, companyId)) <= 1)
    throw conflict(CANNOT_REMOVE_LAST_ADMIN_MESSAGE);

  // Written once: the batch runs only while the person still holds the role read above, so a
  // double submit (two requests at once) changes the role and writes its audit row one time.
  const unchanged = sql`exists (select 1 from ${users} where ${users.id} = ${target.id} and ${users.role} = ${target.role})`;
  const stillAllowed = demotesAnAdmin
    ? sql`${unchanged} and ${anotherAdminRemains(companyId, target.id)}`
    : unchanged;
  let updated: Array<UserRow>;
  try {
    [, updated] = await ctx.directory.batch([
      batchGuard(ctx.directory, stillAllowed),
      ctx.directory
        .update(users)
        .set({ role, updatedAt: ctx.clock.now() })
        .where(and(eq(users.id, target.id), eq(users.companyId, companyId)))
        .returning(),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: audit.action,
        targetType: "user",
        targetId: target.id,
        details: { email: target.email, from: target.role, to: role, ...audit.details },
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Another request changed the person meanwhile: the same change answers as done, a removal
    // is the 404 a stale form gets, anything else is the last-admin rule.
    const [now] = await ctx.directory
      .select()
      .from(users)
      .where(and(eq(users.id, target.id), activeUserOf(companyId)));
    if (!now) throw notFound("user");
    if (now.role === role) return { user: toCompanyUserDto(now) };
    if (now.role !== target.role)
      throw conflict(roleChangedMeanwhileMessage(personName(now), ROLE_LABELS[now.role]));
    throw conflict(CANNOT_REMOVE_LAST_ADMIN_MESSAGE);
  }
  const row = updated[0];
  if (!row) throw new Error("The user disappeared during the role change.");
  await mirrorPeople(ctx, [row]);
  return { user: toCompanyUserDto(row) };
}

/**
 * Removes the person from their company; their sessions are deleted in the same batch, so their
 * cookie stops working at once. What they wrote stays (every reference to a user is ON DELETE SET
 * NULL; versions keep the author's name). Not the company's only user, nor its last admin.
 */
export async function writeUserRemoval(
  ctx: DomainContext,
  actor: AuditActor,
  target: UserRow,
  audit: AuditAs,
): Promise<{ removed: true; userId: number }> {
  const companyId = target.companyId;
  // A deactivated person holds no seat and counts as no admin: only removing an active one can
  // leave the company without a user or an admin.
  const active = target.deactivatedAt === null;
  if (active) await assertNotOnlyUser(ctx, companyId);
  if (active && isAdminRole(target.role) && (await adminCount(ctx, companyId)) <= 1)
    throw conflict(CANNOT_REMOVE_LAST_ADMIN_MESSAGE);

  // The rules again, inside the batch: another removal or demotion may have happened since.
  // …and the person is still there as read (active, or deactivated: a provisioning service removes
  // people it deactivated first): a double submit removes them and writes its audit row once.
  const asRead = active ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt);
  const stillThere = sql`exists (select 1 from ${users} where ${users.id} = ${target.id} and ${users.companyId} = ${companyId} and ${asRead})`;
  const stillAllowed = !active
    ? stillThere
    : isAdminRole(target.role)
      ? sql`${stillThere} and ${anotherUserRemains(companyId, target.id)} and ${anotherAdminRemains(companyId, target.id)}`
      : sql`${stillThere} and ${anotherUserRemains(companyId, target.id)}`;
  try {
    await ctx.directory.batch([
      batchGuard(ctx.directory, stillAllowed),
      ctx.directory.delete(sessions).where(eq(sessions.userId, target.id)),
      ctx.directory.delete(users).where(and(eq(users.id, target.id), eq(users.companyId, companyId))),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: audit.action,
        targetType: "user",
        targetId: target.id,
        details: { email: target.email, role: target.role, ...audit.details },
      }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    const [still] = await ctx.directory
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, target.id), eq(users.companyId, companyId), asRead));
    if (!still) throw notFound("user");
    throw conflict(
      (await activeUserCount(ctx, companyId)) <= 1
        ? CANNOT_DELETE_LAST_USER_MESSAGE
        : CANNOT_REMOVE_LAST_ADMIN_MESSAGE,
    );
  }
  await forgetPeople(ctx, [target]);
  return { removed: true, userId: target.id };
}

const activeUserCount = async (ctx: DomainContext, companyId: number) =>
  (await ctx.directory.select({ value: count() }).from(users).where(activeUserOf(companyId)))[0]?.value ?? 0;

/** A company keeps at least one user: its only one cannot be removed (the first thing a removal says). */
export async function assertNotOnlyUser(ctx: DomainContext, companyId: number) {
  if ((await activeUserCount(ctx, companyId)) <= 1) throw conflict(CANNOT_DELETE_LAST_USER_MESSAGE);
}

/** Where a reset or verification mail sends the person, and whether the caller's side lets it go. */
export interface AccountMailInput {
  appOrigin: string;
  /** False when the caller's own company switched e-mail off (a company admin's team). */
  emailAllowed: boolean;
}

/**
 * The part the two mailing changes share: whether the mail goes (the caller allows it and the
 * target's company sends e-mail), the audit row saying so, and the mail itself when it goes.
 */
async function auditedAccountMail(
  ctx: DomainContext,
  actor: Actor,
  target: UserRow,
  input: AccountMailInput,
  audit: AuditAs,
  mail: (companyName: string) => QueuedEmail,
) {
  const seats = await companySeats(ctx, target.companyId);
  const emailQueued = input.emailAllowed && seats.emailServiceEnabled;
  const statements = [
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: audit.action,
      targetType: "user",
      targetId: target.id,
      details: { email: target.email, emailQueued, ...audit.details },
    }),
    ...(emailQueued ? [queueEmailStatement(ctx.directory, ctx.clock, mail(seats.companyName))] : []),
  ] as const;
  return { emailQueued, statements };
}

/**
 * Passwords live at the identity provider, so a reset ends all of the person's sessions and e-mails
 * them where to set a new password. With the company's e-mail service off nothing is sent; the
 * answer carries the URL to pass on.
 */
export async function writePasswordReset(
  ctx: DomainContext,
  actor: Actor,
  target: UserRow,
  input: AccountMailInput & { resetUrl: string },
  audit: AuditAs,
): Promise<ResetPasswordResponse> {
  const { emailQueued, statements } = await auditedAccountMail(
    ctx,
    actor,
    target,
    input,
    audit,
    (companyName) =>
      passwordResetEmail({
        to: target.email,
        companyId: target.companyId,
        companyName,
        resetUrl: input.resetUrl,
        signInLink: signInLinkFor(input.appOrigin),
      }),
  );
  const [ended] = await ctx.directory.batch([
    ctx.directory.delete(sessions).where(eq(sessions.userId, target.id)).returning({ id: sessions.id }),
    ...statements,
  ]);
  return { sessionsEnded: ended.length, emailQueued, resetUrl: input.resetUrl };
}

/**
 * E-mails an unverified person a link to sign in: the identity provider verifies the address and
 * sign-in records it. The caller refuses a verified address first.
 */
export async function writeVerificationResend(
  ctx: DomainContext,
  actor: Actor,
  target: UserRow,
  input: AccountMailInput,
  audit: AuditAs,
): Promise<ResendVerificationResponse> {
  const signInLink = signInLinkFor(input.appOrigin);
  const { emailQueued, statements } = await auditedAccountMail(
    ctx,
    actor,
    target,
    input,
    audit,
    (companyName) =>
      verificationEmail({ to: target.email, companyId: target.companyId, companyName, signInLink }),
  );
  await ctx.directory.batch(statements);
  return { emailQueued, signInLink };
}
