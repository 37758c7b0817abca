import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { platformSettings } from "../../db/schema";
import { constraintFailure } from "../constraint-failure";
import type { Database, DomainContext } from "../context";
import { forbidden, REGISTRATION_CLOSED_MESSAGE } from "../contract";
import { countPlatformUsers, platformUserCount, readMaxUsersGlobal } from "./platform-settings";

/** Refuses a new account when the platform holds its global maximum of users already. */
export async function requirePlatformCapacity(ctx: Pick<DomainContext, "directory">): Promise<void> {
  const [count, max] = await Promise.all([countPlatformUsers(ctx), readMaxUsersGlobal(ctx)]);
  if (count >= max) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
}

/**
 * The same rule inside the batch that creates the account, placed before the user insert: two
 * sign-ups racing for the last place cannot both pass. It rewrites the ceiling with itself while
 * there is room and with NULL when there is none, a NOT NULL failure that rolls the batch back.
 * `into` is the database of that batch: the directory's, or `ctx.companyDb` where the account is created
 * with its company's settings (a crossing, decision 027).
 */
export function platformCapacityGuard(into: Database): BatchItem<"sqlite"> {
  return into
    .update(platformSettings)
    .set({
      maxUsersGlobal: sql`case when ${platformUserCount} < ${platformSettings.maxUsersGlobal} then ${platformSettings.maxUsersGlobal} else null end`,
    })
    .where(eq(platformSettings.id, 1));
}

export function isPlatformCapacityFailure(error: unknown): boolean {
  const failure = constraintFailure(error);
  return failure?.kind === "not_null" && failure.detail.includes("platform_settings.max_users_global");
}
