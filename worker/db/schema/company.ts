// A company database's tables (decision 027): one company's documents and everything that hangs
// off them. A company database holds several companies, and a deployment has several (`DB`, the
// directory's own, is company database 1). Every table carries `company_id` and an index that
// starts with it, so each tenant-scoped query is an index range scan. A table declared in this file
// lives in the company databases alone: worker/db/table-homes.ts takes each table's home from the
// file that declares it.
// A company database holds no companies, people or templates, so these tables keep no foreign keys
// into the directory, only among themselves (migration 0015): this file imports no directory table,
// and table-homes.test.ts holds the migrations to the same. What ON DELETE did is the domain's: a
// person's removal clears their id in the company database (domain/people/people-mirror.ts).

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
import type { StoredReferenceDto } from "../../domain/contract/schemas/chat";
import type { ChangeSummary } from "../../domain/contract/schemas/lifecycle";
// The enumerations are the contract's (one definition for the database, the API and the screens).
import {
  ACKNOWLEDGEMENT_CHANNELS,
  CATEGORIES,
  CHANGE_TYPES,
  COMMENT_TYPES,
  DOCUMENT_STATUSES,
  KNOWLEDGE_DOCUMENT_TYPES,
  REVIEW_REMINDER_KINDS,
  ROLES,
  type Role,
  TOKEN_REQUEST_STATUSES,
  TOKEN_TRANSACTION_TYPES,
  URGENCIES,
} from "../../domain/contract/vocabulary";
import { createdAt, now, updatedAt } from "./columns";

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
