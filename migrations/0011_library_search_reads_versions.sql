-- One copy of each text (issue 27 §2, decision 023): the library's full-text index stops keeping its
-- own copy of every document's title, description and current text (`document_search_fts_content`,
-- about a third of the database) and reads them, for `snippet()` and for removing an entry, from the
-- rows that hold them: the document's row and its current version's. Its prefix indexes go too:
-- prefix searches ('pol*') are answered from the main index (bench/RESULTS.md, 2026-11-26).
--
-- 1. What the index holds, one row per document: its id, the company's scope token, the facets as
--    words (migration 0007), its title, description and current text. A document whose current
--    version row is missing is not in it (the app writes the two in one batch; migration 0007 gave
--    every older document its row).
CREATE VIEW `document_search_source` AS
SELECT d.`id` AS `id`, 'c' || d.`company_id` AS `scope`,
	'category' || d.`category` || ' status' || replace(CASE d.`status` WHEN 'generated' THEN 'approved statusgenerated' ELSE d.`status` END, '_', '')
		|| ' tab' || CASE d.`status` WHEN 'archived' THEN 'archived' ELSE 'active' END AS `facets`,
	d.`title` AS `title`, coalesce(d.`description`, '') AS `description`, v.`content` AS `body`
FROM `documents` d
JOIN `document_versions` v ON v.`document_id` = d.`id` AND v.`version` = d.`version`;--> statement-breakpoint
-- 2. The old index and its triggers go first, so the database never holds the text four times.
DROP TRIGGER `document_search_version_insert`;--> statement-breakpoint
DROP TRIGGER `document_search_delete`;--> statement-breakpoint
DROP TABLE `document_search_fts`;--> statement-breakpoint
-- 3. The index over the view (external content): the same columns, tokenizer and ranking, rebuilt
--    from the rows that exist, so every document is found as before.
CREATE VIRTUAL TABLE `document_search_fts` USING fts5(
	scope, facets, title, description, body,
	content='document_search_source', content_rowid='id', tokenize='porter unicode61'
);--> statement-breakpoint
INSERT INTO `document_search_fts` (`document_search_fts`, `rank`) VALUES ('rank', 'bm25(0.0, 0.0, 8.0, 3.0, 1.0)');--> statement-breakpoint
INSERT INTO `document_search_fts` (`document_search_fts`) VALUES ('rebuild');--> statement-breakpoint
-- 4. Keeping it in step. An external-content entry is removed by giving FTS5 the values it was
--    indexed with, so every write that changes a row of the view removes the document's entry from
--    the view BEFORE the write (the view still shows what was indexed) and adds it again from the view
--    AFTER (what it shows now). Whatever the order of a batch's writes — the document's row then its
--    new version's (create, edit, status change, archive, restore, approval, import, generation), or
--    the versions then the document (delete) — the index holds exactly the view's rows. An UPDATE
--    that names those columns but leaves them as they were touches nothing: the BEFORE and AFTER
--    triggers test the same condition, so they act together or not at all. A cascade
--    deletes the parent row before its children, so the children's triggers find nothing left to
--    remove.
CREATE TRIGGER `document_search_document_before_update`
BEFORE UPDATE OF `company_id`, `title`, `description`, `category`, `status`, `version` ON `documents`
WHEN old.`company_id` IS NOT new.`company_id` OR old.`title` IS NOT new.`title`
	OR old.`description` IS NOT new.`description` OR old.`category` IS NOT new.`category`
	OR old.`status` IS NOT new.`status` OR old.`version` IS NOT new.`version` BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_document_after_update`
AFTER UPDATE OF `company_id`, `title`, `description`, `category`, `status`, `version` ON `documents`
WHEN old.`company_id` IS NOT new.`company_id` OR old.`title` IS NOT new.`title`
	OR old.`description` IS NOT new.`description` OR old.`category` IS NOT new.`category`
	OR old.`status` IS NOT new.`status` OR old.`version` IS NOT new.`version` BEGIN
	INSERT INTO document_search_fts(rowid, scope, facets, title, description, body)
	SELECT id, scope, facets, title, description, body FROM document_search_source WHERE id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_document_before_delete` BEFORE DELETE ON `documents` BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_after_insert` AFTER INSERT ON `document_versions`
WHEN new.`version` = (SELECT `version` FROM `documents` WHERE `id` = new.`document_id`) BEGIN
	INSERT INTO document_search_fts(rowid, scope, facets, title, description, body)
	SELECT id, scope, facets, title, description, body FROM document_search_source WHERE id = new.document_id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_before_update`
BEFORE UPDATE OF `document_id`, `version`, `content` ON `document_versions`
WHEN (old.`document_id` IS NOT new.`document_id` OR old.`version` IS NOT new.`version` OR old.`content` IS NOT new.`content`)
	AND old.`version` = (SELECT `version` FROM `documents` WHERE `id` = old.`document_id`) BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.document_id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_after_update`
AFTER UPDATE OF `document_id`, `version`, `content` ON `document_versions`
WHEN (old.`document_id` IS NOT new.`document_id` OR old.`version` IS NOT new.`version` OR old.`content` IS NOT new.`content`)
	AND new.`version` = (SELECT `version` FROM `documents` WHERE `id` = new.`document_id`) BEGIN
	INSERT INTO document_search_fts(rowid, scope, facets, title, description, body)
	SELECT id, scope, facets, title, description, body FROM document_search_source WHERE id = new.document_id;
END;--> statement-breakpoint
CREATE TRIGGER `document_search_version_before_delete` BEFORE DELETE ON `document_versions`
WHEN old.`version` = (SELECT `version` FROM `documents` WHERE `id` = old.`document_id`) BEGIN
	INSERT INTO document_search_fts(document_search_fts, rowid, scope, facets, title, description, body)
	SELECT 'delete', id, scope, facets, title, description, body FROM document_search_source WHERE id = old.document_id;
END;
