CREATE TABLE `crm_sync_records` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`synced_hash` text,
	`salesforce_id` text,
	`last_synced_at` integer,
	`failed_at` integer,
	`failed_field` text,
	`failure_message` text,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_sync_records_failed_idx` ON `crm_sync_records` (`failed_at`);--> statement-breakpoint
CREATE TABLE `crm_sync_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trigger` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`sent` integer DEFAULT 0 NOT NULL,
	`created` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`message` text
);
--> statement-breakpoint
CREATE INDEX `crm_sync_runs_started_idx` ON `crm_sync_runs` (`started_at`);--> statement-breakpoint
ALTER TABLE `crm_configs` ADD `auth_flow` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE `crm_configs` ADD `last_connection_message` text;--> statement-breakpoint
ALTER TABLE `crm_configs` ADD `instance_url` text;--> statement-breakpoint
ALTER TABLE `crm_configs` ADD `access_token_encrypted` text;--> statement-breakpoint
ALTER TABLE `crm_configs` ADD `sync_lease_id` text;--> statement-breakpoint
ALTER TABLE `crm_configs` ADD `sync_lease_until` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `crm_field_mappings_crm_unique` ON `crm_field_mappings` (`crm_field`);--> statement-breakpoint
-- A fresh install maps the obvious pairs to the Lead object's standard fields.
INSERT OR IGNORE INTO `crm_field_mappings` (`local_field`, `crm_field`, `field_type`, `is_required`, `default_value`, `transformation_rule`) VALUES
  ('firstName', 'FirstName', 'string', 0, NULL, '{"kind":"trim"}'),
  ('lastName', 'LastName', 'string', 1, 'Unknown', '{"kind":"trim"}'),
  ('email', 'Email', 'email', 0, NULL, '{"kind":"lower"}'),
  ('companyName', 'Company', 'string', 1, NULL, '{"kind":"trim"}'),
  ('companyWebsite', 'Website', 'url', 0, NULL, '{"kind":"trim"}');
