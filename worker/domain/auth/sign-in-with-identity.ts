import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { auditEvents, companies, companySettings, invitations, users } from "../../db/schema";
import type { DomainContext } from "../context";
import {
  AppError,
  COMPANY_DELETED_SIGN_IN_MESSAGE,
  ENTERPRISE_TIERS,
  forbidden,
  isAppError,
  isCompanyName,
  REGISTRATION_CLOSED_MESSAGE,
  type Tier,
} from "../contract";
import { mirrorPeople } from "../people/people-mirror";
import { placeNewCompany } from "../platform/company-placement";
import {
  isPlatformCapacityFailure,
  platformCapacityGuard,
  requirePlatformCapacity,
} from "../platform/user-capacity";
import { companySeats, seatsFull } from "../team/team-rules";
import { type SessionUser, toSessionUser } from "./find-session-user";

/** The verified claims of an ID token, as the identity adapter hands them over. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName?: string | null;
  familyName?: string | null;
  picture?: string | null;
  /**
   * When the provider last authenticated the person (the ID token's auth_time), which for a
   * provider that remembers them may be long before this sign-in; null when the token does not say.
   */
  authenticatedAt: Date | null;
}

/**
 * Finds or creates the Charterly user for a verified identity.
 * 1. A user already linked to this issuer+subject signs in.
 * 2. A pre-provisioned user with the same verified e-mail and no link yet is claimed (seeded and
 *    admin-created accounts).
 * 3. A pending invitation for the e-mail puts a new user into the inviting company with the invited role.
 * 4. A verified address in a company's authorized e-mail domains (Company Settings; Enterprise and
 *    System Admin) joins that company as a user, within its seat limit. A full company refuses the
 *    sign-in: the domain belongs to that company, so a separate company would strand the person.
 * 5. Anyone else gets a new freemium company of their own, as its company admin.
 */
export async function signInWithIdentity(
  ctx: DomainContext,
  identity: VerifiedIdentity,
): Promise<SessionUser> {
  const email = identity.email.trim().toLowerCase();
  const now = ctx.clock.now();
  if (!email) throw new AppError("invalid_input", "Your identity provider did not share an e-mail address.");

  const linked = await findUser(
    ctx,
    and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)),
  );
  if (linked) return completeSignIn(ctx, linked.user.id, identity, now);

  const byEmail = await findUser(ctx, eq(users.email, email));
  if (byEmail) {
    if (byEmail.user.oidcSubject) {
      throw new AppError("conflict", "This e-mail address is already linked to another sign-in account.");
    }
    if (!identity.emailVerified) {
      throw forbidden("Your identity provider has not verified this e-mail address, so it cannot be linked.");
    }
    return completeSignIn(ctx, byEmail.user.id, identity, now);
  }

  const invitation = (
    await ctx.directory
      .select()
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .where(
        and(
          eq(invitations.email, email),
          eq(invitations.status, "pending"),
          gt(invitations.expiresAt, now),
          isNull(companies.deletedAt),
        ),
      )
      .orderBy(invitations.createdAt)
      .limit(1)
  )[0]?.invitations;

  const newUser = {
    email,
    firstName: identity.givenName ?? null,
    lastName: identity.familyName ?? null,
    emailVerified: identity.emailVerified,
    profileImageUrl: identity.picture ?? null,
    oidcIssuer: identity.issuer,
    oidcSubject: identity.subject,
    lastLoginAt: now,
    createdAt: now,
    updatedAt: now,
  };

  const domainCompanyId =
    invitation || !identity.emailVerified ? null : await authorizedDomainCompany(ctx, email);
  // Every way in below creates an account: the platform's global maximum applies to all of them.
  await requirePlatformCapacity(ctx);
  try {
    await createAccount();
  } catch (error) {
    if (isPlatformCapacityFailure(error)) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
    throw error;
  }
  const created = await findUser(ctx, eq(users.email, email));
  if (!created) throw new Error("The new account was not found after it was created.");
  await mirrorPeople(ctx, [created.user]);
  return toSessionUser(created.user, created.company);

  async function createAccount() {
    if (invitation) {
      await ctx.directory.batch([
        platformCapacityGuard(ctx.directory),
        ctx.directory.insert(users).values({
          ...newUser,
          // The provider's name wins; the inviter's fills in where the provider shares none.
          firstName: newUser.firstName ?? invitation.firstName,
          lastName: newUser.lastName ?? invitation.lastName,
          companyId: invitation.companyId,
          role: invitation.role,
        }),
        ctx.directory
          .update(invitations)
          .set({ status: "accepted", acceptedAt: now })
          .where(and(eq(invitations.id, invitation.id), eq(invitations.status, "pending"))),
        ctx.directory.insert(auditEvents).values({
          companyId: invitation.companyId,
          action: "user.joined_by_invitation",
          targetType: "invitation",
          targetId: String(invitation.id),
          details: { email },
          createdAt: now,
        }),
      ]);
    } else if (domainCompanyId !== null) {
      const seats = await companySeats(ctx, domainCompanyId);
      if (seatsFull(seats)) throw forbidden(DOMAIN_COMPANY_FULL_MESSAGE(seats.companyName));
      await ctx.directory.batch([
        platformCapacityGuard(ctx.directory),
        ctx.directory.insert(users).values({ ...newUser, companyId: domainCompanyId, role: "user" }),
        ctx.directory.insert(auditEvents).values({
          companyId: domainCompanyId,
          action: "user.joined_by_domain",
          targetType: "user",
          targetId: sql`last_insert_rowid()`,
          details: { email, domain: email.split("@")[1] },
          createdAt: now,
        }),
      ]);
    } else {
      const ownerName = identity.givenName?.trim() || email.split("@")[0] || "My";
      // The provider's name may be anything (a dot-separated address part, a link): a name that
      // breaks the company-name rule is not made the company's (decision 034).
      const ownCompanyName = `${ownerName}'s Company`;
      const companyName = isCompanyName(ownCompanyName) ? ownCompanyName : "My Company";
      const databaseNumber = await placeNewCompany(ctx);
      // One atomic batch. The settings row's INTEGER PRIMARY KEY is the new company's rowid, so
      // last_insert_rowid() still names the company when the user row is written after it.
      await ctx.directory.batch([
        platformCapacityGuard(ctx.directory),
        ctx.directory.insert(companies).values({
          name: companyName,
          tier: "freemium",
          databaseNumber,
          createdAt: now,
          updatedAt: now,
        }),
        ctx.directory.insert(companySettings).values({ companyId: sql`last_insert_rowid()`, updatedAt: now }),
        ctx.directory
          .insert(users)
          .values({ ...newUser, companyId: sql`last_insert_rowid()`, role: "company_admin" }),
        // After the user row, last_insert_rowid() is the new user: the row belongs to the new company
        // (so that deleting the company for good takes it too).
        ctx.directory.insert(auditEvents).values({
          companyId: sql`(select ${users.companyId} from ${users} where ${users.id} = last_insert_rowid())`,
          actorUserId: sql`last_insert_rowid()`,
          action: "company.created_by_sign_up",
          targetType: "user",
          targetId: sql`last_insert_rowid()`,
          details: { email },
          createdAt: now,
        }),
      ]);
    }
  }
}

