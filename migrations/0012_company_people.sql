CREATE TABLE `company_people` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`role` text NOT NULL,
	`deactivated_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `company_people_company_idx` ON `company_people` (`company_id`,`role`);--> statement-breakpoint
-- Decision 027, stage 2: every company's people are copied once; from here on the operations that
-- change a person keep the copy current, and the scheduled repair mends what one of them missed.
INSERT INTO `company_people` (`id`, `company_id`, `email`, `first_name`, `last_name`, `role`, `deactivated_at`, `updated_at`)
SELECT `id`, `company_id`, `email`, `first_name`, `last_name`, `role`, `deactivated_at`, `updated_at` FROM `users`;
