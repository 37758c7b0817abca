import type { AssignableRole } from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The Team Members tab's calls (administration side §7 'Company settings and users').

const userParam = (userId: number) => ({ param: { userId: String(userId) } });

export const changeUserRole = (userId: number, role: AssignableRole) =>
  jsonOf(api.admin.users[":userId"].role.$put({ ...userParam(userId), json: { role } }));

export const removeUser = (userId: number) => jsonOf(api.admin.users[":userId"].$delete(userParam(userId)));

export const resetUserPassword = (userId: number) =>
  jsonOf(api.admin.users[":userId"]["reset-password"].$post(userParam(userId)));

export const resendUserVerification = (userId: number) =>
  jsonOf(api.admin.users[":userId"]["resend-verification"].$post(userParam(userId)));
