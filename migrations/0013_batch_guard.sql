-- Decision 027: a batch guard may no longer rewrite the company's row to abort its batch, because
-- the companies table lives in the directory and a company's batch runs in the company's database.
-- Every database gets this table and its one row, which a failed guard sets to NULL.
CREATE TABLE `batch_guard` (
	`id` integer PRIMARY KEY NOT NULL,
	`held` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `batch_guard` (`id`, `held`) VALUES (1, 1);
