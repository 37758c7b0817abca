-- Ids unique across company databases for good (decision 030): the directory records which
-- database hands out each fresh block of ids a move makes it take, and the company row keeps the
-- arriving database's bookmark after a move, so its reads wait for the copy.
CREATE TABLE `id_blocks` (
	`block` integer PRIMARY KEY NOT NULL,
	`database_number` integer NOT NULL,
	`taken_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `companies` ADD `moved_in_bookmark` text;