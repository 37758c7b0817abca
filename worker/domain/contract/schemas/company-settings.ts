import { z } from "zod";
import {
  DOMAIN_FORMAT_MESSAGE,
  DOMAIN_MAILBOX_MESSAGE,
  DOMAIN_PUBLIC_PROVIDER_MESSAGE,
  DOMAIN_VERIFICATION_MAILBOXES,
  isDomainName,
  isPublicMailDomain,
  MAX_AUTHORIZED_DOMAINS,
  normalizeDomain,
  SETTINGS_EMPTY_BODY_MESSAGE,
  SLACK_BOT_TOKEN_PATTERN,
  SLACK_CHANNEL_FORMAT_MESSAGE,
  SLACK_CHANNEL_ID_PATTERN,
  SLACK_TOKEN_FORMAT_MESSAGE,
} from "../plain/company-settings";
import { DOCUMENT_STATUSES, TIERS } from "../vocabulary";
import { plainText } from "./text-rules";

// The company settings contract (administration side §2 Company settings, §3, §7) and the Admin
// Panel's Documents tab (archive old documents, replace a document's version). Shared by the API,
// the admin screens and the operations.

export const authorizedDomainSchema = z
  .string({ error: DOMAIN_FORMAT_MESSAGE })
  .transform(normalizeDomain)
  .refine((domain) => domain.length > 0, "An authorized e-mail domain cannot be empty.")
  .refine(isDomainName, DOMAIN_FORMAT_MESSAGE)
  .superRefine((domain, ctx) => {
    if (isPublicMailDomain(domain)) {
      ctx.addIssue({ code: "custom", message: DOMAIN_PUBLIC_PROVIDER_MESSAGE(domain) });
    }
  });

// ── DTO ─────────────────────────────────────────────────────────────────────────────────────────
export const slackSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Only a mask such as "xoxb-…4f2a"; null when no token is saved. The token itself is never returned. */
  tokenMask: z.string().nullable(),
  channelId: z.string().nullable(),
  teamId: z.string().nullable(),
  /** The workspace name Slack's auth.test reported when the token was saved. */
  teamName: z.string().nullable(),
});
export type SlackSettingsDto = z.infer<typeof slackSettingsSchema>;

export const pendingDomainSchema = z.object({
  id: z.number(),
  domain: z.string(),
  requestedAt: z.string(),
  /** The TXT record to add at the domain's DNS: its name and value. */
  dnsRecordName: z.string(),
  dnsRecordValue: z.string(),
  /** The address the latest confirmation link went to, and when; null before one is sent. */
  emailSentTo: z.string().nullable(),
  emailSentAt: z.string().nullable(),
});
export type PendingDomainDto = z.infer<typeof pendingDomainSchema>;

export const companySettingsSchema = z.object({
  companyId: z.number(),
  tier: z.enum(TIERS),
  /** The company's own maximum; null when never set (screens show DEFAULT_MAX_USERS_DISPLAY or the plan limit). */
  maxUsers: z.number().nullable(),
  /** The plan's user limit; null means unlimited (system_admin). */
  seatLimit: z.number().nullable(),
  /** Members plus pending invitations. */
  seatsUsed: z.number(),
  emailServiceEnabled: z.boolean(),
  aiAssistantEnabled: z.boolean(),
  documentImportEnabled: z.boolean(),
  /** Verified domains only: these route sign-ins into the company. */
  authorizedDomains: z.array(z.string()),
  /** Domains claimed and not yet proven ("Pending verification"): they route nobody. */
  pendingDomains: z.array(pendingDomainSchema),
  /** Whether this server checks DNS (DNS_OVER_HTTPS_URL); the mailed link works everywhere. */
  dnsVerificationAvailable: z.boolean(),
  slack: slackSettingsSchema,
});
export type CompanySettingsDto = z.infer<typeof companySettingsSchema>;

// ── PUT /api/admin/company-settings ────────────────────────────────────────────────────────────
/** One field or several; each screen control sends its own change. */
export const companySettingsUpdateBody = z
  .object({
    maxUsers: z
      .number({ error: "Maximum users must be a whole number" })
      .int("Maximum users must be a whole number")
      .min(1, "Maximum users must be at least 1")
      .max(100_000, "Maximum users is at most 100,000"),
    authorizedDomains: z
      .array(authorizedDomainSchema)
      .max(MAX_AUTHORIZED_DOMAINS, `At most ${MAX_AUTHORIZED_DOMAINS} authorized domains`)
      .transform((domains) => [...new Set(domains)]),
    emailServiceEnabled: z.boolean(),
    aiAssistantEnabled: z.boolean(),
    documentImportEnabled: z.boolean(),
    slackEnabled: z.boolean(),
    /** A new bot token (validated with Slack's auth.test, stored encrypted); null removes the saved one. */
    slackBotToken: z.string().trim().regex(SLACK_BOT_TOKEN_PATTERN, SLACK_TOKEN_FORMAT_MESSAGE).nullable(),
    /** The channel for notices and test messages (validated with conversations.info); null clears it. */
    slackChannelId: z
      .string()
      .trim()
      .regex(SLACK_CHANNEL_ID_PATTERN, SLACK_CHANNEL_FORMAT_MESSAGE)
      .nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), SETTINGS_EMPTY_BODY_MESSAGE);
