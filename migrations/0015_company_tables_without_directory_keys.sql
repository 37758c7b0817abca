-- Decision 027, stage 5: a company database holds no companies, people or templates (they are the
-- directory's), so its tables cannot keep foreign keys into them: D1 enforces every foreign key, and
-- a second company database could store nothing. This rebuilds the 16 tables that had such keys
-- without them, keeping every row, id, autoincrement counter, index, trigger and the library's view;
-- their foreign keys between company tables stay. What the dropped keys did is now the domain's: a
-- person's removal clears their references in the company database (domain/people/people-mirror.ts);
-- a company's purge deletes its rows table by table; a template is deleted only when unused.
-- Generated from the schema of migrations 0000-0014 (a rebuild in SQLite: create, copy, drop, rename).
-- Order matters: triggers and the view go first, so that no drop fires one; old tables are dropped
-- children first, so that no ON DELETE action runs; renaming points the new keys at the final names.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
DROP VIEW `document_search_source`;--> statement-breakpoint
DROP TRIGGER `knowledge_chunks_fts_insert`;--> statement-breakpoint
DROP TRIGGER `knowledge_chunks_fts_delete`;--> statement-breakpoint
DROP TRIGGER `knowledge_chunks_fts_update`;--> statement-breakpoint
DROP TRIGGER `document_counts_insert`;--> statement-breakpoint
DROP TRIGGER `document_counts_delete`;--> statement-breakpoint
DROP TRIGGER `document_counts_update`;--> statement-breakpoint
DROP TRIGGER `documents_slack_notice_on_update`;--> statement-breakpoint
DROP TRIGGER `documents_slack_notice_on_insert`;--> statement-breakpoint
DROP TRIGGER `document_search_document_before_update`;--> statement-breakpoint
DROP TRIGGER `document_search_document_after_update`;--> statement-breakpoint
DROP TRIGGER `document_search_document_before_delete`;--> statement-breakpoint
DROP TRIGGER `document_search_version_after_insert`;--> statement-breakpoint
DROP TRIGGER `document_search_version_before_update`;--> statement-breakpoint
DROP TRIGGER `document_search_version_after_update`;--> statement-breakpoint
DROP TRIGGER `document_search_version_before_delete`;--> statement-breakpoint
CREATE TABLE `__new_chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`message_type` text NOT NULL,
	`message` text NOT NULL,
	`referenced_documents` text DEFAULT '[]' NOT NULL,
	`needs_legal_review` integer DEFAULT false NOT NULL,
	`rag_context` text,
	`confidence` real,
	`channel` text DEFAULT 'web' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL, `composed_by` text, `slack_user_id` text
);--> statement-breakpoint
CREATE TABLE `__new_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`created_by_user_id` integer,
	`template_id` integer,
	`title` text NOT NULL,
	`description` text,
	`category` text DEFAULT 'other' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`source_file_key` text,
	`archive_reason` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL, `owner_user_id` integer, `review_interval_months` integer, `in_force_since` integer, `last_reviewed_at` integer, `next_review_at` integer, `reader_roles` text
);--> statement-breakpoint
CREATE TABLE `__new_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`comment` text NOT NULL,
	`comment_type` text DEFAULT 'general' NOT NULL,
	`is_resolved` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE `__new_document_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`version` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`status` text NOT NULL,
	`change_type` text NOT NULL,
	`change_description` text,
	`changed_by_user_id` integer,
	`changed_by_name` text,
	`word_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL, `change_summary` text,
	FOREIGN KEY (`document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE `__new_email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`sent_at` integer
);--> statement-breakpoint
CREATE TABLE `__new_knowledge_base_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`title` text NOT NULL,
	`file_name` text,
	`file_size` integer,
	`file_key` text,
	`category` text DEFAULT 'other' NOT NULL,
	`document_type` text DEFAULT 'policy' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`chunk_count` integer DEFAULT 0 NOT NULL,
	`source_document_id` integer,
	`created_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`source_document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE TABLE `__new_token_balances` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	`purchased` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	CONSTRAINT "token_balances_balance_non_negative" CHECK("__new_token_balances"."balance" >= 0)
);--> statement-breakpoint
CREATE TABLE `__new_token_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`requested_by_user_id` integer,
	`requested_tokens` integer NOT NULL,
	`business_justification` text NOT NULL,
	`urgency` text DEFAULT 'medium' NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`tokens_added` integer,
	`processed_by_user_id` integer,
	`processed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);--> statement-breakpoint
