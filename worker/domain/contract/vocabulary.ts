// The product's words, each defined once: the enumerations the database stores, with the labels
// and limits screens, mails and the Slack bot show. The drizzle schema takes its enums from here.

export const TIERS = ["freemium", "per_document", "enterprise", "system_admin"] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_LABELS: Record<Tier, string> = {
  freemium: "Freemium",
  per_document: "Pay Per Use",
  enterprise: "Enterprise",
  system_admin: "System Admin",
};

/** Plans from least to most included: a tier includes everything a lower one does. */
export const TIER_ORDER: readonly Tier[] = TIERS;

/** Whether a company on `tier` may use something that requires `required` (e.g. a template's requiredTier). */
export const tierIncludes = (tier: Tier, required: Tier) =>
  TIER_ORDER.indexOf(tier) >= TIER_ORDER.indexOf(required);

export const PAID_TIERS: readonly Tier[] = ["per_document", "enterprise", "system_admin"];
export const ENTERPRISE_TIERS: readonly Tier[] = ["enterprise", "system_admin"];
/** Token credits (balance, ledger, requests, approvals) belong to Pay Per Use; system_admin for support. */
export const TOKEN_TIERS: readonly Tier[] = ["per_document", "system_admin"];

/** Users a company may have on each plan; `null` means unlimited. Unknown tiers fall back to 3. */
const USER_LIMITS: Record<Tier, number | null> = {
  freemium: 3,
  per_document: 5,
  enterprise: 50,
  system_admin: null,
};
export function userLimitForTier(tier: string): number | null {
  return Object.hasOwn(USER_LIMITS, tier) ? USER_LIMITS[tier as Tier] : 3;
}

export const ROLES = ["platform_admin", "company_admin", "admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  platform_admin: "Platform Admin",
  company_admin: "Company Admin",
  admin: "Admin",
  user: "User",
};

/** Roles that administer a company ("any admin" in the spec). */
export const COMPANY_ADMIN_ROLES: readonly Role[] = ["company_admin", "admin"];
export const ADMIN_ROLES: readonly Role[] = ["platform_admin", "company_admin", "admin"];
export const isAdmin = (role: Role) => ADMIN_ROLES.includes(role);
export const isPlatformAdmin = (role: Role) => role === "platform_admin";

/** The platform owner's own company (the seed and every environment create it with this id). */
export const SYSTEM_COMPANY_ID = 10001;

export const CATEGORIES = ["hr", "travel", "finance", "it", "legal", "other"] as const;
export type Category = (typeof CATEGORIES)[number];

/** `label` in filters, cards and exports; `longLabel` in the generate form's template list. */
export const CATEGORY_NAMES: Record<Category, { label: string; longLabel: string }> = {
  hr: { label: "HR", longLabel: "Human Resources" },
  travel: { label: "Travel", longLabel: "Travel" },
  finance: { label: "Finance", longLabel: "Finance" },
  it: { label: "IT", longLabel: "IT" },
  legal: { label: "Legal", longLabel: "Legal" },
  other: { label: "Other", longLabel: "Other" },
};
export const categoryLabel = (category: Category) => CATEGORY_NAMES[category].label;
export const categoryLongLabel = (category: Category) => CATEGORY_NAMES[category].longLabel;
/** The library's badge and the exports' subtitle write the category in capitals (HR, TRAVEL). */
export const categoryBadgeLabel = (category: Category) => category.toUpperCase();
export const isCategory = (value: string): value is Category => Object.hasOwn(CATEGORY_NAMES, value);

