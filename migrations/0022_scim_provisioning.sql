-- SCIM provisioning (decision 035): hashed bearer tokens per company, and what the identity provider
-- says about a person beyond `users` (its externalId, attributes kept and answered back). A lookup by
-- userName is `users_email_unique`; by externalId, `scim_identities_external_idx`.
CREATE TABLE `scim_identities` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`external_id` text,
	`attributes` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scim_identities_external_idx` ON `scim_identities` (`company_id`,`external_id`);--> statement-breakpoint
CREATE TABLE `scim_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scim_tokens_hash_unique` ON `scim_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `scim_tokens_company_idx` ON `scim_tokens` (`company_id`,`created_at`);