import { z } from "zod";
import {
  ANY_COMPANY_SIZES,
  COMPANY_ID_FILTER_MESSAGE,
  CUSTOMER_TIERS,
  isWebsite,
  NEW_CUSTOMER_COMPANY_SIZES,
  normaliseWebsite,
  PLATFORM_USERS_CURSOR_MESSAGE,
  PLATFORM_USERS_DEFAULT_LIMIT,
  PLATFORM_USERS_MAX_LIMIT,
  TIER_CHOICE_MESSAGE,
  WEBSITE_MESSAGE,
} from "../plain/customers";
import { INVITE_EMAIL_MESSAGE } from "../plain/team";
import { TIERS } from "../vocabulary";
import { companyNameField } from "./company-name";
import { companyUserSchema, invitationSchema } from "./team";
import { plainText } from "./text-rules";

// Customer Management (/admin/customers; administration side §2, §3, §5, §7): every company of the
// platform and its people, for platform administrators only (`platform.customers`).
// GET /api/admin/companies, GET /api/admin/companies/:companyId/users,
// PUT /api/admin/companies/:companyId/subscription, GET /api/admin/customer-stats,
// GET /api/admin/customer-analytics, POST /api/admin/customers, PUT /api/admin/customers/:userId,
// GET /api/admin/customers/export (an .xlsx file). Companies in the recycle bin are never listed,
// counted or exported.

/** A company as the Customer List, the Overview and the export show it (spec §3 'Company (admin list)'). */
export const customerCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The name the company gave itself (Edit Profile); shown instead of `name` when set. */
  displayName: z.string().nullable(),
  subscriptionTier: z.enum(TIERS),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  /** Active (not deactivated) people. */
  userCount: z.number(),
  /** Their user ids, ascending. */
  userIds: z.array(z.number()),
  documentCount: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The latest sign-in of any of its people (ISO 8601); null when nobody ever signed in. */
  lastLoginAt: z.string().nullable(),
  /** The company database holding its work: 1 is DB, n is COMPANY_DB_n (decision 027). */
  databaseNumber: z.number().int(),
});
export type CustomerCompanyDto = z.infer<typeof customerCompanySchema>;

