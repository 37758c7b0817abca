import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { companySettings, invitations, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { CustomerCompanyUsersResponse } from "../contract";
import {
  activeUserOf,
  openInvitationOf,
  personName,
  toCompanyUserDto,
  toInvitationDto,
} from "../team/team-rules";
import { findCustomerCompany } from "./customer-rules";

/**
 * A Customer List row, expanded: the company's people (oldest first) and its invitations still
 * waiting for an answer — a company added through Add New Customer has only its first admin's
 * invitation until they sign in — and its proven e-mail domains (which a platform admin may release). A company in the recycle bin, or an unknown id, is 404.
 */
export async function listCustomerUsers(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
): Promise<CustomerCompanyUsersResponse> {
  requirePermission(actor, "platform.customers");
  const now = ctx.clock.now();
  // The company (404 when it is unknown or in the recycle bin) is read with its people, not before
  // them: reads by its id find nothing for a company that is not there, and are not answered.
  const [company, userRows, deactivatedRows, invitationRows, settingsRows] = await Promise.all([
    findCustomerCompany(ctx, companyId),
    ctx.directory
      .select()
      .from(users)
      .where(activeUserOf(companyId))
      .orderBy(asc(users.createdAt), asc(users.id)),
    ctx.directory
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), isNotNull(users.deactivatedAt)))
      .orderBy(asc(users.createdAt), asc(users.id)),
    ctx.directory
      .select({ invitation: invitations, inviter: users })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedByUserId))
      .where(openInvitationOf(companyId, now))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(200),
    ctx.directory
      .select({ authorizedDomains: companySettings.authorizedDomains })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId)),
  ]);
  return {
    company,
    users: userRows.map(toCompanyUserDto),
    deactivatedUsers: deactivatedRows.map(toCompanyUserDto),
    pendingInvitations: invitationRows.map((row) =>
      toInvitationDto(row.invitation, row.inviter ? personName(row.inviter) : null, now),
    ),
    authorizedDomains: settingsRows[0]?.authorizedDomains ?? [],
  };
}
