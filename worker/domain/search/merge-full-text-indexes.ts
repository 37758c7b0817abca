import { sql } from "drizzle-orm";
import type { DomainContext } from "../context";
import { companyDatabases } from "../platform/company-databases";

// FTS5 keeps a deleted or replaced entry in its index until the segments holding it are merged, and
// merges on its own only as new entries arrive: a library that churns (edits, deletes, documents
// leaving force) grows its full-text indexes far past what they hold. Two jobs give that space back,
// a bounded amount of work at a time (at most `pages` leaf pages written per index per run), so that
// no write holds up the database:
// - every 5 minutes, FTS5's 'merge' with a positive count: it merges a level once it holds several
//   segments, and carries on a merge already started;
// - once a day, 'merge' with a negative count: it starts merging every segment into one, which the
//   5-minute runs then carry on to the end. Only a merge that reaches the oldest segment drops a
//   deleted entry for good: after 10,000 documents were added and removed, a day of 5-minute runs
//   alone left the indexes 10× their size, one daily start brought them back within ten runs
//   (bench/RESULTS.md, 2026-11-26). Once a day bounds the rewriting: a full merge writes the index
//   once, not every 5 minutes.

/** The full-text indexes, by their FTS5 table. */
export const FULL_TEXT_INDEXES = ["knowledge_chunks_fts", "document_search_fts"] as const;

/** Leaf pages of merge work per index per run: a few hundred keeps each write to milliseconds. */
export const MERGE_PAGES_PER_RUN = 400;

/** The 5-minute step: merges crowded levels and carries on a merge in progress. */
export async function mergeFullTextIndexes(ctx: DomainContext, pages = MERGE_PAGES_PER_RUN): Promise<number> {
  return merge(ctx, Math.floor(pages));
}

/** The daily start of a merge of each index into one segment (carried on by the 5-minute steps). */
export async function startFullTextIndexRewrite(
  ctx: DomainContext,
  pages = MERGE_PAGES_PER_RUN,
): Promise<number> {
  return merge(ctx, -Math.floor(pages));
}

/** Each index of every company database (decision 027): returns how many were merged a step. */
async function merge(ctx: DomainContext, pages: number): Promise<number> {
  for (const db of companyDatabases(ctx)) {
    for (const table of FULL_TEXT_INDEXES) {
      // The table name is one of the constants above, never input; `pages` is a whole number.
      await db.run(sql.raw(`INSERT INTO ${table}(${table}, rank) VALUES ('merge', ${pages})`));
    }
  }
  return FULL_TEXT_INDEXES.length * companyDatabases(ctx).length;
}