/** GET /api/admin/companies: `search` matches the company name, `companyId` one company. */
export const companyListQuery = z.object({
  search: z.string().trim().max(200, "Search is at most 200 characters").optional(),
  companyId: z
    .string()
    .trim()
    .regex(/^\d{0,12}$/, COMPANY_ID_FILTER_MESSAGE)
    .transform((value) => (value ? Number(value) : undefined))
    .optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** Newest first. */
export const companyListResponse = z.object({ companies: z.array(customerCompanySchema) });
export type CompanyListResponse = z.infer<typeof companyListResponse>;

/** GET /api/admin/companies/:companyId/users: its people, and invitations still waiting for an answer. */
export const customerCompanyUsersResponse = z.object({
  company: customerCompanySchema,
  users: z.array(companyUserSchema),
  /** People deactivated by a platform admin: no sign-in, no seat; reactivation brings them back. */
  deactivatedUsers: z.array(companyUserSchema),
  pendingInvitations: z.array(invitationSchema),
  /** Its proven e-mail domains (a platform admin may release one: decision 032). */
  authorizedDomains: z.array(z.string()),
});

/** PUT /api/admin/customers/:userId/deactivate and /reactivate. */
export const customerActivationResponse = z.object({ user: companyUserSchema, active: z.boolean() });
export type CustomerActivationResponse = z.infer<typeof customerActivationResponse>;
export type CustomerCompanyUsersResponse = z.infer<typeof customerCompanyUsersResponse>;

/** PUT /api/admin/companies/:companyId/subscription (the Customer List's inline select). */
export const changeSubscriptionBody = z.object({
  subscriptionTier: z.enum(TIERS, { error: TIER_CHOICE_MESSAGE }),
});
export type ChangeSubscriptionBody = z.infer<typeof changeSubscriptionBody>;

export const changeSubscriptionResponse = z.object({ company: customerCompanySchema });
export type ChangeSubscriptionResponse = z.infer<typeof changeSubscriptionResponse>;

/** GET /api/admin/customer-stats (the Overview tab). */
export const customerStatsResponse = z.object({
  /** Companies not in the recycle bin (every row of the Customer List). */
  totalCustomers: z.number(),
  /** Companies someone of which signed in within the last 30 days. */
  activeCustomers: z.number(),
  /** Companies on the Enterprise plan. */
  enterpriseCustomers: z.number(),
  /** Documents of those companies. */
  totalDocuments: z.number(),
  /** The 5 newest companies. */
  recentCompanies: z.array(customerCompanySchema),
});
export type CustomerStatsDto = z.infer<typeof customerStatsResponse>;

/** GET /api/admin/customer-analytics (the Analytics tab). */
export const customerAnalyticsResponse = z.object({
  totalCompanies: z.number(),
  /** Every tier, in plan order, each with its share of all companies (percent, one decimal). */
  subscriptions: z.array(
    z.object({ tier: z.enum(TIERS), label: z.string(), count: z.number(), percentage: z.number() }),
  ),
  /**
   * The last 12 calendar months (UTC), oldest first: companies created in the month and the number
   * of companies at its end (companies in the recycle bin are left out of both).
   */
  growth: z.array(z.object({ month: z.string(), newCompanies: z.number(), totalCompanies: z.number() })),
});
export type CustomerAnalyticsDto = z.infer<typeof customerAnalyticsResponse>;

// The forms: the customer edit dialog and Add New Customer (spec §5; the invite form's messages).

const personName = (label: string) =>
  plainText(label, { error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`);

const emailAddress = z
  .string({ error: INVITE_EMAIL_MESSAGE })
  .trim()
  .min(1, INVITE_EMAIL_MESSAGE)
  .max(254, INVITE_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVITE_EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

const companySizeOf = <const S extends readonly [string, ...string[]]>(sizes: S) =>
  z.enum(sizes, { error: "Choose one of the company sizes" }).nullable().default(null);

const companyWebsite = plainText("Website")
  .max(200, "Website is at most 200 characters")
  .nullable()
  .default(null)
  .transform(normaliseWebsite)
  .refine(isWebsite, WEBSITE_MESSAGE);

/**
 * PUT /api/admin/customers/:userId: a person with their company's fields. A platform admin cannot
 * be changed here (403); an address another person has is refused (409).
 */
export const updateCustomerBody = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: emailAddress,
  companyName: companyNameField(),
  companySize: companySizeOf(ANY_COMPANY_SIZES),
  companyWebsite,
  subscriptionTier: z.enum(TIERS, { error: TIER_CHOICE_MESSAGE }),
});
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;

/** A customer: a person with their company's fields (spec §3 'Customer'). */
export const customerSchema = z.object({
  userId: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  companySize: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  subscriptionTier: z.enum(TIERS),
  documentCount: z.number(),
  lastLoginAt: z.string().nullable(),
});
export type CustomerDto = z.infer<typeof customerSchema>;

export const updateCustomerResponse = z.object({ customer: customerSchema });
export type UpdateCustomerResponse = z.infer<typeof updateCustomerResponse>;

/**
 * POST /api/admin/customers (Add New Customer): a new company on a customer tier and an invitation
 * for its first company admin, e-mailed with a sign-in link. The names greet them in the e-mail;
 * the identity provider supplies the names their account gets when they sign in.
 */
export const createCustomerBody = z.object({
  companyName: companyNameField(),
  companySize: companySizeOf(NEW_CUSTOMER_COMPANY_SIZES),
  companyWebsite,
  subscriptionTier: z.enum(CUSTOMER_TIERS, { error: "Choose Freemium, Pay Per Use or Enterprise" }),
  email: emailAddress,
  firstName: personName("First name"),
  lastName: personName("Last name"),
});
export type CreateCustomerBody = z.infer<typeof createCustomerBody>;

export const createCustomerResponse = z.object({
  company: customerCompanySchema,
  invitation: invitationSchema,
  emailQueued: z.boolean(),
  signInLink: z.string(),
});
export type CreateCustomerResponse = z.infer<typeof createCustomerResponse>;

// POST /api/admin/companies/:companyId/move (decision 027, stage 6): moving a company to another
// company database, or going on with the move under way.

export const moveCompanyBody = z.object({
  /** The company database it moves to (1 is DB, n is COMPANY_DB_n); may be left out to go on with a move. */
  toDatabase: z.number().int().min(1).optional(),
});
export type MoveCompanyBody = z.infer<typeof moveCompanyBody>;

export const companyMoveResponse = z.object({
  companyId: z.number(),
  name: z.string(),
  from: z.number(),
  to: z.number(),
  /** The database that holds the company now: `from` until the switch, `to` from then on. */
  databaseNumber: z.number(),
  /**
   * Where the move stands: copying, verifying the copy, clearing the database it left, or finished;
   * or, when it met a row it did not expect, taking its copies back out of `to` ("stopping") and
   * then "stopped", with the company where it was and the reason in `stoppedBecause`.
   */
  step: z.enum(["copy", "verify", "clear", "finished", "stopping", "stopped"]),
  /** True once the company is on `to` and `from` holds nothing of it; else run it again (or let the job). */
  complete: z.boolean(),
  /** Why the move stopped (steps "stopping" and "stopped"). */
  stoppedBecause: z.string().optional(),
});
export type CompanyMoveDto = z.infer<typeof companyMoveResponse>;

/**
 * GET /api/admin/users: every person of every company outside the recycle bin, oldest account first,
 * `limit` a page; `after` is the previous page's `nextCursor`. `search` matches the name or the
 * e-mail address; `companyId` keeps one company's people.
 */
export const platformUserListQuery = z.object({
  search: z.string().trim().max(200, "Search is at most 200 characters").optional(),
  companyId: companyListQuery.shape.companyId,
  limit: z.coerce
    .number({ error: `limit: a whole number from 1 to ${PLATFORM_USERS_MAX_LIMIT}` })
    .int(`limit: a whole number from 1 to ${PLATFORM_USERS_MAX_LIMIT}`)
    .min(1, `limit: a whole number from 1 to ${PLATFORM_USERS_MAX_LIMIT}`)
    .max(PLATFORM_USERS_MAX_LIMIT, `limit: a whole number from 1 to ${PLATFORM_USERS_MAX_LIMIT}`)
    .default(PLATFORM_USERS_DEFAULT_LIMIT),
  after: z
    .string()
    .regex(/^\d{1,15}$/, PLATFORM_USERS_CURSOR_MESSAGE)
    .optional(),
});
export type PlatformUserListQuery = z.infer<typeof platformUserListQuery>;

/** A person as the platform lists them: the Team tab's fields and the company they belong to. */
export const platformUserSchema = companyUserSchema.extend({
  companyId: z.number(),
  companyName: z.string(),
});
export type PlatformUserDto = z.infer<typeof platformUserSchema>;

export const platformUserPageSchema = z.object({
  users: z.array(platformUserSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PlatformUserPageDto = z.infer<typeof platformUserPageSchema>;
