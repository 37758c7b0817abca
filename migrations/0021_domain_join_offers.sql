-- Issue 51 §7 (decision 032): a DNS TXT proof wins a domain over people of other companies who
-- merely signed up there. They are not moved: each gets an offer to join the proving company (or to
-- keep their own), answered at their next sign-in. One open offer per person (their address has one
-- domain); answering it, the domain's release, or a later proof of the domain replaces or removes it.
CREATE TABLE `domain_join_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`from_company_id` integer NOT NULL,
	`domain` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `domain_join_offers_user_idx` ON `domain_join_offers` (`user_id`);--> statement-breakpoint
CREATE INDEX `domain_join_offers_company_domain_idx` ON `domain_join_offers` (`company_id`,`domain`);--> statement-breakpoint
CREATE INDEX `domain_join_offers_from_company_idx` ON `domain_join_offers` (`from_company_id`);
