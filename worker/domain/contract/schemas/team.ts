import { z } from "zod";
import { INVITATION_STATUSES, ROLES, TIERS } from "../vocabulary";

// Team members (Admin Panel → Team Members): the company's users, its invitations and its seats.
// GET /api/admin/company-users, POST /api/admin/company-users/invite,
// DELETE /api/admin/invitations/:invitationId, POST /api/admin/invitations/:invitationId/resend,
// PUT /api/admin/users/:userId/role, DELETE /api/admin/users/:userId,
// POST /api/admin/users/:userId/reset-password, POST /api/admin/users/:userId/resend-verification.
// Reading needs `team.read`; every change needs `team.manage` (contract/permissions.ts).

/** Invitations are valid this long; after it they read as 'expired'. */
export const INVITATION_VALIDITY_DAYS = 7;

export const companyUserSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null when the person never signed in. */
  lastLoginAt: z.string().nullable(),
});
export type CompanyUserDto = z.infer<typeof companyUserSchema>;

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  /** 'pending' past its expiresAt reads as 'expired'. */
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Who sent it; null when that person has since been removed. */
  invitedByName: z.string().nullable(),
});
export type InvitationDto = z.infer<typeof invitationSchema>;

export const teamOverviewSchema = z.object({
  tier: z.enum(TIERS),
  /** The plan's label (TIER_LABELS), e.g. 'Pay Per Use'. */
  planLabel: z.string(),
  /** Users of the company by role (every role present, 0 when none). */
  countsByRole: z.record(z.enum(ROLES), z.number()),
  totalUsers: z.number(),
  /** Pending invitations that have not expired. */
  pendingInvitations: z.number(),
  /** Seats taken: users plus pending invitations. */
  seatsUsed: z.number(),
  /** The most seats the company may use (the plan's limit, lowered by Company Settings' maximum users); null = unlimited. */
  seatLimit: z.number().nullable(),
  /** Whether another invitation may be sent now (seatLimit null or seatsUsed < seatLimit). */
  canInvite: z.boolean(),
});
export type TeamOverviewDto = z.infer<typeof teamOverviewSchema>;

/** GET /api/admin/company-users. `invitations` lists pending ones (not expired) first, then the latest others. */
export const companyUsersResponse = z.object({
  users: z.array(companyUserSchema),
  invitations: z.array(invitationSchema),
  overview: teamOverviewSchema,
});
export type CompanyUsersResponse = z.infer<typeof companyUsersResponse>;

export const INVITE_EMAIL_MESSAGE = "Please enter a valid email address";

/** POST /api/admin/company-users/invite. Invitees join as 'user'; promote them afterwards. */
export const inviteUserBody = z.object({
  email: z
    .string({ error: INVITE_EMAIL_MESSAGE })
    .trim()
    .min(1, INVITE_EMAIL_MESSAGE)
    .max(254, INVITE_EMAIL_MESSAGE)
    .pipe(z.email({ error: INVITE_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase()),
});
export type InviteUserBody = z.infer<typeof inviteUserBody>;

/**
 * The answer to an invite or a resend. `emailQueued` is false when the company's e-mail service is
 * switched off: the screen then offers `signInLink` to copy and pass on.
 */
export const invitationSentResponse = z.object({
  invitation: invitationSchema,
  emailQueued: z.boolean(),
  signInLink: z.string(),
});
export type InvitationSentResponse = z.infer<typeof invitationSentResponse>;

/** The roles a company admin can give (spec §4: the role toggles between user and company_admin). */
export const ASSIGNABLE_ROLES = ["user", "company_admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** PUT /api/admin/users/:userId/role. */
export const changeRoleBody = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: "Choose User or Company Admin" }),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

/** PUT /api/admin/users/:userId/role answers the updated user. */
export const changeRoleResponse = z.object({ user: companyUserSchema });
export type ChangeRoleResponse = z.infer<typeof changeRoleResponse>;

/** DELETE /api/admin/users/:userId. */
export const removeUserResponse = z.object({ removed: z.literal(true), userId: z.number() });
export type RemoveUserResponse = z.infer<typeof removeUserResponse>;

/** DELETE /api/admin/invitations/:invitationId. */
export const revokeInvitationResponse = z.object({ invitation: invitationSchema });

/** POST /api/admin/users/:userId/reset-password: sessions ended, and whether the mail was queued. */
export const resetPasswordResponse = z.object({
  sessionsEnded: z.number(),
  emailQueued: z.boolean(),
  /** Where the person sets a new password (the identity provider). */
  resetUrl: z.string(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/**
 * POST /api/admin/users/:userId/resend-verification: a mail asking an unverified person to sign in
 * (the provider verifies the address). A verified user gets a 409.
 */
export const resendVerificationResponse = z.object({
  emailQueued: z.boolean(),
  signInLink: z.string(),
});
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponse>;

// The spec's texts (administration side §8), defined once for the server's errors and the screens.
export const USER_LIMIT_TITLE = "User limit reached";
export const userLimitMessage = (planLabel: string, limit: number) =>
  `Your ${planLabel} plan is limited to ${limit} users.`;
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

/**
 * The Freemium dashboard's user-limit banner (GET /api/auth/check-registration-limit): the
 * company's active users and the most it may have (null: unlimited).
 */
export const registrationLimitSchema = z.object({
  /** Active (not deactivated) users of the company. */
  currentCount: z.number(),
  /** The most users the company may have; null means unlimited. */
  maxCount: z.number().nullable(),
});
export type RegistrationLimit = z.infer<typeof registrationLimitSchema>;