CREATE TABLE `__new_token_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`transaction_type` text NOT NULL,
	`amount` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`document_id` integer,
	`invoice_number` text,
	`created_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE TABLE `__new_knowledge_chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`knowledge_base_document_id` integer,
	`document_id` integer,
	`document_version` integer,
	`in_force_since` integer,
	`category` text DEFAULT 'other' NOT NULL,
	`document_type` text DEFAULT 'policy' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`position` integer NOT NULL,
	`scope` text NOT NULL,
	`title` text NOT NULL,
	`heading` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	FOREIGN KEY (`knowledge_base_document_id`) REFERENCES `__new_knowledge_base_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "knowledge_chunks_one_source" CHECK(("__new_knowledge_chunks"."knowledge_base_document_id" is null) <> ("__new_knowledge_chunks"."document_id" is null))
);--> statement-breakpoint
CREATE TABLE `__new_question_gaps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`question` text NOT NULL,
	`terms` text NOT NULL,
	`ask_count` integer DEFAULT 1 NOT NULL,
	`last_confidence` real,
	`last_asked_at` integer NOT NULL,
	`resolved_at` integer,
	`resolved_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);--> statement-breakpoint
CREATE TABLE `__new_document_counts` (
	`company_id` integer NOT NULL,
	`category` text NOT NULL,
	`status` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `category`, `status`)
);--> statement-breakpoint
CREATE TABLE `__new_document_acknowledgements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`document_id` integer NOT NULL,
	`version` integer NOT NULL,
	`user_id` integer,
	`slack_user_id` text,
	`channel` text DEFAULT 'web' NOT NULL,
	`acknowledged_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "document_acknowledgements_one_person" CHECK(("__new_document_acknowledgements"."user_id" is null) <> ("__new_document_acknowledgements"."slack_user_id" is null))
);--> statement-breakpoint
CREATE TABLE `__new_document_review_reminders` (
	`document_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`due_at` integer NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`document_id`, `due_at`, `kind`),
	FOREIGN KEY (`document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE `__new_chat_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`message_id` integer NOT NULL,
	`user_id` integer,
	`slack_user_id` text,
	`helpful` integer NOT NULL,
	`channel` text DEFAULT 'web' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `__new_chat_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "chat_feedback_one_person" CHECK(("__new_chat_feedback"."user_id" is null) <> ("__new_chat_feedback"."slack_user_id" is null))
);--> statement-breakpoint
CREATE TABLE `__new_slack_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`document_id` integer NOT NULL,
	`version` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_error` text,
	`channel_id` text,
	`message_ts` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `__new_documents`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_chat_messages` SELECT * FROM `chat_messages`;--> statement-breakpoint
INSERT INTO `__new_documents` SELECT * FROM `documents`;--> statement-breakpoint
INSERT INTO `__new_comments` SELECT * FROM `comments`;--> statement-breakpoint
INSERT INTO `__new_document_versions` SELECT * FROM `document_versions`;--> statement-breakpoint
INSERT INTO `__new_email_outbox` SELECT * FROM `email_outbox`;--> statement-breakpoint
INSERT INTO `__new_knowledge_base_documents` SELECT * FROM `knowledge_base_documents`;--> statement-breakpoint
INSERT INTO `__new_token_balances` SELECT * FROM `token_balances`;--> statement-breakpoint
INSERT INTO `__new_token_requests` SELECT * FROM `token_requests`;--> statement-breakpoint
INSERT INTO `__new_token_transactions` SELECT * FROM `token_transactions`;--> statement-breakpoint
INSERT INTO `__new_knowledge_chunks` SELECT * FROM `knowledge_chunks`;--> statement-breakpoint
INSERT INTO `__new_question_gaps` SELECT * FROM `question_gaps`;--> statement-breakpoint
INSERT INTO `__new_document_counts` SELECT * FROM `document_counts`;--> statement-breakpoint
INSERT INTO `__new_document_acknowledgements` SELECT * FROM `document_acknowledgements`;--> statement-breakpoint
INSERT INTO `__new_document_review_reminders` SELECT * FROM `document_review_reminders`;--> statement-breakpoint
INSERT INTO `__new_chat_feedback` SELECT * FROM `chat_feedback`;--> statement-breakpoint
INSERT INTO `__new_slack_notices` SELECT * FROM `slack_notices`;--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_chat_messages', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_chat_messages');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'chat_messages'), 0)) WHERE name = '__new_chat_messages';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_documents', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_documents');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'documents'), 0)) WHERE name = '__new_documents';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_comments', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_comments');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'comments'), 0)) WHERE name = '__new_comments';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_document_versions', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_document_versions');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'document_versions'), 0)) WHERE name = '__new_document_versions';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_email_outbox', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_email_outbox');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'email_outbox'), 0)) WHERE name = '__new_email_outbox';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_knowledge_base_documents', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_knowledge_base_documents');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'knowledge_base_documents'), 0)) WHERE name = '__new_knowledge_base_documents';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_token_requests', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_token_requests');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'token_requests'), 0)) WHERE name = '__new_token_requests';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_token_transactions', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_token_transactions');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'token_transactions'), 0)) WHERE name = '__new_token_transactions';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_knowledge_chunks', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_knowledge_chunks');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'knowledge_chunks'), 0)) WHERE name = '__new_knowledge_chunks';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_question_gaps', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_question_gaps');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'question_gaps'), 0)) WHERE name = '__new_question_gaps';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_document_acknowledgements', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_document_acknowledgements');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'document_acknowledgements'), 0)) WHERE name = '__new_document_acknowledgements';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_chat_feedback', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_chat_feedback');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'chat_feedback'), 0)) WHERE name = '__new_chat_feedback';--> statement-breakpoint
INSERT INTO sqlite_sequence (name, seq) SELECT '__new_slack_notices', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '__new_slack_notices');--> statement-breakpoint
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'slack_notices'), 0)) WHERE name = '__new_slack_notices';--> statement-breakpoint
DROP TABLE `slack_notices`;--> statement-breakpoint
DROP TABLE `chat_feedback`;--> statement-breakpoint
DROP TABLE `document_review_reminders`;--> statement-breakpoint
DROP TABLE `document_acknowledgements`;--> statement-breakpoint
DROP TABLE `document_counts`;--> statement-breakpoint
DROP TABLE `question_gaps`;--> statement-breakpoint
DROP TABLE `knowledge_chunks`;--> statement-breakpoint
DROP TABLE `token_transactions`;--> statement-breakpoint
DROP TABLE `token_requests`;--> statement-breakpoint
DROP TABLE `token_balances`;--> statement-breakpoint
DROP TABLE `knowledge_base_documents`;--> statement-breakpoint
DROP TABLE `email_outbox`;--> statement-breakpoint
DROP TABLE `document_versions`;--> statement-breakpoint
DROP TABLE `comments`;--> statement-breakpoint
DROP TABLE `documents`;--> statement-breakpoint
DROP TABLE `chat_messages`;--> statement-breakpoint
ALTER TABLE `__new_chat_messages` RENAME TO `chat_messages`;--> statement-breakpoint
ALTER TABLE `__new_documents` RENAME TO `documents`;--> statement-breakpoint
ALTER TABLE `__new_comments` RENAME TO `comments`;--> statement-breakpoint
ALTER TABLE `__new_document_versions` RENAME TO `document_versions`;--> statement-breakpoint
ALTER TABLE `__new_email_outbox` RENAME TO `email_outbox`;--> statement-breakpoint
ALTER TABLE `__new_knowledge_base_documents` RENAME TO `knowledge_base_documents`;--> statement-breakpoint
ALTER TABLE `__new_token_balances` RENAME TO `token_balances`;--> statement-breakpoint
ALTER TABLE `__new_token_requests` RENAME TO `token_requests`;--> statement-breakpoint
ALTER TABLE `__new_token_transactions` RENAME TO `token_transactions`;--> statement-breakpoint
ALTER TABLE `__new_knowledge_chunks` RENAME TO `knowledge_chunks`;--> statement-breakpoint
ALTER TABLE `__new_question_gaps` RENAME TO `question_gaps`;--> statement-breakpoint
ALTER TABLE `__new_document_counts` RENAME TO `document_counts`;--> statement-breakpoint
ALTER TABLE `__new_document_acknowledgements` RENAME TO `document_acknowledgements`;--> statement-breakpoint
ALTER TABLE `__new_document_review_reminders` RENAME TO `document_review_reminders`;--> statement-breakpoint
ALTER TABLE `__new_chat_feedback` RENAME TO `chat_feedback`;--> statement-breakpoint
ALTER TABLE `__new_slack_notices` RENAME TO `slack_notices`;--> statement-breakpoint
CREATE INDEX `chat_messages_company_user_idx` ON `chat_messages` (`company_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_company_doc_idx` ON `comments` (`company_id`,`document_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_versions_doc_version_unique` ON `document_versions` (`document_id`,`version`);--> statement-breakpoint
CREATE INDEX `document_versions_company_idx` ON `document_versions` (`company_id`,`document_id`);--> statement-breakpoint
CREATE INDEX `documents_company_updated_idx` ON `documents` (`company_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_address`,`created_at`);--> statement-breakpoint
CREATE INDEX `knowledge_base_documents_company_idx` ON `knowledge_base_documents` (`company_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `knowledge_base_documents_source_unique` ON `knowledge_base_documents` (`company_id`,`source_document_id`);--> statement-breakpoint
CREATE INDEX `token_requests_company_idx` ON `token_requests` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `token_requests_status_idx` ON `token_requests` (`status`);--> statement-breakpoint
CREATE INDEX `token_transactions_company_idx` ON `token_transactions` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `knowledge_chunks_company_active_idx` ON `knowledge_chunks` (`company_id`,`is_active`);--> statement-breakpoint
CREATE INDEX `knowledge_chunks_entry_idx` ON `knowledge_chunks` (`knowledge_base_document_id`);--> statement-breakpoint
CREATE INDEX `knowledge_chunks_document_idx` ON `knowledge_chunks` (`document_id`,`document_version`);--> statement-breakpoint
CREATE INDEX `question_gaps_company_open_idx` ON `question_gaps` (`company_id`,`resolved_at`,`last_asked_at`);--> statement-breakpoint
CREATE INDEX `token_transactions_created_idx` ON `token_transactions` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `token_transactions_invoice_unique` ON `token_transactions` (`invoice_number`) WHERE "token_transactions"."invoice_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `documents_company_archived_idx` ON `documents` (`company_id`,(status = 'archived'),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_list_status_idx` ON `documents` (`company_id`,(case status when 'generated' then 'approved' else status end),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_category_archived_idx` ON `documents` (`company_id`,`category`,(status = 'archived'),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_category_list_status_idx` ON `documents` (`company_id`,`category`,(case status when 'generated' then 'approved' else status end),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_created_idx` ON `documents` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_company_category_idx` ON `documents` (`company_id`,`category`,`updated_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_acknowledgements_person_unique` ON `document_acknowledgements` (`document_id`,`version`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_acknowledgements_slack_unique` ON `document_acknowledgements` (`document_id`,`version`,`slack_user_id`);--> statement-breakpoint
CREATE INDEX `document_acknowledgements_company_user_idx` ON `document_acknowledgements` (`company_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `document_review_reminders_company_idx` ON `document_review_reminders` (`company_id`);--> statement-breakpoint
CREATE INDEX `documents_company_next_review_idx` ON `documents` (`company_id`,`next_review_at`);--> statement-breakpoint
CREATE INDEX `documents_next_review_idx` ON `documents` (`next_review_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_feedback_person_unique` ON `chat_feedback` (`message_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_feedback_slack_unique` ON `chat_feedback` (`message_id`,`slack_user_id`);--> statement-breakpoint
CREATE INDEX `chat_feedback_company_idx` ON `chat_feedback` (`company_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `slack_notices_document_version_unique` ON `slack_notices` (`document_id`,`version`);--> statement-breakpoint
CREATE INDEX `slack_notices_due_idx` ON `slack_notices` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `slack_notices_company_idx` ON `slack_notices` (`company_id`,`created_at`);--> statement-breakpoint
CREATE VIEW `document_search_source` AS
SELECT d.`id` AS `id`, 'c' || d.`company_id` AS `scope`,
	'category' || d.`category` || ' status' || replace(CASE d.`status` WHEN 'generated' THEN 'approved statusgenerated' ELSE d.`status` END, '_', '')
		|| ' tab' || CASE d.`status` WHEN 'archived' THEN 'archived' ELSE 'active' END AS `facets`,
	d.`title` AS `title`, coalesce(d.`description`, '') AS `description`, v.`content` AS `body`
FROM `documents` d
JOIN `document_versions` v ON v.`document_id` = d.`id` AND v.`version` = d.`version`;--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_fts_insert` AFTER INSERT ON `knowledge_chunks` BEGIN
	INSERT INTO knowledge_chunks_fts(rowid, scope, title, heading, body)
	VALUES (new.id, new.scope, new.title, new.heading, new.body);
END;--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_fts_delete` AFTER DELETE ON `knowledge_chunks` BEGIN
	INSERT INTO knowledge_chunks_fts(knowledge_chunks_fts, rowid, scope, title, heading, body)
	VALUES ('delete', old.id, old.scope, old.title, old.heading, old.body);
END;--> statement-breakpoint
CREATE TRIGGER `knowledge_chunks_fts_update` AFTER UPDATE OF scope, title, heading, body ON `knowledge_chunks` BEGIN
	INSERT INTO knowledge_chunks_fts(knowledge_chunks_fts, rowid, scope, title, heading, body)
	VALUES ('delete', old.id, old.scope, old.title, old.heading, old.body);
	INSERT INTO knowledge_chunks_fts(rowid, scope, title, heading, body)
	VALUES (new.id, new.scope, new.title, new.heading, new.body);
END;--> statement-breakpoint
CREATE TRIGGER `document_counts_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO document_counts(company_id, category, status, count) VALUES (new.company_id, new.category, new.status, 1)
	ON CONFLICT(company_id, category, status) DO UPDATE SET count = count + 1;
END;--> statement-breakpoint
CREATE TRIGGER `document_counts_delete` AFTER DELETE ON `documents` BEGIN
	UPDATE document_counts SET count = count - 1
	WHERE company_id = old.company_id AND category = old.category AND status = old.status;
END;--> statement-breakpoint
CREATE TRIGGER `document_counts_update` AFTER UPDATE OF company_id, category, status ON `documents`
WHEN old.company_id IS NOT new.company_id OR old.category IS NOT new.category OR old.status IS NOT new.status BEGIN
	UPDATE document_counts SET count = count - 1
	WHERE company_id = old.company_id AND category = old.category AND status = old.status;
	INSERT INTO document_counts(company_id, category, status, count) VALUES (new.company_id, new.category, new.status, 1)
	ON CONFLICT(company_id, category, status) DO UPDATE SET count = count + 1;
END;--> statement-breakpoint
CREATE TRIGGER `documents_slack_notice_on_update` AFTER UPDATE OF `in_force_since` ON `documents`
WHEN NEW.`in_force_since` IS NOT NULL AND NEW.`in_force_since` IS NOT OLD.`in_force_since`
BEGIN
  INSERT INTO `slack_notices` (`company_id`, `document_id`, `version`)
  SELECT NEW.`company_id`, NEW.`id`, NEW.`version`
  WHERE EXISTS (
    SELECT 1 FROM `company_settings` s
    WHERE s.`company_id` = NEW.`company_id` AND s.`slack_enabled` = 1
      AND s.`slack_channel_id` IS NOT NULL AND s.`slack_bot_token_encrypted` IS NOT NULL
  )
  ON CONFLICT DO NOTHING;
END;--> statement-breakpoint
CREATE TRIGGER `documents_slack_notice_on_insert` AFTER INSERT ON `documents`
WHEN NEW.`in_force_since` IS NOT NULL
BEGIN
  INSERT INTO `slack_notices` (`company_id`, `document_id`, `version`)
  SELECT NEW.`company_id`, NEW.`id`, NEW.`version`
  WHERE EXISTS (
    SELECT 1 FROM `company_settings` s
    WHERE s.`company_id` = NEW.`company_id` AND s.`slack_enabled` = 1
      AND s.`slack_channel_id` IS NOT NULL AND s.`slack_bot_token_encrypted` IS NOT NULL
  )
  ON CONFLICT DO NOTHING;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_document_before_update`
BEFORE UPDATE OF `company_id`, `title`, `description`, `category`, `status`, `version` ON `documents`
WHEN old.`company_id` IS NOT new.`company_id` OR old.`title` IS NOT new.`title`
	OR old.`description` IS NOT new.`description` OR old.`category` IS NOT new.`category`
	OR old.`status` IS NOT new.`status` OR old.`version` IS NOT new.`version` BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_document_after_update`
AFTER UPDATE OF `company_id`, `title`, `description`, `category`, `status`, `version` ON `documents`
WHEN old.`company_id` IS NOT new.`company_id` OR old.`title` IS NOT new.`title`
	OR old.`description` IS NOT new.`description` OR old.`category` IS NOT new.`category`
	OR old.`status` IS NOT new.`status` OR old.`version` IS NOT new.`version` BEGIN
	INSERT INTO document_search_fts(rowid, scope, facets, title, description, body)
	SELECT id, scope, facets, title, description, body FROM document_search_source WHERE id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_document_before_delete` BEFORE DELETE ON `documents` BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_after_insert` AFTER INSERT ON `document_versions`
WHEN new.`version` = (SELECT `version` FROM `documents` WHERE `id` = new.`document_id`) BEGIN
	INSERT INTO document_search_fts(rowid, scope, facets, title, description, body)
	SELECT id, scope, facets, title, description, body FROM document_search_source WHERE id = new.document_id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_before_update`
BEFORE UPDATE OF `document_id`, `version`, `content` ON `document_versions`
WHEN (old.`document_id` IS NOT new.`document_id` OR old.`version` IS NOT new.`version` OR old.`content` IS NOT new.`content`)
	AND old.`version` = (SELECT `version` FROM `documents` WHERE `id` = old.`document_id`) BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.document_id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_after_update`
AFTER UPDATE OF `document_id`, `version`, `content` ON `document_versions`
WHEN (old.`document_id` IS NOT new.`document_id` OR old.`version` IS NOT new.`version` OR old.`content` IS NOT new.`content`)
	AND new.`version` = (SELECT `version` FROM `documents` WHERE `id` = new.`document_id`) BEGIN
	INSERT INTO document_search_fts(rowid, scope, facets, title, description, body)
	SELECT id, scope, facets, title, description, body FROM document_search_source WHERE id = new.document_id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_before_delete` BEFORE DELETE ON `document_versions`
WHEN old.`version` = (SELECT `version` FROM `documents` WHERE `id` = old.`document_id`) BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.document_id;
END;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
