import { eq } from "drizzle-orm";
import { auditEvents, companies, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { toSessionUser } from "../auth/find-session-user";
import type { DomainContext } from "../context";
import {
  type CurrentUser,
  invalidInput,
  notFound,
  type UpdateProfileBody,
  USE_CHANGE_EMAIL_MESSAGE,
} from "../contract";

/**
 * Saves the Edit Profile dialog: first and last name for anyone; the company's display name only
 * with company.rename. The dialog sends the company name it shows, so only a different
 * name needs the permission (it is checked once the current name is read). The e-mail address is not changed
 * here (it needs verification): an address other than the current one is refused. Answers the
 * current user as GET /api/auth/user does.
 */
export async function updateProfile(
  ctx: DomainContext,
  actor: Actor,
  body: UpdateProfileBody,
): Promise<CurrentUser> {
  if (body.email !== undefined && body.email.toLowerCase() !== actor.email.toLowerCase()) {
    throw invalidInput(USE_CHANGE_EMAIL_MESSAGE, { email: USE_CHANGE_EMAIL_MESSAGE });
  }
  const current = await loadUserWithCompany(ctx, actor.userId);
  const currentCompanyName = current.company.displayName ?? current.company.name;
  const renames = body.companyName !== undefined && body.companyName !== currentCompanyName;
  if (renames) requirePermission(actor, "company.rename");

  const now = ctx.clock.now();
  const updateUser = ctx.db
    .update(users)
    .set({ firstName: body.firstName, lastName: body.lastName, updatedAt: now })
    .where(eq(users.id, actor.userId));
  if (renames) {
    await ctx.db.batch([
      updateUser,
      ctx.db
        .update(companies)
        .set({ displayName: body.companyName, updatedAt: now })
        .where(eq(companies.id, actor.companyId)),
      ctx.db.insert(auditEvents).values({
        companyId: actor.companyId,
        actorUserId: actor.userId,
        action: "company.renamed",
        targetType: "company",
        targetId: String(actor.companyId),
        details: { from: currentCompanyName, to: body.companyName },
        createdAt: now,
      }),
    ]);
  } else {
    await updateUser;
  }
  const fresh = await loadUserWithCompany(ctx, actor.userId);
  return toSessionUser(fresh.user, fresh.company).user;
}

async function loadUserWithCompany(ctx: DomainContext, userId: number) {
  const [row] = await ctx.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound("user");
  return row;
}
