import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { companies, companySettings, emailOutbox, invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  ALREADY_A_USER_MESSAGE,
  type CreateCustomerBody,
  type CreateCustomerResponse,
  conflict,
  invitedElsewhereMessage,
  shownCompanyName,
} from "../contract";
import { inert, quoted } from "../mail/quote-user-text";
import { placeNewCompany } from "../platform/company-placement";
import { invitationEmail } from "../team/team-mail";
import { INVITATION_VALIDITY_MS, signInLinkFor, toInvitationDto } from "../team/team-rules";
import { findCustomerCompany } from "./customer-rules";

export interface CreateCustomerInput extends CreateCustomerBody {
  /** The app's public origin (APP_URL, or the request's origin), for the sign-in link. */
  appOrigin: string;
}

/**
 * The new company's id inside the batch that creates it. Company ids are AUTOINCREMENT (never
 * reused, always above every id so far) and a batch is one transaction, so the company just
 * inserted holds the highest id; last_insert_rowid() cannot serve, as each insert moves it on.
 */
const NEW_COMPANY_ID = sql`(select max(${companies.id}) from ${companies})`;

/**
 * Add New Customer: a company with its name, size, website and plan (with its settings row), and
 * its first company admin invited by e-mail — the Team Members invitation (7 days, the same
 * 'team_invitation' mail with its sign-in link), but for the new company and with the company
 * admin role, which Team Members' own invite does not give. Signing in with the address joins the
 * company as its admin. One batch: the company, settings, invitation, mail and audit row are
 * written together or not at all.
 */
export async function createCustomer(
  ctx: DomainContext,
  actor: Actor,
  input: CreateCustomerInput,
): Promise<CreateCustomerResponse> {
  requirePermission(actor, "platform.customers");
  const now = ctx.clock.now();
  const email = input.email;
  await refuseTakenAddress(ctx, email, now);

  const expiresAt = new Date(now.getTime() + INVITATION_VALIDITY_MS);
  const signInLink = signInLinkFor(input.appOrigin);
  const mail = firstAdminEmail(input, actor.displayName, signInLink, expiresAt);

  const databaseNumber = await placeNewCompany(ctx);
  const [insertedCompanies, , insertedInvitations] = await ctx.directory
    .batch([
      ctx.directory
        .insert(companies)
        .values({
          name: input.companyName,
          tier: input.subscriptionTier,
          companySize: input.companySize,
          website: input.companyWebsite,
          databaseNumber,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      ctx.directory.insert(companySettings).values({ companyId: NEW_COMPANY_ID, updatedAt: now }),
      ctx.directory
        .insert(invitations)
        .values({
          companyId: NEW_COMPANY_ID,
          email,
          role: "company_admin",
          status: "pending",
          invitedByUserId: actor.userId,
          createdAt: now,
          expiresAt,
          firstName: input.firstName,
          lastName: input.lastName,
        })
        .returning(),
      // The row queueEmailStatement writes, with the new company's id (known only inside the batch).
      ctx.directory.insert(emailOutbox).values({
        companyId: NEW_COMPANY_ID,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        kind: mail.kind,
        status: "queued",
        createdAt: now,
      }),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "customers.create",
        targetType: "company",
        targetId: NEW_COMPANY_ID,
        details: {
          name: input.companyName,
          tier: input.subscriptionTier,
          adminEmail: email,
          invitationExpiresAt: expiresAt.toISOString(),
        },
      }),
      // The address checks again, inside the batch: a concurrent request may have invited or
      // registered it meanwhile.
      batchGuard(
        ctx.directory,
        sql`not exists (select 1 from ${users} where ${users.email} = ${email}) and (${openInvitationCount(email, now)}) = 1`,
      ),
    ])
    .catch(async (error: unknown) => {
      if (isGuardFailure(error)) {
        await refuseTakenAddress(ctx, email, now);
        throw conflict(ALREADY_A_USER_MESSAGE);
      }
      throw error;
    });
  const [company] = insertedCompanies;
  const [invitation] = insertedInvitations;
  if (!company || !invitation) throw new Error("The new customer was not written.");
  return {
    company: await findCustomerCompany(ctx, company.id),
    invitation: toInvitationDto(invitation, actor.displayName, now),
    emailQueued: true,
    signInLink,
  };
}

/** Open invitations of the address in companies outside the recycle bin (as sign-in accepts them). */
const openInvitationCount = (email: string, now: Date) =>
  sql`select count(*) from ${invitations} inner join ${companies} on ${companies.id} = ${invitations.companyId} where ${invitations.email} = ${email} and ${invitations.status} = 'pending' and ${invitations.expiresAt} > ${now.getTime()} and ${companies.deletedAt} is null`;

/**
 * 409 when the address is a user already, or has an open invitation elsewhere: sign-in would join
 * that company instead, leaving the new one without an admin.
 */
async function refuseTakenAddress(ctx: DomainContext, email: string, now: Date) {
  const [user] = await ctx.directory
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (user) throw conflict(ALREADY_A_USER_MESSAGE);
  const [invited] = await ctx.directory
    .select({ name: companies.name, displayName: companies.displayName })
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
    .limit(1);
  if (invited) throw conflict(invitedElsewhereMessage(shownCompanyName(invited)));
}

/** The Team Members invitation mail, greeting the first admin by name and saying what they will be. */
function firstAdminEmail(
  input: CreateCustomerInput,
  invitedByName: string,
  signInLink: string,
  expiresAt: Date,
) {
  const invitation = invitationEmail({
    to: input.email,
    // Written as the new company's id in the batch (the outbox row above).
    companyId: 0,
    companyName: input.companyName,
    invitedByName,
    signInLink,
    expiresAt,
  });
  const greeting = [
    `Hello ${inert(input.firstName)},`,
    "",
    `${quoted(input.companyName)} now has a Charterly account, and you will be its company admin: once signed in, you can invite your colleagues and set the company up.`,
    "",
  ].join("\n");
  return { ...invitation, text: `${greeting}\n${invitation.text}` };
}
