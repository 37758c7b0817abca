import type { AssignableRole, CompanyUsersResponse } from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The Team Members tab's calls (administration side §7 'Company settings and users').

const userParam = (userId: number) => ({ param: { userId: String(userId) } });

export const loadTeam = (): Promise<CompanyUsersResponse> => jsonOf(api.admin["company-users"].$get());

export const inviteUser = (email: string) =>
  jsonOf(api.admin["company-users"].invite.$post({ json: { email } }));

const invitationParam = (invitationId: number) => ({ param: { invitationId: String(invitationId) } });

export const revokeInvitation = (invitationId: number) =>
  jsonOf(api.admin.invitations[":invitationId"].$delete(invitationParam(invitationId)));

export const resendInvitation = (invitationId: number) =>
  jsonOf(api.admin.invitations[":invitationId"].resend.$post(invitationParam(invitationId)));

export const changeUserRole = (userId: number, role: AssignableRole) =>
  jsonOf(api.admin.users[":userId"].role.$put({ ...userParam(userId), json: { role } }));

export const removeUser = (userId: number) => jsonOf(api.admin.users[":userId"].$delete(userParam(userId)));

export const resetUserPassword = (userId: number) =>
  jsonOf(api.admin.users[":userId"]["reset-password"].$post(userParam(userId)));

export const resendUserVerification = (userId: number) =>
  jsonOf(api.admin.users[":userId"]["resend-verification"].$post(userParam(userId)));
