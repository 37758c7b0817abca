// Full-text search of the library (decision 015): `document_search_fts` holds every document's
// title, description and current text, one entry per document (its rowid is the document's id),
// kept in step by triggers on the writes of `documents` and `document_versions` (migration 0007).
// The company's scope token is in the MATCH and the company in SQL; results rank by bm25 with the
// title weighted most.
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { documentSearchFts } from "../../db/full-text-tables";
import { documents } from "../../db/schema";
import type { Database } from "../context";
import type { SearchSnippet } from "../contract";
import { MAX_MATCH_WORDS, quotedWord, scopeTerm, searchWords } from "../search/full-text";
import { documentSummaryColumns } from "./document-dto";

/** bm25 column weights: scope (never scores), title, description, body. */
const WEIGHTS = sql.raw("0.0, 8.0, 3.0, 1.0");
/** Snippet markers: control characters that validated text never holds. */
const OPEN = "\u0002";
const CLOSE = "\u0003";
const SNIPPET_TOKENS = 16;

/**
 * The MATCH expression for what someone typed: the company's scope AND every word in the title,
 * description or text; the last word also matches as a prefix (the person may still be typing it).
 * Null when the search has no letter or digit (nothing can match).
 */
export function libraryMatchExpression(companyId: number, search: string): string | null {
  const words = [...new Set(searchWords(search))].slice(0, MAX_MATCH_WORDS);
  const last = words.pop();
  if (last === undefined) return null;
  const terms = [...words.map((w) => quotedWord(w)), `(${quotedWord(last)} OR ${quotedWord(last, true)})`];
  return `${scopeTerm(companyId)} AND {title description body}:(${terms.join(" AND ")})`;
}

const matches = (match: string) => sql`${documentSearchFts} MATCH ${match}`;

/** A query (for a batch) of one page of matches, best first, each with where it matched. */
export function searchPageQuery(
  db: Database,
  companyId: number,
  match: string,
  filters: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select({
      ...documentSummaryColumns,
      bodySnippet: sql<
        string | null
      >`snippet(${documentSearchFts}, 3, ${OPEN}, ${CLOSE}, '…', ${SNIPPET_TOKENS})`,
      descriptionSnippet: sql<
        string | null
      >`snippet(${documentSearchFts}, 2, ${OPEN}, ${CLOSE}, '…', ${SNIPPET_TOKENS})`,
    })
    .from(documentSearchFts)
    .innerJoin(documents, eq(documents.id, documentSearchFts.rowid))
    .where(and(matches(match), eq(documents.companyId, companyId), ...filters))
    .orderBy(sql`bm25(${documentSearchFts}, ${WEIGHTS})`, desc(documents.updatedAt), desc(documents.id))
    .limit(limit)
    .offset(offset);
}

/** A query (for a batch) of the Active and Archived counts of the matches (the tab and status aside). */
export function searchCountsQuery(db: Database, companyId: number, match: string, filters: SQL[]) {
  return db
    .select({
      active: sql<number>`coalesce(sum(${documents.status} <> 'archived'), 0)`.mapWith(Number),
      archived: sql<number>`coalesce(sum(${documents.status} = 'archived'), 0)`.mapWith(Number),
    })
    .from(documentSearchFts)
    .innerJoin(documents, eq(documents.id, documentSearchFts.rowid))
    .where(and(matches(match), eq(documents.companyId, companyId), ...filters));
}

type SearchPageRow = Awaited<ReturnType<typeof searchPageQuery>>[number];

/** A match as the list shows it: the row, and a snippet of the text (or description) where it matched. */
export function toSearchRow({ bodySnippet, descriptionSnippet, ...row }: SearchPageRow) {
  const snippet = parseSnippet(bodySnippet) ?? parseSnippet(descriptionSnippet);
  return snippet ? { ...row, snippet } : row;
}

/** FTS5's snippet as plain-text parts with the matches marked; null when nothing in it matched. */
export function parseSnippet(snippet: string | null): SearchSnippet | null {
  if (!snippet?.includes(OPEN)) return null;
  const parts: SearchSnippet = [];
  // One line under the title: the text's line breaks and runs of blanks become single spaces.
  for (const piece of snippet.replace(/\s+/g, " ").split(OPEN)) {
    const close = piece.indexOf(CLOSE);
    if (close === -1) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    parts.push({ text: piece.slice(0, close), match: true });
    const rest = piece.slice(close + 1);
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}