/** The refusal of a person whose company is in the recycle bin; the sign-in callback tells it apart. */
export const companyDeletedRefusal = () => forbidden(COMPANY_DELETED_SIGN_IN_MESSAGE);
export const isCompanyDeletedRefusal = (error: unknown) =>
  isAppError(error) && error.code === "forbidden" && error.message === COMPANY_DELETED_SIGN_IN_MESSAGE;

const DOMAIN_COMPANY_FULL_MESSAGE = (companyName: string) =>
  `Your e-mail domain belongs to ${companyName} on Charterly, and its plan has no free seats. Ask your company admin to free a seat or upgrade the plan.`;

/**
 * The company whose authorized e-mail domains hold the address's domain (Enterprise and System
 * Admin companies that are not deleted), or null. Settings refuse a domain another company claims;
 * should two ever hold it, the oldest company wins.
 */
async function authorizedDomainCompany(ctx: DomainContext, email: string): Promise<number | null> {
  const domain = email.split("@")[1];
  if (!domain) return null;
  const [row] = await ctx.directory
    .select({ companyId: companySettings.companyId })
    .from(companySettings)
    .innerJoin(companies, eq(companies.id, companySettings.companyId))
    .where(
      and(
        isNull(companies.deletedAt),
        inArray(companies.tier, ENTERPRISE_TIERS as Tier[]),
        sql`exists (select 1 from json_each(${companySettings.authorizedDomains}) where lower(json_each.value) = ${domain})`,
      ),
    )
    .orderBy(companies.id)
    .limit(1);
  return row?.companyId ?? null;
}

async function findUser(ctx: DomainContext, where: ReturnType<typeof eq> | undefined) {
  const rows = await ctx.directory
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return rows[0] ?? null;
}

async function completeSignIn(ctx: DomainContext, userId: number, identity: VerifiedIdentity, now: Date) {
  const found = await findUser(ctx, eq(users.id, userId));
  if (!found) throw new Error("User disappeared during sign-in.");
  if (found.user.deactivatedAt)
    throw forbidden("Your account has been deactivated. Contact your company administrator.");
  // In the recycle bin: nothing is lost yet, but nobody of the company signs in until it is restored.
  if (found.company.deletedAt) throw companyDeletedRefusal();
  await ctx.directory
    .update(users)
    .set({
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
      emailVerified: found.user.emailVerified || identity.emailVerified,
      // Names and picture the person edited in Charterly win over the provider's.
      firstName: found.user.firstName ?? identity.givenName ?? null,
      lastName: found.user.lastName ?? identity.familyName ?? null,
      profileImageUrl: found.user.profileImageUrl ?? identity.picture ?? null,
      lastLoginAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  const fresh = await findUser(ctx, eq(users.id, userId));
  if (!fresh) throw new Error("User disappeared during sign-in.");
  // The provider may have filled in a name: the company database's copy follows (and heals if it was missed).
  await mirrorPeople(ctx, [fresh.user]);
  return toSessionUser(fresh.user, fresh.company);
}
