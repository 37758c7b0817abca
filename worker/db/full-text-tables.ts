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
