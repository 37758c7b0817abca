-- The policy lifecycle (decision 016): owners and review dates, read-and-acknowledge, and what
-- changed in each version.
CREATE TABLE `document_acknowledgements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`document_id` integer NOT NULL,
	`version` integer NOT NULL,
	`user_id` integer,
	`slack_user_id` text,
	`channel` text DEFAULT 'web' NOT NULL,
	`acknowledged_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "document_acknowledgements_one_person" CHECK(("document_acknowledgements"."user_id" is null) <> ("document_acknowledgements"."slack_user_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_acknowledgements_person_unique` ON `document_acknowledgements` (`document_id`,`version`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_acknowledgements_slack_unique` ON `document_acknowledgements` (`document_id`,`version`,`slack_user_id`);--> statement-breakpoint
CREATE INDEX `document_acknowledgements_company_user_idx` ON `document_acknowledgements` (`company_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `document_review_reminders` (
	`document_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`due_at` integer NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`document_id`, `due_at`, `kind`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_review_reminders_company_idx` ON `document_review_reminders` (`company_id`);--> statement-breakpoint
ALTER TABLE `document_versions` ADD `change_summary` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `owner_user_id` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `review_interval_months` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `in_force_since` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `last_reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `next_review_at` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `reader_roles` text;--> statement-breakpoint
CREATE INDEX `documents_company_next_review_idx` ON `documents` (`company_id`,`next_review_at`);--> statement-breakpoint
CREATE INDEX `documents_next_review_idx` ON `documents` (`next_review_at`);--> statement-breakpoint
-- A document in force came into force when its current version was written (its approval, or its
-- generation); it has no review interval yet, so no review is due.
UPDATE `documents` SET `in_force_since` = (
	SELECT v.`created_at` FROM `document_versions` v
	WHERE v.`document_id` = `documents`.`id` AND v.`version` = `documents`.`version`
)
WHERE `status` IN ('approved', 'generated');