import { sql } from "drizzle-orm";
import type { DomainContext } from "../context";

// FTS5 keeps a deleted or replaced entry in its index until the segments holding it are merged, and
// merges on its own only as new entries arrive: a library that churns (edits, deletes, documents
// leaving force) grows its full-text indexes far past what they hold. This job merges them a bounded
// amount at a time (FTS5's 'merge' command: at most `pages` leaf pages of work per index per run), so
// deletes and edits give their space back without one long write that would hold up the database.

/** The full-text indexes, by their FTS5 table. */
export const FULL_TEXT_INDEXES = ["knowledge_chunks_fts", "document_search_fts"] as const;

/** Leaf pages of merge work per index per run: a few hundred keeps each write to milliseconds. */
export const MERGE_PAGES_PER_RUN = 400;

export async function mergeFullTextIndexes(ctx: DomainContext, pages = MERGE_PAGES_PER_RUN): Promise<number> {
  for (const table of FULL_TEXT_INDEXES) {
    // The table name is one of the constants above, never input.
    await ctx.db.run(sql.raw(`INSERT INTO ${table}(${table}, rank) VALUES ('merge', ${Math.floor(pages)})`));
  }
  return FULL_TEXT_INDEXES.length;
}