export const DOCUMENT_STATUSES = [
  "draft",
  "generated",
  "under_review",
  "pending_approval",
  "approved",
  "archived",
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The status a person sees: 'generated' is shown (and filtered) as 'approved'. */
export type DisplayedStatus = Exclude<DocumentStatus, "generated">;
export const displayedStatus = (status: DocumentStatus): DisplayedStatus =>
  status === "generated" ? "approved" : status;

export const STATUS_LABELS: Record<DisplayedStatus, string> = {
  draft: "Draft",
  under_review: "Under Review",
  pending_approval: "Pending Approval",
  approved: "Approved",
  archived: "Archived",
};
/** How every screen, version entry and mail names a status ('generated' reads 'Approved'). */
export const statusLabel = (status: DocumentStatus) => STATUS_LABELS[displayedStatus(status)];

/**
 * "In force": the document's current title and content are the text someone approved, unchanged
 * since ('generated' is approved at generation). Only text in force is downloaded, indexed for the
 * assistant, acknowledged and quoted by the Slack bot; changing the title or content of a document in
 * force takes it out of force (it moves to Under Review) until it is approved again (decision 009).
 */
export const IN_FORCE_STATUSES = ["approved", "generated"] as const satisfies readonly DocumentStatus[];
export const isInForce = (status: DocumentStatus) =>
  (IN_FORCE_STATUSES as readonly DocumentStatus[]).includes(status);

/**
 * A status change that puts a document into force: choosing Approved for one that is not. On Pay
 * Per Use each such move spends one token (decision 009); 'generated' is already Approved.
 */
export const entersForce = (from: DocumentStatus, to: DocumentStatus) =>
  to === "approved" && !isInForce(from);

/**
 * Whether an edit changes the approved text of a document in force, taking it out of force
 * (decision 009). The approved text is the title and the content; the description is not part of it.
 */
export const changesApprovedText = (
  current: { status: DocumentStatus; title: string; content: string },
  edited: { title: string; content: string },
) => isInForce(current.status) && (edited.title !== current.title || edited.content !== current.content);

/** The title of the notice shown when a document's text cannot be downloaded (spec §8). */
export const DOWNLOAD_RESTRICTED_TITLE = "Download Restricted";
export const PENDING_APPROVAL_DOWNLOAD_MESSAGE =
  "Document downloads are not available while pending approval. Please approve the document first to consume a token and enable downloads.";
export const NOT_IN_FORCE_DOWNLOAD_MESSAGE =
  "Only approved documents can be downloaded. Approve this document to enable downloads.";
/**
 * Whether the plan exports text that is not in force (decision 009, amended): Enterprise and System
 * Admin export drafts, documents under review and archived ones, marked in the file (exportMarking);
 * Pay Per Use exports only approved text, which it paid a token for.
 */
export const exportsUnapprovedText = (tier: Tier) => ENTERPRISE_TIERS.includes(tier);

/**
 * Why this document's text cannot be downloaded on this plan (the export's 409 message), or null
 * when it can. Pending approval is refused on every plan (spec §4).
 */
export function downloadRestriction(status: DocumentStatus, tier: Tier): string | null {
  if (isInForce(status)) return null;
  if (status === "pending_approval") return PENDING_APPROVAL_DOWNLOAD_MESSAGE;
  return exportsUnapprovedText(tier) ? null : NOT_IN_FORCE_DOWNLOAD_MESSAGE;
}

/** The word a file of text not in force is marked with: "DRAFT", "UNDER REVIEW", "ARCHIVED"; null in force. */
export const exportMarkingLabel = (status: DocumentStatus): string | null =>
  isInForce(status) ? null : statusLabel(status).toUpperCase();

/**
 * What a file of text not in force says at its top and on every page, so a printed page cannot pass
 * for the approved policy: "DRAFT — not approved; not the policy in force". Null in force.
 */
export function exportMarking(status: DocumentStatus): string | null {
  const label = exportMarkingLabel(status);
  return label === null ? null : `${label} — not approved; not the policy in force`;
}
/** What the Edit dialog can tell someone about to change the text of a document in force. */
export const EDIT_TAKES_OUT_OF_FORCE_NOTICE =
  "Changing the title or content of an approved document moves it back to Under Review. It must be approved again before it can be downloaded.";

/** Statuses a person may pick in the library's inline select. */
export const EDITABLE_STATUSES = ["draft", "under_review", "approved", "archived"] as const;

export const CHANGE_TYPES = [
  "created",
  "content_updated",
  "title_changed",
  "status_changed",
  "restored",
  // 'Mark reviewed': the owner confirmed the text is still right (decision 016).
  "reviewed",
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  created: "Created",
  content_updated: "Content updated",
  title_changed: "Title changed",
  status_changed: "Status changed",
  restored: "Restored",
  reviewed: "Reviewed",
};

export const COMMENT_TYPES = ["general", "suggestion", "approval", "rejection"] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];
export const COMMENT_TYPE_LABELS: Record<CommentType, string> = {
  general: "General",
  suggestion: "Suggestion",
  approval: "Approval",
  rejection: "Rejection",
};

