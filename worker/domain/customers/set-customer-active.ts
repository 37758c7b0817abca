import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { companies, sessions, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  ADMIN_ROLES,
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  type CustomerActivationResponse,
  conflict,
  forbidden,
  isAdmin,
  isPlatformAdmin,
  LAST_ACTIVE_ADMIN_MESSAGE,
  notFound,
} from "../contract";
import { mirrorPeople } from "../people/people-mirror";
import { toCompanyUserDto } from "../team/team-rules";
import { activeCompany } from "./customer-rules";

/** Another active admin of the company besides `userId`, evaluated inside the batch. */
const anotherActiveAdmin = (companyId: number, userId: number) =>
  sql`exists (select 1 from ${users} where ${users.companyId} = ${companyId} and ${users.id} <> ${userId}
    and ${users.deactivatedAt} is null and ${users.role} in (${sql.join(
      ADMIN_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )}))`;

/** The person is still as they were read (active, or deactivated), evaluated inside the batch. */
const stillActive = (userId: number, active: boolean) =>
  active
    ? sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.deactivatedAt} is null)`
    : sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.deactivatedAt} is not null)`;

const alreadyMessage = (active: boolean) =>
  active ? "This person is already active." : "This person is already deactivated.";

/**
 * Deactivates a customer (they can no longer sign in, their sessions end at once, they hold no
 * seat) or reactivates them; nothing they wrote changes. A platform admin cannot be changed here,
 * and a company keeps at least one active admin — checked again inside the batch, with the
 * person's state: of two requests at once (a double submit) one changes them and writes the audit
 * row, the other is the 409 of a repeat.
 */
export async function setCustomerActive(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  active: boolean,
): Promise<CustomerActivationResponse> {
  requirePermission(actor, "platform.customers");
  const [found] = await ctx.directory
    .select({ user: users })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), activeCompany))
    .limit(1);
  if (!found) throw notFound("user");
  const { user } = found;
  if (isPlatformAdmin(user.role)) throw forbidden(CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE);
  if ((user.deactivatedAt === null) === active) throw conflict(alreadyMessage(active));

  const now = ctx.clock.now();
  const unchanged = stillActive(user.id, !active);
  const guard = [
    batchGuard(
      ctx.directory,
      !active && isAdmin(user.role)
        ? sql`(${unchanged}) and (${anotherActiveAdmin(user.companyId, user.id)})`
        : unchanged,
    ),
  ];
  try {
    await ctx.directory.batch([
      ...guard,
      ctx.directory
        .update(users)
        .set({ deactivatedAt: active ? null : now, updatedAt: now })
        .where(
          and(eq(users.id, user.id), active ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)),
        ),
      ...(active ? [] : [ctx.directory.delete(sessions).where(eq(sessions.userId, user.id))]),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: active ? "customers.reactivate" : "customers.deactivate",
        targetType: "user",
        targetId: user.id,
        details: { companyId: user.companyId, email: user.email },
      }),
    ] as [ReturnType<typeof auditEventStatement>]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Changed meanwhile (the same change, sent twice), else the company's last active admin.
    const [current] = await ctx.directory
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, user.id));
    if (!current) throw notFound("user");
    if ((current.deactivatedAt === null) === active) throw conflict(alreadyMessage(active));
    throw conflict(LAST_ACTIVE_ADMIN_MESSAGE);
  }
  const [updated] = await ctx.directory.select().from(users).where(eq(users.id, user.id));
  if (!updated) throw notFound("user");
  await mirrorPeople(ctx, [updated]);
  return { user: toCompanyUserDto(updated), active };
}
