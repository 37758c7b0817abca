CREATE TABLE `domain_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`domain` text NOT NULL,
	`requested_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`email_sent_to` text,
	`email_sent_at` integer,
	`email_token_hash` text,
	`email_expires_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `domain_verifications_company_domain_idx` ON `domain_verifications` (`company_id`,`domain`);--> statement-breakpoint
CREATE UNIQUE INDEX `domain_verifications_token_idx` ON `domain_verifications` (`email_token_hash`);--> statement-breakpoint
ALTER TABLE `company_settings` ADD `domain_verification_token` text;--> statement-breakpoint
-- Issue 25 §1 (decision 021): a domain routes sign-ins only once its ownership is proven. Every
-- domain authorized before proofs existed becomes a pending claim of its company, and stops routing.
INSERT INTO `domain_verifications` (`company_id`, `domain`)
SELECT DISTINCT s.`company_id`, lower(d.`value`)
FROM `company_settings` s, json_each(s.`authorized_domains`) d
WHERE d.`type` = 'text';--> statement-breakpoint
UPDATE `company_settings` SET `authorized_domains` = '[]' WHERE `authorized_domains` <> '[]';--> statement-breakpoint
-- Their companies get the token a DNS proof needs (later companies get one with their first claim).
UPDATE `company_settings` SET `domain_verification_token` = lower(hex(randomblob(24)))
WHERE `domain_verification_token` IS NULL
  AND `company_id` IN (SELECT `company_id` FROM `domain_verifications`);