export const TOKEN_TRANSACTION_TYPES = ["purchase", "usage", "other"] as const;
export type TokenTransactionType = (typeof TOKEN_TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TokenTransactionType, string> = {
  purchase: "Purchase",
  usage: "Usage",
  other: "Other",
};

export const TOKEN_REQUEST_STATUSES = ["pending", "approved", "fulfilled", "rejected"] as const;
export type TokenRequestStatus = (typeof TOKEN_REQUEST_STATUSES)[number];
export const TOKEN_REQUEST_STATUS_LABELS: Record<TokenRequestStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  fulfilled: "Fulfilled",
  rejected: "Rejected",
};

export const URGENCIES = ["low", "medium", "high"] as const;
export type Urgency = (typeof URGENCIES)[number];
/** The token request form's urgency choices and the response time each promises. */
export const URGENCY_NAMES: Record<Urgency, { label: string; responseTime: string }> = {
  low: { label: "Low", responseTime: "2-3 days" },
  medium: { label: "Medium", responseTime: "1 day" },
  high: { label: "High", responseTime: "1 business hour" },
};

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const KNOWLEDGE_DOCUMENT_TYPES = ["policy", "template", "example"] as const;
export type KnowledgeDocumentType = (typeof KNOWLEDGE_DOCUMENT_TYPES)[number];

export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How a scheduled job's last run ended (System Status → Scheduled jobs). */
export const JOB_RUN_OUTCOMES = ["ok", "failed"] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];

/** The company feature switches (company settings) a permission may depend on. */
export const COMPANY_FEATURES = ["aiAssistant", "documentImport", "emailService", "slack"] as const;
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];
export type CompanyFeatures = Record<CompanyFeature, boolean>;

/**
 * The Pay Per Use plan's own screens: the token panel, Pending Document Approvals and the library's
 * approve and reject buttons (spec §2, §6). The token permissions also admit system_admin, for
 * support; these screens are not offered there.
 */
export const usesTokenCredits = (tier: Tier) => tier === "per_document";

/** Whether choosing `to` in the status select spends a token (Pay Per Use, into Approved; decision 009). */
export const statusChangeSpendsToken = (tier: Tier, from: DocumentStatus, to: DocumentStatus) =>
  usesTokenCredits(tier) && entersForce(from, to);

/** The policy lifecycle (decision 016). How often a document is reviewed, in months. */
export const REVIEW_INTERVALS = [3, 6, 12, 24] as const;
export type ReviewInterval = (typeof REVIEW_INTERVALS)[number];
export const REVIEW_INTERVAL_LABELS: Record<ReviewInterval, string> = {
  3: "Every 3 months",
  6: "Every 6 months",
  12: "Every 12 months",
  24: "Every 24 months",
};
/** The review reminders: 30 and 7 days before the date, and on the day it becomes overdue. */
export const REVIEW_REMINDER_KINDS = ["due_in_30_days", "due_in_7_days", "overdue"] as const;
export type ReviewReminderKind = (typeof REVIEW_REMINDER_KINDS)[number];
/** The library's review filter: overdue, or due within 30 days (overdue included). */
export const REVIEW_FILTERS = ["overdue", "due_soon"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/** Where an 'I have read this' came from. */
export const ACKNOWLEDGEMENT_CHANNELS = ["web", "slack"] as const;
export type AcknowledgementChannel = (typeof ACKNOWLEDGEMENT_CHANNELS)[number];

/**
 * What a saved edit says (the toast, the page without JavaScript): saved and, when the status moved,
 * where to. An edit that took a document out of force says so and why, in the product's words: a
 * reader would otherwise think the approved text still applies.
 */
export function documentSavedMessage(title: string, before: DocumentStatus, after: DocumentStatus): string {
  if (isInForce(before) && !isInForce(after))
    return `“${title}” was saved. This document is now ${statusLabel(after)} and no longer in force until it is approved again.`;
  if (before === after) return `“${title}” was saved.`;
  return `“${title}” was saved and is now ${statusLabel(after)}.`;
}
