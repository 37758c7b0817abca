CREATE TABLE `knowledge_chunks` (
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
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`knowledge_base_document_id`) REFERENCES `knowledge_base_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "knowledge_chunks_one_source" CHECK(("knowledge_chunks"."knowledge_base_document_id" is null) <> ("knowledge_chunks"."document_id" is null))
);
--> statement-breakpoint
CREATE INDEX `knowledge_chunks_company_active_idx` ON `knowledge_chunks` (`company_id`,`is_active`);--> statement-breakpoint
CREATE INDEX `knowledge_chunks_entry_idx` ON `knowledge_chunks` (`knowledge_base_document_id`);--> statement-breakpoint
CREATE INDEX `knowledge_chunks_document_idx` ON `knowledge_chunks` (`document_id`,`document_version`);--> statement-breakpoint
CREATE TABLE `question_gaps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`question` text NOT NULL,
	`terms` text NOT NULL,
	`ask_count` integer DEFAULT 1 NOT NULL,
	`last_confidence` real,
	`last_asked_at` integer NOT NULL,
	`resolved_at` integer,
	`resolved_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `question_gaps_company_open_idx` ON `question_gaps` (`company_id`,`resolved_at`,`last_asked_at`);--> statement-breakpoint
DROP TABLE `knowledge_base_chunks`;--> statement-breakpoint
DROP TABLE `vector_entries`;--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `composed_by` text;--> statement-breakpoint
-- Full-text index over the chunks (not modelled by drizzle-kit): external content, so the text is
-- stored once, in knowledge_chunks; the triggers keep the index in step with every insert, update
-- and delete, including the cascades from companies, documents and knowledge-base entries.
CREATE VIRTUAL TABLE `knowledge_chunks_fts` USING fts5(
	scope, title, heading, body,
	content='knowledge_chunks', content_rowid='id', tokenize='porter unicode61'
);--> statement-breakpoint
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
END;
