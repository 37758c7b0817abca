import { eq, sql } from "drizzle-orm";
import { auditEvents, companies, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { toSessionUser } from "../auth/find-session-user";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  AppError,
  type CurrentUser,
  invalidInput,
  notFound,
  type UpdateProfileBody,
  USE_CHANGE_EMAIL_MESSAGE,
} from "../contract";
import { mirrorPeople } from "../people/people-mirror";

/**
 * Saves the Edit Profile dialog: first and last name for anyone; the company's display name only
 * with company.rename. The dialog sends the company name it shows, so only a different
 * name needs the permission (it is checked once the current name is read). The e-mail address is not changed
 * here (it needs verification): an address other than the current one is refused. Answers the
 * current user as GET /api/auth/user does.
 *
 * `seenCompanyName` is the company name the form showed (the web app's forms send it): the name
 * left as shown is no rename, and a rename of a company renamed by someone else since the form was
 * opened is refused (409, by the field) instead of writing over their change — checked again inside
 * the write's batch. Without it (the API), the name sent is the one wanted.
 */
export async function updateProfile(
  ctx: DomainContext,
  actor: Actor,
  body: UpdateProfileBody,
  options: { seenCompanyName?: string } = {},
): Promise<CurrentUser> {
  if (body.email !== undefined && body.email.toLowerCase() !== actor.email.toLowerCase()) {
    throw invalidInput(USE_CHANGE_EMAIL_MESSAGE, { email: USE_CHANGE_EMAIL_MESSAGE });
  }
  const current = await loadUserWithCompany(ctx, actor.userId);
  const currentCompanyName = current.company.displayName ?? current.company.name;
  const { seenCompanyName } = options;
  const wanted = body.companyName === seenCompanyName ? undefined : body.companyName;
  const renames = wanted !== undefined && wanted !== currentCompanyName;
  if (renames) requirePermission(actor, "company.rename");
  if (renames && seenCompanyName !== undefined && seenCompanyName !== currentCompanyName) {
    throw companyRenamedMeanwhile(currentCompanyName);
  }

  const now = ctx.clock.now();
  const updateUser = ctx.directory
    .update(users)
    .set({ firstName: body.firstName, lastName: body.lastName, updatedAt: now })
    .where(eq(users.id, actor.userId));
  if (renames) {
    const rename = [
      updateUser,
      ctx.directory
        .update(companies)
        .set({ displayName: wanted, updatedAt: now })
        .where(eq(companies.id, actor.companyId)),
      ctx.directory.insert(auditEvents).values({
        companyId: actor.companyId,
        actorUserId: actor.userId,
        action: "company.renamed",
        targetType: "company",
        targetId: String(actor.companyId),
        details: { from: currentCompanyName, to: wanted },
        createdAt: now,
      }),
    ] as const;
    if (seenCompanyName === undefined) await ctx.directory.batch(rename);
    else {
      // The name the form showed is still the company's when the batch runs: another admin's rename
      // between the read and the write is not overwritten.
      const unchanged = sql`exists (select 1 from ${companies} where ${companies.id} = ${actor.companyId} and coalesce(${companies.displayName}, ${companies.name}) = ${seenCompanyName})`;
      await ctx.directory.batch([batchGuard(ctx.directory, unchanged), ...rename]).catch(async (error) => {
        if (!isGuardFailure(error)) throw error;
        const renamed = await loadUserWithCompany(ctx, actor.userId);
        throw companyRenamedMeanwhile(renamed.company.displayName ?? renamed.company.name);
      });
    }
  } else {
    await updateUser;
  }
  const fresh = await loadUserWithCompany(ctx, actor.userId);
  await mirrorPeople(ctx, [fresh.user]);
  return toSessionUser(fresh.user, fresh.company).user;
}

async function loadUserWithCompany(ctx: DomainContext, userId: number) {
  const [row] = await ctx.directory
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound("user");
  return row;
}

function companyRenamedMeanwhile(name: string) {
  const message = `The company was renamed to “${name}” since this form was opened. Check the name and save again.`;
  return new AppError("conflict", message, { companyName: message });
}