export type CompanySettingsUpdate = z.infer<typeof companySettingsUpdateBody>;
export type CompanySettingsUpdateInput = z.input<typeof companySettingsUpdateBody>;

// ── Authorized domains: claim, prove, confirm (decision 021) ────────────────────────────────────
/** POST /api/admin/company-settings/domains: claim a domain; it is pending until proven. */
export const claimDomainBody = z.object({ domain: authorizedDomainSchema }).strict();
export type ClaimDomainBody = z.infer<typeof claimDomainBody>;

/** POST /api/admin/company-settings/domains/:claimId/email: mail the confirmation link to a role address. */
export const sendDomainLinkBody = z
  .object({ mailbox: z.enum(DOMAIN_VERIFICATION_MAILBOXES, { error: DOMAIN_MAILBOX_MESSAGE }) })
  .strict();
export type SendDomainLinkBody = z.infer<typeof sendDomainLinkBody>;

/** What the confirmation page shows before the person confirms. */
export const domainLinkSchema = z.object({
  domain: z.string(),
  /** The claiming company's name, shown as plain text. */
  companyName: z.string(),
  mailbox: z.string(),
});
export type DomainLinkDto = z.infer<typeof domainLinkSchema>;

// ── POST /api/admin/company-settings/slack/test ────────────────────────────────────────────────
export const slackTestResultSchema = z.object({
  ok: z.literal(true),
  channelId: z.string(),
  message: z.string(),
});
export type SlackTestResultDto = z.infer<typeof slackTestResultSchema>;

// ── Documents tab: archive old documents ───────────────────────────────────────────────────────
const isoDate = z
  .string({ error: "Choose a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date in the form YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Choose a valid date");

/** GET /api/admin/documents/archive-preview?before=YYYY-MM-DD */
export const archivePreviewQuery = z.object({ before: isoDate });
export const archivePreviewSchema = z.object({
  before: z.string(),
  /**
   * The company's documents last changed before the date (00:00 UTC) that are not archived and not
   * pending approval (those change only through approve or reject).
   */
  count: z.number(),
});
export type ArchivePreviewDto = z.infer<typeof archivePreviewSchema>;

/** POST /api/admin/documents/archive-old */
export const archiveOldDocumentsBody = z.object({
  before: isoDate,
  reason: plainText("The reason", { multiline: true, error: "Give a reason for archiving" })
    .min(1, "Give a reason for archiving")
    .max(500, "The reason is at most 500 characters"),
});
export type ArchiveOldDocumentsInput = z.infer<typeof archiveOldDocumentsBody>;
export const archiveOldDocumentsResultSchema = z.object({
  before: z.string(),
  archived: z.number(),
  documentIds: z.array(z.number()),
  /** Documents still matching after this batch (more than MAX_ARCHIVE_BATCH matched): archive again. */
  remaining: z.number(),
});
export type ArchiveOldDocumentsResultDto = z.infer<typeof archiveOldDocumentsResultSchema>;

// ── Documents tab: replace a document's version ────────────────────────────────────────────────
/** The non-file fields of POST /api/admin/documents/:documentId/replace-version (multipart, field `file`). */
export const replaceVersionFields = z.object({
  changeDescription: plainText("The change description", { multiline: true })
    .max(500, "The change description is at most 500 characters")
    .optional(),
});
export const replaceVersionResultSchema = z.object({
  documentId: z.number(),
  version: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  /** True when the document was in force and moved to Under Review (decision 009). */
  tookOutOfForce: z.boolean(),
});
export type ReplaceVersionResultDto = z.infer<typeof replaceVersionResultSchema>;

// ── Domains won by proof (decision 032) ─────────────────────────────────────────────────────────
/**
 * An offer to a person who signed up at a domain before a company proved it by DNS: join that
 * company as a user, or keep their own. GET /api/domain-offers.
 */
export const domainJoinOfferSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  /** The company that proved the domain (the one to join), as it is shown. */
  companyName: z.string(),
  /** The person's own company, as it is shown. */
  ownCompanyName: z.string(),
  /** Nobody else is in the person's company: joining moves it to the recycle bin (5 days). */
  leavesCompanyEmpty: z.boolean(),
  /** Why joining is refused just now (no free seat, the last admin of a company); null when it is not. */
  joinRefusal: z.string().nullable(),
});
export type DomainJoinOfferDto = z.infer<typeof domainJoinOfferSchema>;

export const domainJoinOffersResponse = z.object({ offers: z.array(domainJoinOfferSchema) });
export type DomainJoinOffersResponse = z.infer<typeof domainJoinOffersResponse>;

/** POST /api/domain-offers/:offerId/join and …/keep: the person's company after their answer. */
export const domainOfferAnswerSchema = z.object({
  choice: z.enum(["join", "keep"]),
  companyId: z.number().int(),
  companyName: z.string(),
});
export type DomainOfferAnswerDto = z.infer<typeof domainOfferAnswerSchema>;

/** POST /api/admin/companies/:companyId/domains/release: a platform admin takes a domain off a company. */
export const releaseDomainBody = z.object({ domain: authorizedDomainSchema }).strict();
export type ReleaseDomainBody = z.infer<typeof releaseDomainBody>;

export const releaseDomainResponse = z.object({
  companyId: z.number().int(),
  domain: z.string(),
  /** The company's authorized domains after the release. */
  authorizedDomains: z.array(z.string()),
});
export type ReleaseDomainResponse = z.infer<typeof releaseDomainResponse>;
