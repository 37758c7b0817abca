import { and, eq, isNull, ne } from "drizzle-orm";
import { companies, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { isGuardFailure } from "../batch-guard";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import {
  ALREADY_A_USER_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  type CustomerDto,
  conflict,
  forbidden,
  isPlatformAdmin,
  notFound,
  shownCompanyName,
  type UpdateCustomerBody,
} from "../contract";
import { mirrorPeople } from "../people/people-mirror";
import { activeCompany, findCustomerCompany, stillActiveGuard, tierChangeRefusal } from "./customer-rules";

/**
 * The customer edit dialog: a person's name and e-mail with their company's name, size, website
 * and plan, saved together with one audit row. A platform admin cannot be changed here (403); an
 * address someone else has is refused (409); a new address counts as unverified until the person
 * signs in with it. The company's name is its display name, as Edit Profile renames it.
 */
export async function updateCustomer(
  ctx: DomainContext,
  actor: Actor,
  userId: number,
  body: UpdateCustomerBody,
): Promise<{ customer: CustomerDto }> {
  requirePermission(actor, "platform.customers");
  const [row] = await ctx.directory
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt), activeCompany))
    .limit(1);
  if (!row) throw notFound("user");
  const { user, company } = row;
  if (isPlatformAdmin(user.role)) throw forbidden(CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE);
  const refusal = tierChangeRefusal(company.id, company.tier, body.subscriptionTier);
  if (refusal) throw refusal;

  const emailChanged = body.email !== user.email;
  if (emailChanged) {
    const [taken] = await ctx.directory
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(ALREADY_A_USER_MESSAGE);
  }

  const before = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyName: shownCompanyName(company),
    companySize: company.companySize,
    companyWebsite: company.website,
    subscriptionTier: company.tier,
  };
  const changes = Object.fromEntries(
    Object.entries(before)
      .filter(([field, value]) => body[field as keyof typeof before] !== value)
      .map(([field, value]) => [field, { from: value, to: body[field as keyof typeof before] }]),
  );

  const now = ctx.clock.now();
  let updated: Array<typeof users.$inferSelect>;
  try {
    [, updated] = await ctx.directory.batch([
      stillActiveGuard(ctx, company.id),
      ctx.directory
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          emailVerified: emailChanged ? false : user.emailVerified,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning(),
      ctx.directory
        .update(companies)
        .set({
          ...(before.companyName === body.companyName ? {} : { displayName: body.companyName }),
          companySize: body.companySize,
          website: body.companyWebsite,
          tier: body.subscriptionTier,
          updatedAt: now,
        })
        .where(eq(companies.id, company.id)),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "customers.update",
        targetType: "user",
        targetId: userId,
        details: { companyId: company.id, changes },
      }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw notFound("user");
    // Another request took the address between the check and the write.
    if (constraintFailure(error)?.kind === "unique") throw conflict(ALREADY_A_USER_MESSAGE);
    throw error;
  }
  await mirrorPeople(ctx, updated);

  const saved = await findCustomerCompany(ctx, company.id);
  return {
    customer: {
      userId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      companyId: saved.id,
      companyName: shownCompanyName(saved),
      companySize: saved.companySize,
      companyWebsite: saved.website,
      subscriptionTier: saved.subscriptionTier,
      documentCount: saved.documentCount,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    },
  };
}
