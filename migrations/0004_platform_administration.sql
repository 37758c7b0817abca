CREATE TABLE `platform_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`max_users_global` integer DEFAULT 10000 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_by_user_id` integer,
	FOREIGN KEY (`updated_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `templates` ADD `retired_at` integer;--> statement-breakpoint
CREATE INDEX `token_transactions_created_idx` ON `token_transactions` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `token_transactions_invoice_unique` ON `token_transactions` (`invoice_number`) WHERE "token_transactions"."invoice_number" IS NOT NULL;--> statement-breakpoint
-- The one row of platform settings, so reads never have to invent defaults.
INSERT OR IGNORE INTO `platform_settings` (`id`) VALUES (1);
