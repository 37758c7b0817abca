// The whole Charterly data model. Every company-owned table carries `company_id` and an index
// that starts with it, so each tenant-scoped query is an index range scan.
// A company database holds no companies, people or templates (worker/db/table-homes.ts), so the
// company tables keep no foreign keys into them, only among themselves (migration 0015); a test
// (table-homes.test.ts) holds every new key to that. What ON DELETE did is the domain's: a person's
// removal clears their id in the company database (domain/people/people-mirror.ts).
// Change this file, then `npm run db:generate`, read the SQL, commit it (migrations are history).
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { CRM_AUTH_FLOWS, CRM_FIELD_TYPES, CRM_LOCAL_FIELDS } from "../domain/contract/plain/crm";
import type { StoredReferenceDto } from "../domain/contract/schemas/chat";
import type { ChangeSummary } from "../domain/contract/schemas/lifecycle";
// The enumerations are the contract's (one definition for the database, the API and the screens).
import {
  ACKNOWLEDGEMENT_CHANNELS,
  CATEGORIES,
  CHANGE_TYPES,
  COMMENT_TYPES,
  DOCUMENT_STATUSES,
  INVITATION_STATUSES,
  JOB_RUN_OUTCOMES,
  KNOWLEDGE_DOCUMENT_TYPES,
  OUTBOX_STATUSES,
  REVIEW_REMINDER_KINDS,
  ROLES,
  type Role,
  TIERS,
  TOKEN_REQUEST_STATUSES,
  TOKEN_TRANSACTION_TYPES,
  URGENCIES,
} from "../domain/contract/vocabulary";

