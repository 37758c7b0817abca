import {
  changeRoleBody,
  changeRoleResponse,
  companyUsersResponse,
  invitationSentResponse,
  inviteUserBody,
  removeUserResponse,
  resendVerificationResponse,
  resetPasswordResponse,
  revokeInvitationResponse,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { changeUserRole } from "../domain/team/change-user-role";
import { inviteUser } from "../domain/team/invite-user";
import { listCompanyUsers } from "../domain/team/list-company-users";
import { removeUser } from "../domain/team/remove-user";
import { resendInvitation } from "../domain/team/resend-invitation";
import { resendVerification } from "../domain/team/resend-verification";
import { resetPassword } from "../domain/team/reset-password";
import { revokeInvitation } from "../domain/team/revoke-invitation";
import { appOrigin, passwordResetLinks } from "./app-origin";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

// Admin Panel → Team Members (administration side §2, §5, §7). Reading is team.read (read-only for
// Freemium users); every change is team.manage. Each change writes its audit row in its batch.

const tags = ["team"];

export const teamRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/company-users",
    route({
      operationId: "listCompanyUsers",
      readOnly: true,
      summary: "The company's team: users, invitations (pending first) and the seat overview",
      tags,
      access: can("team.read"),
      response: companyUsersResponse,
    }),
    async (c) => c.json(await listCompanyUsers(c.get("domain"), actorOf(c))),
  )
  .post(
    "/admin/company-users/invite",
    route({
      operationId: "inviteUser",
      summary:
        "Invite an address as a user: a pending invitation for 7 days, e-mailed with a sign-in link when the e-mail service is on. Pending invitations hold seats; a full plan answers 409 'Your {plan} plan is limited to {n} users.'; an address already a user, or already invited, answers 409",
      tags,
      access: can("team.manage"),
      rateLimit: "team-mail",
      body: inviteUserBody,
      response: invitationSentResponse,
      example: { email: "new.colleague@example.test" },
    }),
    async (c) =>
      c.json(
        await inviteUser(c.get("domain"), actorOf(c), {
          ...bodyOf(c, inviteUserBody),
          appOrigin: appOrigin(c),
        }),
      ),
  )
  .delete(
    "/admin/invitations/:invitationId",
    route({
      operationId: "revokeInvitation",
      summary: "Revoke a pending invitation (its seat frees; signing in no longer joins the company)",
      tags,
      access: can("team.manage"),
      response: revokeInvitationResponse,
    }),
    async (c) => c.json(await revokeInvitation(c.get("domain"), actorOf(c), idParam(c, "invitationId"))),
  )
  .post(
    "/admin/invitations/:invitationId/resend",
    route({
      operationId: "resendInvitation",
      summary: "Send a pending invitation's e-mail again and renew it for 7 days",
      tags,
      access: can("team.manage"),
      rateLimit: "team-mail",
      response: invitationSentResponse,
    }),
    async (c) =>
      c.json(
        await resendInvitation(c.get("domain"), actorOf(c), idParam(c, "invitationId"), {
          appOrigin: appOrigin(c),
        }),
      ),
  )
  .put(
    "/admin/users/:userId/role",
    route({
      operationId: "changeUserRole",
      summary:
        "Switch a person between user and company_admin. A platform admin cannot be changed (403); the last admin cannot be demoted (409)",
      tags,
      access: can("team.manage"),
      body: changeRoleBody,
      response: changeRoleResponse,
      example: { role: "company_admin" },
    }),
    async (c) =>
      c.json(
        await changeUserRole(c.get("domain"), actorOf(c), idParam(c, "userId"), bodyOf(c, changeRoleBody)),
      ),
  )
  .delete(
    "/admin/users/:userId",
    route({
      operationId: "removeUser",
      summary:
        "Remove a person from the company; their sessions end at once and what they wrote stays. Not yourself, not the only user, not the last admin (409), not a platform admin (403)",
      tags,
      access: can("team.manage"),
      response: removeUserResponse,
    }),
    async (c) => c.json(await removeUser(c.get("domain"), actorOf(c), idParam(c, "userId"))),
  )
  .post(
    "/admin/users/:userId/reset-password",
    route({
      operationId: "resetUserPassword",
      summary:
        "End all of the person's sessions and e-mail them where to set a new password at the identity provider",
      tags,
      access: can("team.manage"),
      rateLimit: "team-mail",
      response: resetPasswordResponse,
    }),
    async (c) =>
      c.json(await resetPassword(c.get("domain"), actorOf(c), idParam(c, "userId"), passwordResetLinks(c))),
  )
  .post(
    "/admin/users/:userId/resend-verification",
    route({
      operationId: "resendVerification",
      summary:
        "E-mail an unverified person a link to sign in and verify their address (409 when already verified)",
      tags,
      access: can("team.manage"),
      rateLimit: "team-mail",
      response: resendVerificationResponse,
    }),
    async (c) =>
      c.json(
        await resendVerification(c.get("domain"), actorOf(c), idParam(c, "userId"), {
          appOrigin: appOrigin(c),
        }),
      ),
  );
