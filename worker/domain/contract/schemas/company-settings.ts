import { z } from "zod";
import { DOCUMENT_STATUSES, TIERS } from "../vocabulary";
import { plainText } from "./text-rules";

// The company settings contract (administration side §2 Company settings, §3, §7) and the Admin
// Panel's Documents tab (archive old documents, replace a document's version). Shared by the API,
// the admin screens and the operations.

// ── Messages ────────────────────────────────────────────────────────────────────────────────────
export const SETTINGS_UPDATED_MESSAGE = "Settings updated successfully";
export const SETTINGS_UPDATE_FAILED_MESSAGE = "Failed to update settings";
export const SETTINGS_ENTERPRISE_MESSAGE =
  "Feature switches, e-mail domains and Slack are Enterprise features. Upgrade to Enterprise to change them.";
export const SLACK_ENTERPRISE_MESSAGE = "Slack integration is an Enterprise feature.";
export const SETTINGS_EMPTY_BODY_MESSAGE = "Send at least one setting to change.";
export const SLACK_TOKEN_FORMAT_MESSAGE =
  "A Slack bot token starts with 'xoxb-' (copy it from your Slack app's OAuth & Permissions page).";
export const SLACK_TOKEN_INVALID_MESSAGE =
  "Slack did not accept this bot token. Check that you copied the whole Bot User OAuth Token and that the app is installed in your workspace.";
export const SLACK_CHANNEL_FORMAT_MESSAGE =
  "A Slack channel id starts with C or G followed by at least 8 letters or digits (e.g. C0123456789). In Slack, open the channel's details to copy it.";
export const SLACK_CHANNEL_NOT_FOUND_MESSAGE =
  "Slack could not find this channel with the saved bot token. Check the channel id and invite the bot to the channel.";
export const SLACK_NOT_CONFIGURED_MESSAGE =
  "Save a Slack bot token and a channel id before sending a test message.";
export const SLACK_ENABLE_NEEDS_TOKEN_MESSAGE = "Save a Slack bot token before turning Slack on.";
export const SLACK_UNREACHABLE_MESSAGE = "Slack could not be reached. Try again in a moment.";
export const SLACK_TEST_MESSAGE_TEXT =
  "Charterly test message: Slack is connected to your company's Charterly workspace.";
export const DOMAIN_FORMAT_MESSAGE = "Enter a domain such as example.com (no @, no spaces).";
export const DOMAIN_PUBLIC_PROVIDER_MESSAGE = (domain: string) =>
  `${domain} is a public e-mail provider. Only your company's own domains can be authorized.`;
export const DOMAIN_CLAIMED_MESSAGE = (domain: string) =>
  `${domain} is already authorized by another company.`;
export const DOMAIN_PEOPLE_ELSEWHERE_MESSAGE = (domain: string) =>
  `${domain} cannot be authorized for your company: people with ${domain} addresses already belong to another company on Charterly.`;
export const DOMAIN_ALREADY_LISTED_MESSAGE = (domain: string) => `${domain} is already on the list.`;
export const DOMAIN_NOT_VERIFIED_MESSAGE = (domain: string) =>
  `${domain} is not verified: add it with Add Domain and prove that it is your company's; until then it does not let anyone in.`;
export const DNS_VERIFICATION_UNAVAILABLE_MESSAGE =
  "Checking DNS is not set up on this server. Send the confirmation link by e-mail instead.";
export const DNS_RECORD_NOT_FOUND_MESSAGE = (name: string, value: string) =>
  `No TXT record ${name} holding "${value}" was found yet. Add it at your DNS provider, wait for it to appear (it can take a while), then check again.`;
export const DNS_UNREACHABLE_MESSAGE =
  "DNS could not be checked just now. Nothing was saved; try again in a moment.";
export const DOMAIN_LINK_INVALID_MESSAGE =
  "This confirmation link does not work: a newer one may have been sent, or the domain was confirmed or removed already.";
export const DOMAIN_LINK_EXPIRED_MESSAGE =
  "This confirmation link has expired. Ask the company's Charterly admin to send a new one.";
export const MAX_USERS_ABOVE_PLAN_MESSAGE = (plan: string, limit: number) =>
  `Your ${plan} plan is limited to ${limit} users.`;
