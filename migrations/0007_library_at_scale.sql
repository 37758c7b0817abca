-- The library at scale (decision 015): a document's text leaves the `documents` row (it lives in
-- its current version's row), the library's counts are kept by triggers, every list filter has an
-- index in keyset order, and a full-text index covers every document's title, description and text.
--
-- 1. Every document gets the version row of its current version, holding its text. Documents
--    written through the app have it already (decision 004); rows written by hand before this
--    migration may not.
INSERT INTO `document_versions` (`document_id`, `company_id`, `version`, `title`, `content`, `status`,
	`change_type`, `change_description`, `changed_by_user_id`, `changed_by_name`, `word_count`, `created_at`)
SELECT m.`id`, m.`company_id`, m.`version`, m.`title`, m.`content`, m.`status`, 'created', 'Document created',
	m.`created_by_user_id`, NULL,
	CASE WHEN m.blank = '' THEN 0 ELSE length(m.blank) - length(replace(m.blank, ' ', '')) + 1 END,
	m.`updated_at`
FROM (
	-- `blank`: the text with every run of blanks (up to 16 long) as one space, trimmed; its words
	-- are its spaces + 1, as the app counts them.
	SELECT d.*, trim(replace(replace(replace(replace(replace(replace(replace(replace(d.`content`,
		char(13), ' '), char(10), ' '), char(9), ' '), char(12), ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' ')) AS blank
	FROM `documents` d
	WHERE NOT EXISTS (
		SELECT 1 FROM `document_versions` v WHERE v.`document_id` = d.`id` AND v.`version` = d.`version`
	)
) m;--> statement-breakpoint
-- The app never lets the two differ; if hand-edited rows did, the text people read (the document's)
-- is the one kept for its current version.
UPDATE `document_versions` SET `content` = (
	SELECT d.`content` FROM `documents` d WHERE d.`id` = `document_versions`.`document_id`
)
WHERE EXISTS (
	SELECT 1 FROM `documents` d
	WHERE d.`id` = `document_versions`.`document_id` AND d.`version` = `document_versions`.`version`
		AND d.`content` IS NOT `document_versions`.`content`
);--> statement-breakpoint
-- 2. The indexes every library filter walks in keyset order (drizzle-kit).
DROP INDEX `documents_company_status_idx`;--> statement-breakpoint
DROP INDEX `documents_company_category_idx`;--> statement-breakpoint
CREATE INDEX `documents_company_archived_idx` ON `documents` (`company_id`,(status = 'archived'),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_list_status_idx` ON `documents` (`company_id`,(case status when 'generated' then 'approved' else status end),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_category_archived_idx` ON `documents` (`company_id`,`category`,(status = 'archived'),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_category_list_status_idx` ON `documents` (`company_id`,`category`,(case status when 'generated' then 'approved' else status end),`updated_at`);--> statement-breakpoint
CREATE INDEX `documents_company_created_idx` ON `documents` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_company_category_idx` ON `documents` (`company_id`,`category`,`updated_at`);--> statement-breakpoint
-- 3. The full-text index of the library (not modelled by drizzle-kit): one entry per document, its
--    rowid the document's id, its text the current version's. It keeps its own copy of the text so
--    that `snippet()` can show where a search matched and an entry is removed by rowid alone. The
--    scope column holds the company's token ('c' || company_id), as in knowledge_chunks_fts; the
--    facets column the document's category, list status and tab as words ('categoryhr
--    statusapproved tabactive'), so that a filtered search is answered by the index alone. `rank`
--    is bm25 with the title weighted most and scope and facets not at all.
CREATE VIRTUAL TABLE `document_search_fts` USING fts5(
	scope, facets, title, description, body,
	tokenize='porter unicode61', prefix='2 3'
);--> statement-breakpoint
INSERT INTO `document_search_fts` (`document_search_fts`, `rank`) VALUES ('rank', 'bm25(0.0, 0.0, 8.0, 3.0, 1.0)');--> statement-breakpoint
INSERT INTO `document_search_fts` (rowid, scope, facets, title, description, body)
SELECT d.`id`, 'c' || d.`company_id`,
	'category' || d.`category` || ' status' || replace(CASE d.`status` WHEN 'generated' THEN 'approved statusgenerated' ELSE d.`status` END, '_', '')
		|| ' tab' || CASE d.`status` WHEN 'archived' THEN 'archived' ELSE 'active' END,
	d.`title`, coalesce(d.`description`, ''), d.`content`
FROM `documents` d;--> statement-breakpoint
-- 4. The text leaves the row that lists filter, sort and count.
ALTER TABLE `documents` DROP COLUMN `content`;--> statement-breakpoint
-- The current version's row is written after the document's own (create, edit, status change,
-- archive, restore, approval, import, generation), in the same batch: its entry is replaced then,
-- with the document's title, description, category and status as the write left them.
CREATE TRIGGER `document_search_version_insert` AFTER INSERT ON `document_versions`
WHEN new.`version` = (SELECT `version` FROM `documents` WHERE `id` = new.`document_id`) BEGIN
	DELETE FROM document_search_fts WHERE rowid = new.document_id;
	INSERT INTO document_search_fts(rowid, scope, facets, title, description, body)
	SELECT d.id, 'c' || d.company_id,
		'category' || d.category || ' status' || replace(CASE d.status WHEN 'generated' THEN 'approved statusgenerated' ELSE d.status END, '_', '')
			|| ' tab' || CASE d.status WHEN 'archived' THEN 'archived' ELSE 'active' END,
		d.title, coalesce(d.description, ''), new.content
	FROM documents d WHERE d.id = new.document_id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_delete` AFTER DELETE ON `documents` BEGIN
	DELETE FROM document_search_fts WHERE rowid = old.id;
END;--> statement-breakpoint
-- 5. The counts per company, category and status (drizzle-kit), filled once and kept by triggers
--    on every insert, delete and change of status or category, cascades included.
CREATE TABLE `document_counts` (
	`company_id` integer NOT NULL,
	`category` text NOT NULL,
	`status` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `category`, `status`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `document_counts` (`company_id`, `category`, `status`, `count`)
SELECT `company_id`, `category`, `status`, count(*) FROM `documents` GROUP BY `company_id`, `category`, `status`;--> statement-breakpoint
CREATE TRIGGER `document_counts_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO document_counts(company_id, category, status, count) VALUES (new.company_id, new.category, new.status, 1)
	ON CONFLICT(company_id, category, status) DO UPDATE SET count = count + 1;
END;--> statement-breakpoint
CREATE TRIGGER `document_counts_delete` AFTER DELETE ON `documents` BEGIN
	UPDATE document_counts SET count = count - 1
	WHERE company_id = old.company_id AND category = old.category AND status = old.status;
END;--> statement-breakpoint
CREATE TRIGGER `document_counts_update` AFTER UPDATE OF company_id, category, status ON `documents`
WHEN old.company_id IS NOT new.company_id OR old.category IS NOT new.category OR old.status IS NOT new.status BEGIN
	UPDATE document_counts SET count = count - 1
	WHERE company_id = old.company_id AND category = old.category AND status = old.status;
	INSERT INTO document_counts(company_id, category, status, count) VALUES (new.company_id, new.category, new.status, 1)
	ON CONFLICT(company_id, category, status) DO UPDATE SET count = count + 1;
END;
