// Team members (Admin Panel → Team Members): the company's users, its invitations and its seats.
// GET /api/admin/company-users, POST /api/admin/company-users/invite,
// DELETE /api/admin/invitations/:invitationId, POST /api/admin/invitations/:invitationId/resend,
// PUT /api/admin/users/:userId/role, DELETE /api/admin/users/:userId,
// POST /api/admin/users/:userId/reset-password, POST /api/admin/users/:userId/resend-verification.
// Reading needs `team.read`; every change needs `team.manage` (contract/permissions.ts).

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/team.ts.

/** Invitations are valid this long; after it they read as 'expired'. */
export const INVITATION_VALIDITY_DAYS = 7;

export const INVITE_EMAIL_MESSAGE = "Please enter a valid email address";

/** The roles a company admin can give (spec §4: the role toggles between user and company_admin). */
export const ASSIGNABLE_ROLES = ["user", "company_admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

// The spec's texts (administration side §8), defined once for the server's errors and the screens.
export const USER_LIMIT_TITLE = "User limit reached";
/**
 * Why no one more can be invited. `companyOwn`: the limit is the company's own maximum (Company
 * Settings' maximum users, set below the plan's), so the plan is not blamed for it.
 */
export const userLimitMessage = (planLabel: string, limit: number, companyOwn = false) =>
  companyOwn
    ? `Your company's own user limit is ${limit} ${limit === 1 ? "user" : "users"} (Maximum users in Company Settings).`
    : `Your ${planLabel} plan is limited to ${limit} ${limit === 1 ? "user" : "users"}.`;
/** Whether a refusal's message is the user limit's (either wording). */
export const isUserLimitMessage = (message: string) =>
  message.startsWith("Your company's own user limit is ") ||
  (message.startsWith("Your ") && message.includes(" plan is limited to "));
export const CANNOT_MODIFY_PLATFORM_ADMIN_TITLE = "Cannot Modify Platform Admin";
export const CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE =
  "A platform admin's role and account cannot be changed here.";
export const CANNOT_REMOVE_LAST_ADMIN_TITLE = "Cannot Remove Last Admin";
export const CANNOT_REMOVE_LAST_ADMIN_MESSAGE =
  "Every company must have at least one admin. Add another admin before removing this user's admin rights.";
/** The disabled delete button's tip for the last company admin (spec §5). */
export const CANNOT_DELETE_LAST_ADMIN_TIP = "Cannot delete the last company admin";
export const CANNOT_DELETE_LAST_USER_TITLE = "Cannot Delete Last User";
export const CANNOT_DELETE_LAST_USER_MESSAGE =
  "Every company must have at least one user. This is the only user in the company.";
export const CANNOT_REMOVE_YOURSELF_MESSAGE =
  "You cannot remove yourself. Ask another admin to remove your account.";
export const ALREADY_A_USER_MESSAGE = "This e-mail address already belongs to a Charterly user.";
export const ALREADY_INVITED_MESSAGE =
  "This e-mail address already has a pending invitation. Resend or revoke it instead.";
export const INVITATION_NOT_PENDING_MESSAGE = "This invitation is no longer pending.";
export const ALREADY_VERIFIED_MESSAGE = "This user's e-mail address is already verified.";
/** A role change whose person was given another role since the form was shown (a stale form). */
export const roleChangedMeanwhileMessage = (name: string, roleLabel: string) =>
  `${name}'s role was changed meanwhile: they are now ${roleLabel}. Choose again.`;