const now = sql`(unixepoch() * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

export const companies = sqliteTable(
  "companies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    displayName: text("display_name"),
    tier: text("tier", { enum: TIERS }).notNull().default("freemium"),
    companySize: text("company_size"),
    website: text("website"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Set when the company is moved to the recycle bin; rows stay until the purge job runs.
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    deactivatedAt: integer("deactivated_at", { mode: "timestamp_ms" }),
    // Which company database holds its data (decision 027): 1 is DB, the directory's own; n is the
    // Worker's COMPANY_DB_n binding (worker/db/company-database-bindings.ts).
    databaseNumber: integer("database_number").notNull().default(1),
    // While the company moves to another company database (domain/platform/move-company.ts): the
    // database it leaves and the one it goes to; both NULL when no move is under way. The jobs over
    // all companies leave a moving company out, as its rows may be in both databases for a while.
    movingFrom: integer("moving_from"),
    movingTo: integer("moving_to"),
    // Where the move stands, so a stopped one goes on from there (move-company.ts, MoveCursor).
    moveCursor: text("move_cursor", { mode: "json" }).$type<{
      step: "copy" | "verify" | "clear" | "abandon";
      table: number;
      after: number;
      reason?: string;
    }>(),
    // The run of the move that holds it until then: one run at a time, so none copies behind another's switch.
    moveLeaseUntil: integer("move_lease_until", { mode: "timestamp_ms" }),
    // The D1 bookmark of the company's database right after its last move copied the rows there: a
    // request reads the company from a replica at least that fresh (request-context.ts), so no
    // replica that has not yet seen the copy answers for it.
    movedInBookmark: text("moved_in_bookmark"),
  },
  (t) => [index("companies_deleted_at_idx").on(t.deletedAt), index("companies_name_idx").on(t.name)],
);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    profileImageUrl: text("profile_image_url"),
    // The identity-provider account this user signs in with ("iss" and "sub" of the ID token).
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
    deactivatedAt: integer("deactivated_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_oidc_unique").on(t.oidcIssuer, t.oidcSubject),
    index("users_company_idx").on(t.companyId, t.createdAt),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the cookie's random token: a leaked database row cannot be replayed as a cookie.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull().default(now),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    userAgent: text("user_agent"),
    // When the person last authenticated at the identity provider (the ID token's auth_time), which
    // may be long before this session began (a provider that remembers them signs them in silently).
    // Null when the provider did not say (and for sessions older than the column): never recent.
    authenticatedAt: integer("authenticated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const invitations = sqliteTable(
  "invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("pending"),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    /** The name the inviter gave (Add New Customer); used when the identity provider shares none. */
    firstName: text("first_name"),
    lastName: text("last_name"),
  },
  (t) => [
    index("invitations_company_idx").on(t.companyId, t.status),
    index("invitations_email_idx").on(t.email, t.status),
  ],
);

/**
 * Which company database hands out the ids of each block of 10¹² ids (worker/db/id-ranges.ts). A
 * database starts in block n (database 1 in block 0); a move into a database whose ids are not all
 * above the leaving database's takes a fresh block for it here, so no id is ever handed out twice.
 */
export const idBlocks = sqliteTable("id_blocks", {
  block: integer("block").primaryKey(),
  databaseNumber: integer("database_number").notNull(),
  takenAt: integer("taken_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/**
 * One row (id 1), in every database (table-homes.ts): a batch guard (domain/batch-guard.ts) rewrites
 * `held` with itself while its condition holds and with NULL when it does not, and the NOT NULL
 * failure rolls its batch back. A guard works in whichever database its batch runs.
 */
export const batchGuards = sqliteTable("batch_guard", {
  id: integer("id").primaryKey(),
  held: integer("held").notNull().default(1),
});

/**
 * In a company database: the companies whose writes it refuses while they move out, and after they
 * left (domain/platform/move-company.ts). Triggers on every company table abort a write of a fenced
 * company's row (migration 0017), so no write that started before a move can land in the database
 * the company left. `state`: 'moving' (copying to the new database), 'moved' (it left; a tombstone),
 * 'clearing' (only inside the batches that delete the rows it left, so those deletes pass).
 */
export const companyWriteFences = sqliteTable("company_write_fences", {
  companyId: integer("company_id").primaryKey(),
  state: text("state", { enum: ["moving", "moved", "clearing"] }).notNull(),
  createdAt: createdAt(),
});

/**
 * The company database's copy of its people (decision 027, stage 2): what company rows show beside
 * them (a comment's author, who is asked to acknowledge a document, a review's owner) without a join
 * into the directory, where `users` lives. The operation that changes a person writes it right after
 * the directory's write (`domain/people/people-mirror.ts`); the scheduled repair compares the two.
 * No foreign keys: the people it copies live in another database once the split is done.
 */
export const companyPeople = sqliteTable(
  "company_people",
  {
    // The person's id in `users`.
    id: integer("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role", { enum: ROLES }).notNull(),
    deactivatedAt: integer("deactivated_at", { mode: "timestamp_ms" }),
    // The directory row's `updated_at` this copy was taken at: an older copy never overwrites a newer.
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("company_people_company_idx").on(t.companyId, t.role)],
);

export const companySettings = sqliteTable("company_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  maxUsers: integer("max_users"),
  emailServiceEnabled: integer("email_service_enabled", { mode: "boolean" }).notNull().default(true),
  aiAssistantEnabled: integer("ai_assistant_enabled", { mode: "boolean" }).notNull().default(true),
  documentImportEnabled: integer("document_import_enabled", { mode: "boolean" }).notNull().default(true),
  authorizedDomains: text("authorized_domains", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  slackEnabled: integer("slack_enabled", { mode: "boolean" }).notNull().default(false),
  // AES-GCM ciphertext (see worker/domain/secrets); never returned in clear.
  slackBotTokenEncrypted: text("slack_bot_token_encrypted"),
  slackChannelId: text("slack_channel_id"),
  slackTeamId: text("slack_team_id"),
  /** The workspace name Slack's auth.test reported when the token was saved. */
  slackTeamName: text("slack_team_name"),
  /**
   * The company's token for proving its e-mail domains by DNS (a TXT record holding it, decision
   * 021); made on the first claim. Not a secret: it is published in the company's DNS.
   */
  domainVerificationToken: text("domain_verification_token"),
  updatedAt: updatedAt(),
});

/**
 * A company's claim to an e-mail domain until its ownership is proven (decision 021): by a DNS TXT
 * record with the company's token, or by a link mailed to a role address at the domain (admin@…)
 * and followed there. Once proven, the domain joins `company_settings.authorized_domains` (which
 * alone routes sign-ins) and the claim row goes. Several companies may claim one domain; only one
 * can hold it verified.
 */
export const domainVerifications = sqliteTable(
  "domain_verifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Normalized (lower case, no leading @). */
    domain: text("domain").notNull(),
    requestedByUserId: integer("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The role address the latest link went to (admin@example.com), once one was sent. */
    emailSentTo: text("email_sent_to"),
    emailSentAt: integer("email_sent_at", { mode: "timestamp_ms" }),
    /** SHA-256 of the latest link's token: only that link works. */
    emailTokenHash: text("email_token_hash"),
    emailExpiresAt: integer("email_expires_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("domain_verifications_company_domain_idx").on(t.companyId, t.domain),
    uniqueIndex("domain_verifications_token_idx").on(t.emailTokenHash),
  ],
);

/**
 * An offer to a person to join the company that proved their e-mail domain by DNS (decision 032):
 * they signed up at the domain before it was proven, so they belong to another company
 * (`from_company_id`). They are not moved; they choose at their next sign-in: join `company_id` as a
 * user (seats permitting) or keep their own company. One open offer per person.
 */
export const domainJoinOffers = sqliteTable(
  "domain_join_offers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The company that proved the domain: the one the person may join. */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The person's company when the offer was made. */
    fromCompanyId: integer("from_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("domain_join_offers_user_idx").on(t.userId),
    index("domain_join_offers_company_domain_idx").on(t.companyId, t.domain),
    index("domain_join_offers_from_company_idx").on(t.fromCompanyId),
  ],
);

// SCIM bearer tokens (decision 035): a company's identity provider provisions its people with one.
// Only the SHA-256 of the token is kept; the token itself is shown once, when it is created.
export const scimTokens = sqliteTable(
  "scim_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("scim_tokens_hash_unique").on(t.tokenHash),
    index("scim_tokens_company_idx").on(t.companyId, t.createdAt),
  ],
);

// What a company's identity provider says about a person beyond the columns of `users`: its own id
// for them (externalId) and the attributes it sends that Charterly only keeps and answers back.
export const scimIdentities = sqliteTable(
  "scim_identities",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    attributes: text("attributes", { mode: "json" }).$type<Record<string, unknown>>(),
    updatedAt: updatedAt(),
  },
  (t) => [index("scim_identities_external_idx").on(t.companyId, t.externalId)],
);

export const templates = sqliteTable(
  "templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: CATEGORIES }).notNull().default("other"),
    content: text("content").notNull(),
    previewContent: text("preview_content"),
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(true),
    requiredTier: text("required_tier", { enum: TIERS }).notNull().default("freemium"),
    usageCount: integer("usage_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Set when a platform admin deletes a template that documents were generated from: it leaves the
    // library but stays for their history. A template nothing used is deleted for good.
    retiredAt: integer("retired_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("templates_slug_unique").on(t.slug),
    index("templates_public_idx").on(t.isPublic, t.name),
    index("templates_category_idx").on(t.category, t.name),
  ],
);

/** 1 for an archived document (the Archived tab), 0 for every other (the Active tab). */
export const documentIsArchived = sql`(status = 'archived')`;
/** The status the library filters by: 'Approved' means in force, so 'generated' counts as 'approved'. */
export const documentListStatus = sql`(case status when 'generated' then 'approved' else status end)`;

export const documents = sqliteTable(
  "documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    createdByUserId: integer("created_by_user_id"),
    templateId: integer("template_id"),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category", { enum: CATEGORIES }).notNull().default("other"),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("draft"),
    // The current version: its `document_versions` row holds the text (decision 015), so that
    // listing, filtering, sorting and counting never read a body.
    version: integer("version").notNull().default(1),
    // R2 key of the original file for imported documents.
    sourceFileKey: text("source_file_key"),
    archiveReason: text("archive_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The policy lifecycle (decision 016). The person who keeps the document current, and how often
    // it is reviewed (months; null: never).
    ownerUserId: integer("owner_user_id"),
    reviewIntervalMonths: integer("review_interval_months"),
    // When the text in force came into force (null when the document is not in force), when it was
    // last reviewed since, and so when its next review is due (null without interval or not in force).
    inForceSince: integer("in_force_since", { mode: "timestamp_ms" }),
    lastReviewedAt: integer("last_reviewed_at", { mode: "timestamp_ms" }),
    nextReviewAt: integer("next_review_at", { mode: "timestamp_ms" }),
    // Who is asked to read it when it comes into force: null = everyone in the company, or a JSON
    // list of roles.
    readerRoles: text("reader_roles", { mode: "json" }).$type<Role[]>(),
  },
  // Every library filter walks one of these in keyset order (updated_at, then the rowid, which is
  // every index's implicit last column), so a page never sorts and never reads a row it does not
  // show. The tab and the status filter are expressions (`documentIsArchived`, `documentListStatus`):
  // the list's queries use the very same expressions.
  (t) => [
    index("documents_company_updated_idx").on(t.companyId, t.updatedAt),
    index("documents_company_archived_idx").on(t.companyId, documentIsArchived, t.updatedAt),
    index("documents_company_list_status_idx").on(t.companyId, documentListStatus, t.updatedAt),
    index("documents_company_category_idx").on(t.companyId, t.category, t.updatedAt),
    index("documents_company_category_archived_idx").on(
      t.companyId,
      t.category,
      documentIsArchived,
      t.updatedAt,
    ),
    index("documents_company_category_list_status_idx").on(
      t.companyId,
      t.category,
      documentListStatus,
      t.updatedAt,
    ),
    index("documents_company_created_idx").on(t.companyId, t.createdAt),
    index("documents_company_next_review_idx").on(t.companyId, t.nextReviewAt),
    index("documents_next_review_idx").on(t.nextReviewAt),
  ],
);

/**
 * How many documents a company has per category and status, kept by triggers on `documents`
 * (migration 0007) so that the library's tab counts, the dashboard and the company's figures read
 * a few rows instead of counting thousands.
 */
export const documentCounts = sqliteTable(
  "document_counts",
  {
    companyId: integer("company_id").notNull(),
    category: text("category", { enum: CATEGORIES }).notNull(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.category, t.status] })],
);

export const documentVersions = sqliteTable(
  "document_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull(),
    changeType: text("change_type", { enum: CHANGE_TYPES }).notNull(),
    changeDescription: text("change_description"),
    changedByUserId: integer("changed_by_user_id"),
    changedByName: text("changed_by_name"),
    wordCount: integer("word_count").notNull().default(0),
    createdAt: createdAt(),
    // What changed since the previous version in force (decision 016): the structural summary,
    // and a plain-language one when an AI model wrote it.
    changeSummary: text("change_summary", { mode: "json" }).$type<ChangeSummary>(),
  },
  (t) => [
    uniqueIndex("document_versions_doc_version_unique").on(t.documentId, t.version),
    index("document_versions_company_idx").on(t.companyId, t.documentId),
  ],
);

/**
 * 'I have read this': one row per person per version of a document in force (decision 016). A
 * Slack user without an account is recorded by Slack id (the Slack bot, decision 017).
 */
export const documentAcknowledgements = sqliteTable(
  "document_acknowledgements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    userId: integer("user_id"),
    slackUserId: text("slack_user_id"),
    channel: text("channel", { enum: ACKNOWLEDGEMENT_CHANNELS }).notNull().default("web"),
    acknowledgedAt: integer("acknowledged_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("document_acknowledgements_person_unique").on(t.documentId, t.version, t.userId),
    uniqueIndex("document_acknowledgements_slack_unique").on(t.documentId, t.version, t.slackUserId),
    index("document_acknowledgements_company_user_idx").on(t.companyId, t.userId),
    check("document_acknowledgements_one_person", sql`(${t.userId} is null) <> (${t.slackUserId} is null)`),
  ],
);

/**
 * The review reminders sent (decision 016): once each per document, review date and kind, so a
 * daily job that runs twice, or late, never sends one twice.
 */
export const documentReviewReminders = sqliteTable(
  "document_review_reminders",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    kind: text("kind", { enum: REVIEW_REMINDER_KINDS }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.dueAt, t.kind] }),
    index("document_review_reminders_company_idx").on(t.companyId),
  ],
);

export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    userId: integer("user_id"),
    comment: text("comment").notNull(),
    commentType: text("comment_type", { enum: COMMENT_TYPES }).notNull().default("general"),
    isResolved: integer("is_resolved", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("comments_company_doc_idx").on(t.companyId, t.documentId, t.createdAt)],
);

export const tokenBalances = sqliteTable(
  "token_balances",
  {
    companyId: integer("company_id").primaryKey(),
    balance: integer("balance").notNull().default(0),
    used: integer("used").notNull().default(0),
    purchased: integer("purchased").notNull().default(0),
    updatedAt: updatedAt(),
  },
  // The CHECK makes a concurrent double-spend fail in the database instead of going negative.
  (t) => [check("token_balances_balance_non_negative", sql`${t.balance} >= 0`)],
);

export const tokenTransactions = sqliteTable(
  "token_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    transactionType: text("transaction_type", { enum: TOKEN_TRANSACTION_TYPES }).notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    description: text("description").notNull().default(""),
    documentId: integer("document_id").references(() => documents.id, { onDelete: "set null" }),
    invoiceNumber: text("invoice_number"),
    createdByUserId: integer("created_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("token_transactions_company_idx").on(t.companyId, t.createdAt),
    index("token_transactions_created_idx").on(t.createdAt),
    // An invoice credits once: a repeated "add credits" with the same invoice number is refused.
    uniqueIndex("token_transactions_invoice_unique")
      .on(t.invoiceNumber)
      .where(sql`${t.invoiceNumber} IS NOT NULL`),
  ],
);

/**
 * The invoices that credited tokens, platform-wide (directory): an invoice number credits once,
 * whichever company it was for, while each company's ledger lives in its company's database
 * (decision 027). A credit claims its invoice here first; the ledger entry follows.
 */
export const creditedInvoices = sqliteTable("credited_invoices", {
  invoiceNumber: text("invoice_number").primaryKey(),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  amount: integer("amount").notNull(),
  createdAt: createdAt(),
});

export const tokenRequests = sqliteTable(
  "token_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    requestedByUserId: integer("requested_by_user_id"),
    requestedTokens: integer("requested_tokens").notNull(),
    businessJustification: text("business_justification").notNull(),
    urgency: text("urgency", { enum: URGENCIES }).notNull().default("medium"),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    status: text("status", { enum: TOKEN_REQUEST_STATUSES }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    tokensAdded: integer("tokens_added"),
    processedByUserId: integer("processed_by_user_id"),
    processedAt: integer("processed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("token_requests_company_idx").on(t.companyId, t.createdAt),
    index("token_requests_status_idx").on(t.status),
  ],
);

export const enterpriseInquiries = sqliteTable(
  "enterprise_inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    companySize: text("company_size").notNull(),
    currentTier: text("current_tier"),
    inquiryType: text("inquiry_type").notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("enterprise_inquiries_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * A person's conversations with the assistant: questions go to their latest one; 'New conversation'
 * starts another and keeps the earlier ones to be read again. Replies do not depend on earlier turns,
 * so a conversation is how the person groups their questions, not context for the answers.
 */
export const chatConversations = sqliteTable(
  "chat_conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    userId: integer("user_id"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("chat_conversations_person_idx").on(t.companyId, t.userId, t.id)],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    userId: integer("user_id"),
    // Null for a question asked in Slack by someone with no account (they have no conversations).
    conversationId: integer("conversation_id").references(() => chatConversations.id, {
      onDelete: "cascade",
    }),
    messageType: text("message_type", { enum: ["user", "assistant"] }).notNull(),
    message: text("message").notNull(),
    referencedDocuments: text("referenced_documents", { mode: "json" })
      .$type<StoredReferenceDto[]>()
      .notNull()
      .default(sql`'[]'`),
    needsLegalReview: integer("needs_legal_review", { mode: "boolean" }).notNull().default(false),
    ragContext: text("rag_context", { mode: "json" }).$type<{
      hasKnowledgeBase: boolean;
      documentsUsed: number;
    }>(),
    confidence: real("confidence"),
    // Which engine wrote an assistant reply: "workers-ai", or "embedded" (composed locally).
    composedBy: text("composed_by", { enum: ["workers-ai", "embedded"] }),
    channel: text("channel", { enum: ["web", "slack"] })
      .notNull()
      .default("web"),
    createdAt: createdAt(),
    // Asked in Slack by someone whose e-mail matched no person of the company (decision 017).
    slackUserId: text("slack_user_id"),
  },
  (t) => [
    index("chat_messages_company_user_idx").on(t.companyId, t.userId, t.createdAt),
    index("chat_messages_conversation_idx").on(t.conversationId, t.createdAt),
  ],
);

/**
 * 'Helpful' / 'Not helpful' on an assistant reply (decision 017): one rating per person per reply,
 * a later click replaces it. From Slack a person may be known only by their Slack id.
 */
export const chatFeedback = sqliteTable(
  "chat_feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    messageId: integer("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    userId: integer("user_id"),
    slackUserId: text("slack_user_id"),
    helpful: integer("helpful", { mode: "boolean" }).notNull(),
    channel: text("channel", { enum: ["web", "slack"] })
      .notNull()
      .default("web"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chat_feedback_person_unique").on(t.messageId, t.userId),
    uniqueIndex("chat_feedback_slack_unique").on(t.messageId, t.slackUserId),
    index("chat_feedback_company_idx").on(t.companyId, t.createdAt),
    check("chat_feedback_one_person", sql`(${t.userId} is null) <> (${t.slackUserId} is null)`),
  ],
);

/**
 * Slack events the bot has handed to the Worker (decision 017): Slack retries an event it thinks
 * was not received (`x-slack-retry-num`); the first claim of (team, event id) wins, so a retry or a
 * second bot instance never answers twice. Old claims are removed by the periodic job.
 */
export const slackEventClaims = sqliteTable(
  "slack_event_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    teamId: text("team_id").notNull(),
    eventId: text("event_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slack_event_claims_event_unique").on(t.teamId, t.eventId),
    index("slack_event_claims_created_idx").on(t.createdAt),
  ],
);

/**
 * 'New policy in force' notices for the company's Slack channel (decision 017): one per document
 * and version in force, queued in the same transaction as the change (a trigger on documents), and
 * posted by the Worker with the company's bot token, retried with back-off like e-mail.
 */
export const slackNotices = sqliteTable(
  "slack_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(now),
    lastError: text("last_error"),
    channelId: text("channel_id"),
    messageTs: text("message_ts"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slack_notices_document_version_unique").on(t.documentId, t.version),
    index("slack_notices_due_idx").on(t.status, t.nextAttemptAt),
    index("slack_notices_company_idx").on(t.companyId, t.createdAt),
  ],
);

export const knowledgeBaseDocuments = sqliteTable(
  "knowledge_base_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    title: text("title").notNull(),
    fileName: text("file_name"),
    fileSize: integer("file_size"),
    fileKey: text("file_key"),
    category: text("category", { enum: CATEGORIES }).notNull().default("other"),
    documentType: text("document_type", { enum: KNOWLEDGE_DOCUMENT_TYPES }).notNull().default("policy"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    chunkCount: integer("chunk_count").notNull().default(0),
    sourceDocumentId: integer("source_document_id").references(() => documents.id, { onDelete: "set null" }),
    createdByUserId: integer("created_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("knowledge_base_documents_company_idx").on(t.companyId, t.createdAt),
    uniqueIndex("knowledge_base_documents_source_unique").on(t.companyId, t.sourceDocumentId),
  ],
);

// One passage of what the assistant knows: a chunk of a knowledge-base upload, or of a library
// document's version in force (decision 011). Rows exist only for sources the assistant may use:
// a document leaves force → its rows go in the same batch. The searchable text comes last (see the
// note on documents) and is indexed by the FTS5 table `knowledge_chunks_fts` (external content,
// kept in step by triggers in migration 0002, which drizzle-kit does not model).
export const knowledgeChunks = sqliteTable(
  "knowledge_chunks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    // Exactly one of the two sources.
    knowledgeBaseDocumentId: integer("knowledge_base_document_id").references(
      () => knowledgeBaseDocuments.id,
      {
        onDelete: "cascade",
      },
    ),
    documentId: integer("document_id").references(() => documents.id, { onDelete: "cascade" }),
    // The document version this chunk was cut from, and when that version came into force.
    documentVersion: integer("document_version"),
    inForceSince: integer("in_force_since", { mode: "timestamp_ms" }),
    category: text("category", { enum: CATEGORIES }).notNull().default("other"),
    documentType: text("document_type", { enum: KNOWLEDGE_DOCUMENT_TYPES }).notNull().default("policy"),
    // Switched off with its knowledge-base entry; searches only read active rows.
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    position: integer("position").notNull(),
    // FTS5 column that confines a full-text match to one company: 'c' || company_id.
    scope: text("scope").notNull(),
    title: text("title").notNull(),
    heading: text("heading").notNull().default(""),
    body: text("body").notNull(),
  },
  (t) => [
    index("knowledge_chunks_company_active_idx").on(t.companyId, t.isActive),
    index("knowledge_chunks_entry_idx").on(t.knowledgeBaseDocumentId),
    index("knowledge_chunks_document_idx").on(t.documentId, t.documentVersion),
    check(
      "knowledge_chunks_one_source",
      sql`(${t.knowledgeBaseDocumentId} is null) <> (${t.documentId} is null)`,
    ),
  ],
);

// Questions the assistant could not answer with confidence, grouped when near-duplicates, so that
// admins can write the missing policy (Knowledge Base tab, 'Unanswered questions').
export const questionGaps = sqliteTable(
  "question_gaps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id").notNull(),
    // The question as first asked (shown), and its content terms, sorted (for grouping).
    question: text("question").notNull(),
    terms: text("terms").notNull(),
    askCount: integer("ask_count").notNull().default(1),
    lastConfidence: real("last_confidence"),
    lastAskedAt: integer("last_asked_at", { mode: "timestamp_ms" }).notNull(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    resolvedByUserId: integer("resolved_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("question_gaps_company_open_idx").on(t.companyId, t.resolvedAt, t.lastAskedAt)],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    kind: text("kind").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.createdAt),
    index("email_outbox_to_idx").on(t.toAddress, t.createdAt),
  ],
);

export const emailChangeRequests = sqliteTable(
  "email_change_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    // SHA-256 of the token in the verification link.
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("email_change_requests_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("email_change_requests_token_unique").on(t.tokenHash),
  ],
);

export const crmConfigs = sqliteTable("crm_configs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  provider: text("provider", { enum: ["salesforce"] })
    .notNull()
    .default("salesforce"),
  apiUrl: text("api_url"),
  apiVersion: text("api_version").notNull().default("v60.0"),
  clientId: text("client_id"),
  // Encrypted at rest (AES-GCM); never returned in clear.
  clientSecretEncrypted: text("client_secret_encrypted"),
  username: text("username"),
  passwordEncrypted: text("password_encrypted"),
  securityTokenEncrypted: text("security_token_encrypted"),
  isEnabled: integer("is_enabled", { mode: "boolean" }).notNull().default(false),
  autoSync: integer("auto_sync", { mode: "boolean" }).notNull().default(false),
  syncFrequencyHours: integer("sync_frequency_hours").notNull().default(24),
  lastConnectionTest: integer("last_connection_test", { mode: "timestamp_ms" }),
  lastConnectionStatus: text("last_connection_status", { enum: ["connected", "failed", "unknown"] })
    .notNull()
    .default("unknown"),
  lastSyncAt: integer("last_sync_at", { mode: "timestamp_ms" }),
  updatedAt: updatedAt(),
  /** "password" (username-password flow) or "client_credentials" (no user; the org's My Domain URL). */
  authFlow: text("auth_flow", { enum: CRM_AUTH_FLOWS }).notNull().default("password"),
  /** Salesforce's own words from the last connection test (e.g. "authentication failure"). */
  lastConnectionMessage: text("last_connection_message"),
  /** The org's REST base and the last access token (encrypted), reused until Salesforce refuses it. */
  instanceUrl: text("instance_url"),
  accessTokenEncrypted: text("access_token_encrypted"),
  /** A sync run holds this lease until it ends (or the lease lapses): two runs never overlap. */
  syncLeaseId: text("sync_lease_id"),
  syncLeaseUntil: integer("sync_lease_until", { mode: "timestamp_ms" }),
});

export const crmFieldMappings = sqliteTable(
  "crm_field_mappings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    localField: text("local_field", { enum: CRM_LOCAL_FIELDS }).notNull(),
    crmField: text("crm_field").notNull(),
    fieldType: text("field_type", { enum: CRM_FIELD_TYPES }).notNull().default("string"),
    isRequired: integer("is_required", { mode: "boolean" }).notNull().default(false),
    defaultValue: text("default_value"),
    transformationRule: text("transformation_rule"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("crm_field_mappings_local_unique").on(t.localField),
    // No two mappings write the same Salesforce field.
    uniqueIndex("crm_field_mappings_crm_unique").on(t.crmField),
  ],
);

/** One run of the Salesforce sync (the sync log on the CRM tab). */
export const crmSyncRuns = sqliteTable(
  "crm_sync_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    trigger: text("trigger", { enum: ["schedule", "manual"] }).notNull(),
    status: text("status", { enum: ["running", "succeeded", "partial", "failed"] })
      .notNull()
      .default("running"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    sent: integer("sent").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    message: text("message"),
  },
  (t) => [index("crm_sync_runs_started_idx").on(t.startedAt)],
);

/**
 * What Salesforce last accepted for each customer: the hash of the mapped record sent, so a run
 * sends only customers whose mapped values changed (whatever changed them), and the last failure,
 * which keeps the customer in the next run until Salesforce accepts it.
 */
export const crmSyncRecords = sqliteTable(
  "crm_sync_records",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    syncedHash: text("synced_hash"),
    salesforceId: text("salesforce_id"),
    lastSyncedAt: integer("last_synced_at", { mode: "timestamp_ms" }),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }),
    failedField: text("failed_field"),
    failureMessage: text("failure_message"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
  },
  (t) => [index("crm_sync_records_failed_idx").on(t.failedAt)],
);

export const deletedCompanies = sqliteTable(
  "deleted_companies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    companyData: text("company_data", { mode: "json" })
      .$type<{ name: string; displayName: string | null }>()
      .notNull(),
    deletedByUserId: integer("deleted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull(),
    permanentDeleteAt: integer("permanent_delete_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("deleted_companies_company_unique").on(t.companyId),
    index("deleted_companies_purge_idx").on(t.permanentDeleteAt),
  ],
);

/**
 * The last run of each scheduled job (worker/jobs/registry.ts), one row per job written over by each
 * run: System Status shows when the cron trigger last ran each job and how it went (decision 031).
 */
export const jobRuns = sqliteTable("job_runs", {
  job: text("job").primaryKey(),
  /** The cron expression (wrangler.toml [triggers]) that ran it. */
  cron: text("cron").notNull(),
  startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  finishedAt: integer("finished_at", { mode: "timestamp_ms" }).notNull(),
  outcome: text("outcome", { enum: JOB_RUN_OUTCOMES }).notNull(),
  /** The job's own report ("3 e-mails sent"), or what failed in words for people. */
  summary: text("summary").notNull(),
});

/** Platform-wide settings (one row, id 1), changed by platform admins in Platform Settings. */
export const platformSettings = sqliteTable("platform_settings", {
  id: integer("id").primaryKey(),
  /** The most people the whole platform admits (System Settings, "global maximum users"). */
  maxUsersGlobal: integer("max_users_global").notNull().default(10000),
  updatedAt: updatedAt(),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
});

export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id"),
    actorUserId: integer("actor_user_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_company_idx").on(t.companyId, t.createdAt),
    index("audit_events_action_idx").on(t.action, t.createdAt),
  ],
);
