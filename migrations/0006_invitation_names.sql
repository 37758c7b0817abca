ALTER TABLE `invitations` ADD `first_name` text;--> statement-breakpoint
ALTER TABLE `invitations` ADD `last_name` text;