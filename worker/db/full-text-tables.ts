// The FTS5 virtual tables, described for drizzle's query builder only: they are created by hand in
// the migrations (drizzle-kit does not model virtual tables), so this file is not in
// drizzle.config.ts's schema.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The library's full-text index (migrations 0007 and 0011): one entry per document, rowid = document
 * id. Its columns are read from the view `document_search_source` (the document's row and its current
 * version's), not from a copy.
 */
export const documentSearchFts = sqliteTable("document_search_fts", {
  rowid: integer("rowid").notNull(),
  scope: text("scope").notNull(),
  facets: text("facets").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  body: text("body").notNull(),
});

/**
 * The company database's tables and view that the migrations create by hand, so no file of
 * schema/ declares them (table-homes.ts places them): the view the library's full-text index reads,
 * both FTS5 indexes, and the shadow tables FTS5 keeps for each.
 */
export const FULL_TEXT_TABLES = [
  "document_search_source",
  "document_search_fts",
  "document_search_fts_config",
  "document_search_fts_data",
  "document_search_fts_docsize",
  "document_search_fts_idx",
  "knowledge_chunks_fts",
  "knowledge_chunks_fts_config",
  "knowledge_chunks_fts_data",
  "knowledge_chunks_fts_docsize",
  "knowledge_chunks_fts_idx",
] as const;
