CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer,
	`actor_user_id` integer,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`details` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_events_company_idx` ON `audit_events` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_events_action_idx` ON `audit_events` (`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
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
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `chat_messages_company_user_idx` ON `chat_messages` (`company_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`comment` text NOT NULL,
	`comment_type` text DEFAULT 'general' NOT NULL,
	`is_resolved` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `comments_company_doc_idx` ON `comments` (`company_id`,`document_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`display_name` text,
	`tier` text DEFAULT 'freemium' NOT NULL,
	`company_size` text,
	`website` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`deleted_at` integer,
	`deactivated_at` integer
);
--> statement-breakpoint
CREATE INDEX `companies_deleted_at_idx` ON `companies` (`deleted_at`);--> statement-breakpoint
CREATE INDEX `companies_name_idx` ON `companies` (`name`);--> statement-breakpoint
CREATE TABLE `company_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`max_users` integer,
	`email_service_enabled` integer DEFAULT true NOT NULL,
	`ai_assistant_enabled` integer DEFAULT true NOT NULL,
	`document_import_enabled` integer DEFAULT true NOT NULL,
	`authorized_domains` text DEFAULT '[]' NOT NULL,
	`slack_enabled` integer DEFAULT false NOT NULL,
	`slack_bot_token_encrypted` text,
	`slack_channel_id` text,
	`slack_team_id` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `crm_configs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text DEFAULT 'salesforce' NOT NULL,
	`api_url` text,
	`api_version` text DEFAULT 'v60.0' NOT NULL,
	`client_id` text,
	`client_secret_encrypted` text,
	`username` text,
	`password_encrypted` text,
	`security_token_encrypted` text,
	`is_enabled` integer DEFAULT false NOT NULL,
	`auto_sync` integer DEFAULT false NOT NULL,
	`sync_frequency_hours` integer DEFAULT 24 NOT NULL,
	`last_connection_test` integer,
	`last_connection_status` text DEFAULT 'unknown' NOT NULL,
	`last_sync_at` integer,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `crm_field_mappings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`local_field` text NOT NULL,
	`crm_field` text NOT NULL,
	`field_type` text DEFAULT 'string' NOT NULL,
	`is_required` integer DEFAULT false NOT NULL,
	`default_value` text,
	`transformation_rule` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crm_field_mappings_local_unique` ON `crm_field_mappings` (`local_field`);--> statement-breakpoint
CREATE TABLE `deleted_companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`company_data` text NOT NULL,
	`deleted_by_user_id` integer,
	`deleted_at` integer NOT NULL,
	`permanent_delete_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deleted_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deleted_companies_company_unique` ON `deleted_companies` (`company_id`);--> statement-breakpoint
CREATE INDEX `deleted_companies_purge_idx` ON `deleted_companies` (`permanent_delete_at`);--> statement-breakpoint
CREATE TABLE `document_versions` (
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
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_versions_doc_version_unique` ON `document_versions` (`document_id`,`version`);--> statement-breakpoint
CREATE INDEX `document_versions_company_idx` ON `document_versions` (`company_id`,`document_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`created_by_user_id` integer,
	`template_id` integer,
	`title` text NOT NULL,
	`description` text,
	`category` text DEFAULT 'other' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`source_file_key` text,
	`archive_reason` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`template_id`) REFERENCES `templates`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `documents_company_updated_idx` ON `documents` (`company_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_status_idx` ON `documents` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `documents_company_category_idx` ON `documents` (`company_id`,`category`);--> statement-breakpoint
CREATE TABLE `email_change_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`new_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`completed_at` integer,
	`cancelled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_change_requests_user_idx` ON `email_change_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_change_requests_token_unique` ON `email_change_requests` (`token_hash`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
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
	`sent_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `enterprise_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer,
	`user_id` integer,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`company_size` text NOT NULL,
	`current_tier` text,
	`inquiry_type` text NOT NULL,
	`notes` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `enterprise_inquiries_company_idx` ON `enterprise_inquiries` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`invited_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invitations_company_idx` ON `invitations` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `invitations_email_idx` ON `invitations` (`email`,`status`);--> statement-breakpoint
CREATE TABLE `knowledge_base_chunks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`knowledge_base_document_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`chunk_index` integer NOT NULL,
	`content` text NOT NULL,
	`vector_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`knowledge_base_document_id`) REFERENCES `knowledge_base_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `knowledge_base_chunks_company_doc_idx` ON `knowledge_base_chunks` (`company_id`,`knowledge_base_document_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `knowledge_base_chunks_vector_unique` ON `knowledge_base_chunks` (`vector_id`);--> statement-breakpoint
CREATE TABLE `knowledge_base_documents` (
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
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `knowledge_base_documents_company_idx` ON `knowledge_base_documents` (`company_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `knowledge_base_documents_source_unique` ON `knowledge_base_documents` (`company_id`,`source_document_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_seen_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text DEFAULT 'other' NOT NULL,
	`content` text NOT NULL,
	`preview_content` text,
	`is_public` integer DEFAULT true NOT NULL,
	`required_tier` text DEFAULT 'freemium' NOT NULL,
	`usage_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `templates_slug_unique` ON `templates` (`slug`);--> statement-breakpoint
CREATE INDEX `templates_public_idx` ON `templates` (`is_public`,`name`);--> statement-breakpoint
CREATE INDEX `templates_category_idx` ON `templates` (`category`,`name`);--> statement-breakpoint
CREATE TABLE `token_balances` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	`purchased` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "token_balances_balance_non_negative" CHECK("token_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE `token_requests` (
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
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`processed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `token_requests_company_idx` ON `token_requests` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `token_requests_status_idx` ON `token_requests` (`status`);--> statement-breakpoint
CREATE TABLE `token_transactions` (
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
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `token_transactions_company_idx` ON `token_transactions` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`role` text DEFAULT 'user' NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`profile_image_url` text,
	`oidc_issuer` text,
	`oidc_subject` text,
	`last_login_at` integer,
	`deactivated_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_unique` ON `users` (`oidc_issuer`,`oidc_subject`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `vector_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`namespace` text DEFAULT '' NOT NULL,
	`values` text NOT NULL,
	`metadata` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `vector_entries_namespace_idx` ON `vector_entries` (`namespace`);