export const MAX_USERS_BELOW_SEATS_MESSAGE = (seats: number) =>
  `Your company already uses ${seats} seats (members and pending invitations). Remove users or revoke invitations first.`;

/** Shown when maxUsers was never set (spec §9: "maxUsers: 5 per company (display fallback)"). */
export const DEFAULT_MAX_USERS_DISPLAY = 5;
export const MAX_AUTHORIZED_DOMAINS = 50;

// ── Domain rules ────────────────────────────────────────────────────────────────────────────────
/** Public mail providers; `*` matches any top-level part (gmx.de, gmx.net, yandex.ru …). */
export const PUBLIC_MAIL_PROVIDERS = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "yahoo.com",
  "icloud.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.*",
  "mail.com",
  "yandex.*",
] as const;

const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Lower-cased, trimmed, a leading "@" removed: how domains are compared and stored. */
export const normalizeDomain = (value: string) =>
  value.trim().toLowerCase().replace(/^@/, "").replace(/\.$/, "");

/** A real domain name: two or more labels, letters/digits/hyphens, an alphabetic top level. */
export function isDomainName(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const top = labels[labels.length - 1] ?? "";
  return labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(top);
}

/** Whether the (normalized) domain belongs to a public mail provider. */
export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_PROVIDERS.some((provider) => {
    if (provider.endsWith(".*")) {
      return domain.startsWith(provider.slice(0, -1)); // "gmx." + any top level (gmx.de, gmx.co.uk)
    }
    return domain === provider;
  });
}

/** The domain part of an e-mail address, normalized ("Ann@Example.com" → "example.com"). */
export const emailDomain = (email: string) => normalizeDomain(email.slice(email.lastIndexOf("@") + 1));

// ── Proving a domain (decision 021) ────────────────────────────────────────────────────────────
/**
 * Where the confirmation link may be mailed: the addresses that by convention only a domain's
 * administrators receive (the CA/Browser Forum's list for proving a domain by e-mail), never any
 * address the admin types — an employee's own mailbox proves nothing about the domain.
 */
export const DOMAIN_VERIFICATION_MAILBOXES = [
  "admin",
  "administrator",
  "hostmaster",
  "postmaster",
  "webmaster",
] as const;
export type DomainVerificationMailbox = (typeof DOMAIN_VERIFICATION_MAILBOXES)[number];
export const DOMAIN_MAILBOX_MESSAGE = "Choose admin, administrator, hostmaster, postmaster or webmaster.";

/** The TXT record that proves a domain by DNS: its name, and the value holding the company's token. */
export const domainTxtRecordName = (domain: string) => `_charterly-verification.${domain}`;
export const domainTxtRecordValue = (token: string) => `charterly-verification=${token}`;

/** A confirmation link works for 7 days, as an invitation does. */
export const DOMAIN_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

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

// ── Slack rules ─────────────────────────────────────────────────────────────────────────────────
export const SLACK_BOT_TOKEN_PATTERN = /^xoxb-[A-Za-z0-9-]{8,250}$/;
export const SLACK_CHANNEL_ID_PATTERN = /^[CG][A-Z0-9]{8,}$/;

/** "xoxb-…4f2a": what the API and the page show of a saved token. */
export const maskSlackToken = (token: string) => `${token.slice(0, 5)}…${token.slice(-4)}`;

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

/** The setting fields that need settings.enterprise (everything but maxUsers). */
export const ENTERPRISE_SETTING_FIELDS = [
  "authorizedDomains",
  "emailServiceEnabled",
  "aiAssistantEnabled",
  "documentImportEnabled",
  "slackEnabled",
  "slackBotToken",
  "slackChannelId",
] as const satisfies readonly (keyof CompanySettingsUpdate)[];

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
/** At most this many documents are archived per request (one D1 batch); `remaining` says how many are left. */
export const MAX_ARCHIVE_BATCH = 100;
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
export const REPLACE_VERSION_EXTENSIONS = ["pdf", "docx", "txt", "md"] as const;
export const replaceVersionResultSchema = z.object({
  documentId: z.number(),
  version: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  /** True when the document was in force and moved to Under Review (decision 009). */
  tookOutOfForce: z.boolean(),
});
export type ReplaceVersionResultDto = z.infer<typeof replaceVersionResultSchema>;
