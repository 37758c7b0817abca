CREATE TABLE `chat_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`message_id` integer NOT NULL,
	`user_id` integer,
	`slack_user_id` text,
	`helpful` integer NOT NULL,
	`channel` text DEFAULT 'web' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `chat_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "chat_feedback_one_person" CHECK(("chat_feedback"."user_id" is null) <> ("chat_feedback"."slack_user_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_feedback_person_unique` ON `chat_feedback` (`message_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_feedback_slack_unique` ON `chat_feedback` (`message_id`,`slack_user_id`);--> statement-breakpoint
CREATE INDEX `chat_feedback_company_idx` ON `chat_feedback` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `slack_event_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`team_id` text NOT NULL,
	`event_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slack_event_claims_event_unique` ON `slack_event_claims` (`team_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `slack_event_claims_created_idx` ON `slack_event_claims` (`created_at`);--> statement-breakpoint
CREATE TABLE `slack_notices` (
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
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slack_notices_document_version_unique` ON `slack_notices` (`document_id`,`version`);--> statement-breakpoint
CREATE INDEX `slack_notices_due_idx` ON `slack_notices` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `slack_notices_company_idx` ON `slack_notices` (`company_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `slack_user_id` text;--> statement-breakpoint
-- A document whose text comes into force (in_force_since set or moved; decision 016) queues one
-- 'New policy in force' notice per version for the company's Slack channel, inside the writing
-- transaction, whatever the write path (approval, generation, import, restore). Only companies
-- with Slack enabled and configured get one; 'Mark reviewed' keeps in_force_since and queues none.
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
END;
