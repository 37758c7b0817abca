-- Decision 027: an invoice credits tokens once across all companies, while each company's ledger is
-- to live in its company's database. The directory keeps the invoices credited; a credit claims its
-- invoice here before its ledger entry is written.
CREATE TABLE `credited_invoices` (
	`invoice_number` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Every invoice credited so far (all in this one database until company data moves out).
INSERT INTO `credited_invoices` (`invoice_number`, `company_id`, `amount`, `created_at`)
SELECT `invoice_number`, `company_id`, `amount`, `created_at` FROM `token_transactions` WHERE `invoice_number` IS NOT NULL;
