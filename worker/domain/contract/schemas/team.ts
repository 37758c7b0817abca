import { z } from "zod";
import { ASSIGNABLE_ROLES, INVITE_EMAIL_MESSAGE } from "../plain/team";
import { INVITATION_STATUSES, ROLES, TIERS } from "../vocabulary";

// Team members (Admin Panel → Team Members): the company's users, its invitations and its seats.
// GET /api/admin/company-users, POST /api/admin/company-users/invite,
// DELETE /api/admin/invitations/:invitationId, POST /api/admin/invitations/:invitationId/resend,
// PUT /api/admin/users/:userId/role, DELETE /api/admin/users/:userId,
// POST /api/admin/users/:userId/reset-password, POST /api/admin/users/:userId/resend-verification.
// Reading needs `team.read`; every change needs `team.manage` (contract/permissions.ts).

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
  /** Deactivated by the platform: cannot sign in, holds no seat; the Team tab lists them as such. */
  deactivated: z.boolean(),
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
  /** Whether seatLimit is the company's own maximum users (below the plan's), not the plan's limit. */
  seatLimitIsCompanyOwn: z.boolean(),
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
