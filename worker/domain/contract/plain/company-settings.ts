import type { CompanySettingsUpdate } from "../schemas/company-settings";

// The company settings contract (administration side §2 Company settings, §3, §7) and the Admin
// Panel's Documents tab (archive old documents, replace a document's version). Shared by the API,
// the admin screens and the operations.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/company-settings.ts.

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
  `${domain} is already authorized by another company. It can be proven for yours once that company's TXT record is gone from its DNS, or after Charterly's support releases it.`;
// A mailed link's refusals are read by whoever looks after the domain's mailbox (its postmaster),
// who need not be a Charterly user nor a member of the company that asked: they name that company,
// never "your company", and say that nothing changed.
export const DOMAIN_CLAIMED_LINK_MESSAGE = (domain: string, askedBy: string) =>
  `${domain} is already authorized for another company on Charterly, so it cannot be confirmed for “${askedBy}”. Nothing was changed; you can close this page.`;
export const DOMAIN_PEOPLE_ELSEWHERE_LINK_MESSAGE = (domain: string, askedBy: string) =>
  `${domain} cannot be confirmed for “${askedBy}” by this link: people with ${domain} addresses already belong to another company on Charterly. Nothing was changed. If ${domain} belongs to “${askedBy}”, its Charterly admin can prove it through the domain's DNS (a TXT record) instead.`;
export const DOMAIN_NOT_HELD_MESSAGE = (domain: string) =>
  `${domain} is not one of this company's authorized domains.`;

// ── Offers to join the company that proved a domain (decision 032) ──────────────────────────────
/** The page that shows a person's offer: where sign-in leads while one is open. */
export const DOMAIN_OFFER_PATH = "/domain-offer";
export const DOMAIN_OFFER_GONE_MESSAGE =
  "This offer no longer stands: the domain was released or proven by another company since.";
export const DOMAIN_OFFER_COMPANY_FULL_MESSAGE = (companyName: string) =>
  `${companyName} has no free seats on its plan. Ask its company admin to free a seat, then join.`;
export const DOMAIN_OFFER_LAST_ADMIN_MESSAGE =
  "Every company must have at least one admin. Add another admin to your company before you leave it.";
export const DOMAIN_OFFER_COMPANY_MOVING_MESSAGE =
  "Your company is being moved between databases just now. Try again in a few minutes.";
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
/** Twenty saves at once: each that lost to another after its retries says so, with nothing saved (409). */
export const SETTINGS_SAVED_MEANWHILE_MESSAGE =
  "Someone else saved these settings at the same moment. Nothing was saved — reload and try again.";

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

// ── Slack rules ─────────────────────────────────────────────────────────────────────────────────
export const SLACK_BOT_TOKEN_PATTERN = /^xoxb-[A-Za-z0-9-]{8,250}$/;
export const SLACK_CHANNEL_ID_PATTERN = /^[CG][A-Z0-9]{8,}$/;

/** "xoxb-…4f2a": what the API and the page show of a saved token. */
export const maskSlackToken = (token: string) => `${token.slice(0, 5)}…${token.slice(-4)}`;

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
/** At most this many documents are archived per request (one D1 batch); `remaining` says how many are left. */
export const MAX_ARCHIVE_BATCH = 100;
export const REPLACE_VERSION_EXTENSIONS = ["pdf", "docx", "txt", "md"] as const;
