// The directory's tables (decision 027): what is platform-wide. Who people are and how they sign
// in, the companies and the database that holds each, their settings row, the template library,
// the platform's own settings, integrations and jobs. A deployment has one directory, in the `DB`
// binding. A table declared in this file lives in the directory alone: worker/db/table-homes.ts
// takes each table's home from the file that declares it.

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CRM_AUTH_FLOWS, CRM_FIELD_TYPES, CRM_LOCAL_FIELDS } from "../../domain/contract/plain/crm";
// The enumerations are the contract's (one definition for the database, the API and the screens).
import {
  CATEGORIES,
  INVITATION_STATUSES,
  JOB_RUN_OUTCOMES,
  ROLES,
  TIERS,
} from "../../domain/contract/vocabulary";
import { createdAt, now, updatedAt } from "./columns";

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
 * A company's one row of settings, in the directory because the directory's decisions read it: the
 * session's feature switches, seats (maximum users), sign-in by authorized domain, the Slack team →
 * company match.
 */
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
// Only the SHA-256 of the token is kept; the token itself is shown once, when it is created. In the
// directory because a token finds its company before any company database is chosen.
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
