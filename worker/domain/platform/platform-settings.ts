import { and, eq, isNull, sql } from "drizzle-orm";
import { companies, platformSettings, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import {
  DEFAULT_MAX_USERS_GLOBAL,
  type PlatformSettingsDto,
  type PlatformSettingsUpdateInput,
} from "../contract";

const SETTINGS_ROW_ID = 1;

/**
 * A person who holds an account now: not deactivated, and not of a company in the recycle bin
 * (over `users` joined to their company). Every count of people uses it — the Users tile, the
 * Active users tile, the check before a sign-up and the guard in its batch — so none can count
 * someone the others leave out (Active users could exceed Users).
 */
export const holdsAccount = and(isNull(users.deactivatedAt), isNull(companies.deletedAt))!;

/** How many people hold an account now (holdsAccount), as one SQL expression. */
export const platformUserCount = sql<number>`(select count(*) from ${users} join ${companies} on ${companies.id} = ${users.companyId}
  where ${holdsAccount})`;

export async function countPlatformUsers(ctx: Pick<DomainContext, "directory">): Promise<number> {
  const [row] = await ctx.directory.all<{ value: number }>(sql`select ${platformUserCount} as value`);
  return Number(row?.value ?? 0);
}

/** The platform-wide user ceiling (migration 0004 writes its row; the default stands in if it is gone). */
export async function readMaxUsersGlobal(ctx: Pick<DomainContext, "directory">): Promise<number> {
  const [row] = await ctx.directory
    .select({ maxUsersGlobal: platformSettings.maxUsersGlobal })
    .from(platformSettings)
    .where(eq(platformSettings.id, SETTINGS_ROW_ID));
  return row?.maxUsersGlobal ?? DEFAULT_MAX_USERS_GLOBAL;
}

export async function getPlatformSettings(ctx: DomainContext, actor: Actor): Promise<PlatformSettingsDto> {
  requirePermission(actor, "platform.settings");
  const [[row], currentUsers] = await Promise.all([
    ctx.directory.select().from(platformSettings).where(eq(platformSettings.id, SETTINGS_ROW_ID)),
    countPlatformUsers(ctx),
  ]);
  return {
    maxUsersGlobal: row?.maxUsersGlobal ?? DEFAULT_MAX_USERS_GLOBAL,
    currentUsers,
    updatedAt: (row?.updatedAt ?? ctx.clock.now()).toISOString(),
  };
}

/**
 * Sets the global maximum users. A ceiling below today's count is allowed (nobody is removed):
 * it closes registration until people leave, which is what an operator lowering it wants.
 */
export async function updatePlatformSettings(
  ctx: DomainContext,
  actor: Actor,
  input: PlatformSettingsUpdateInput,
): Promise<PlatformSettingsDto> {
  requirePermission(actor, "platform.settings");
  const now = ctx.clock.now();
  const previous = await readMaxUsersGlobal(ctx);
  await ctx.directory.batch([
    ctx.directory
      .insert(platformSettings)
      .values({
        id: SETTINGS_ROW_ID,
        maxUsersGlobal: input.maxUsersGlobal,
        updatedAt: now,
        updatedByUserId: actor.userId,
      })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: { maxUsersGlobal: input.maxUsersGlobal, updatedAt: now, updatedByUserId: actor.userId },
      }),
    auditEventStatement(ctx.directory, ctx.clock, actor, {
      action: "platform.settings.update",
      targetType: "platform_settings",
      targetId: SETTINGS_ROW_ID,
      details: { maxUsersGlobal: { from: previous, to: input.maxUsersGlobal } },
    }),
  ]);
  return getPlatformSettings(ctx, actor);
}
