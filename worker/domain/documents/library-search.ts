// Full-text search of the library (decision 015): `document_search_fts` indexes every document's
// title, description and current text, one entry per document (its rowid is the document's id),
// kept in step by triggers on the writes of `documents` and `document_versions`. It holds no copy of
// the text (migration 0011, decision 023): `snippet()` reads the page's texts from the rows that hold
// them, through the view `document_search_source`.
// The company's scope token and the filters (category, status, tab: the `facets` column) are inside
// the MATCH, so the index alone answers a page and its counts; the page's rows are joined to its
// matches by id under the company, in the same statement. Results rank by bm25 (`rank`, configured
// by the migration: title 8, description 3, text 1) among the most recently created matching
// documents (SEARCH_COUNT_LIMIT), and counts up to that many, so that a word found in every document
// costs no more than one found in a thousand.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { documentSearchFts } from "../../db/full-text-tables";
import { documents } from "../../db/schema";
import type { Database } from "../context";
import {
  type Category,
  type DocumentListQuery,
  type DocumentStatus,
  SEARCH_COUNT_LIMIT,
  type SearchSnippet,
} from "../contract";
import { MAX_MATCH_WORDS, quotedWord, scopeTerm, searchWords } from "../search/full-text";
import { documentSummaryColumns } from "./document-dto";
import { statusContradictsTab } from "./library-filters";

/** A search ranks the matches among this many most recently created matching documents. */
const RANKING_WINDOW = SEARCH_COUNT_LIMIT;
/** Snippet markers: control characters that validated text never holds. */
const OPEN = "\u0002";
const CLOSE = "\u0003";
const SNIPPET_TOKENS = 16;

/** The facet words of migration 0007's `facets` column. */
const categoryFacet = (category: Category) => `category${category}`;
const statusFacet = (status: DocumentStatus) => `status${status.replace(/_/g, "")}`;
const tabFacet = (tab: "active" | "archived") => `tab${tab}`;

type Filters = Pick<DocumentListQuery, "category" | "status" | "tab">;

/**
 * The MATCH expression for what someone typed: the company's scope, the filters, and every word in
 * the title, description or text; the last word also matches as a prefix (the person may still be
 * typing it). Null when the search has no letter or digit, or the filters contradict each other
 * (nothing can match).
 */
export function libraryMatchExpression(
  companyId: number,
  search: string,
  filters: Filters = {},
): string | null {
  const words = [...new Set(searchWords(search))].slice(0, MAX_MATCH_WORDS);
  const last = words.pop();
  if (last === undefined) return null;
  const facets: string[] = [];
  if (filters.category) facets.push(categoryFacet(filters.category));
  if (statusContradictsTab(filters)) return null;
  if (filters.status) {
    // 'Approved' means in force: generated documents carry 'statusapproved' too.
    facets.push(statusFacet(filters.status));
  } else if (filters.tab) facets.push(tabFacet(filters.tab));
  const terms = [...words.map((w) => quotedWord(w)), `(${quotedWord(last)} OR ${quotedWord(last, true)})`];
  return [
    scopeTerm(companyId),
    ...facets.map((f) => `facets:${quotedWord(f)}`),
    `{title description body}:(${terms.join(" AND ")})`,
  ].join(" AND ");
}

const matches = (match: string) => sql`${documentSearchFts} MATCH ${match}`;

/**
 * A query (for a batch) of one page of matches, best first, each with where it matched and its
 * document's row (null when the row fails `alsoWhere`). The rowid range keeps the ranking to the
 * RANKING_WINDOW newest matches: FTS5 then scores only those. The documents are joined in the same
 * statement, so the page, its rows and the counts beside it are one round trip (decision 024): the
 * index stays the outer loop (a LEFT JOIN never reorders it) and FTS5 still answers `order by rank`
 * itself, so the order is the index's; each match reads its row by primary key.
 */
export function searchPageQuery(
  db: Database,
  companyId: number,
  match: string,
  limit: number,
  offset: number,
  /** A condition the rows must also meet (the review filter, which the index does not hold). */
  alsoWhere?: SQL,
) {
  return db
    .select({
      id: documentSearchFts.rowid,
      bodySnippet: sql<
        string | null
      >`snippet(${documentSearchFts}, 4, ${OPEN}, ${CLOSE}, '…', ${SNIPPET_TOKENS})`,
      descriptionSnippet: sql<
        string | null
      >`snippet(${documentSearchFts}, 3, ${OPEN}, ${CLOSE}, '…', ${SNIPPET_TOKENS})`,
      document: documentSummaryColumns,
    })
    .from(documentSearchFts)
    .leftJoin(
      documents,
      and(
        eq(documents.id, documentSearchFts.rowid),
        // The match's id leads (by primary key); the company only checks it: `+` keeps SQLite from
        // walking the company's index instead, which would read every document of the company.
        sql`+${documents.companyId} = ${companyId}`,
        alsoWhere,
      ),
    )
    .where(
      and(
        matches(match),
        sql`${documentSearchFts.rowid} >= coalesce((select rowid from document_search_fts where document_search_fts match ${match} order by rowid desc limit 1 offset ${RANKING_WINDOW - 1}), 0)`,
      ),
    )
    .orderBy(sql`rank`)
    .limit(limit)
    .offset(offset);
}

/**
 * A query (for a batch) of how many documents match, up to SEARCH_COUNT_LIMIT: the index alone,
 * never visiting more entries than the limit.
 */
export function searchCountQuery(db: Database, match: string) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(
      db
        .select({ id: documentSearchFts.rowid })
        .from(documentSearchFts)
        .where(matches(match))
        .limit(SEARCH_COUNT_LIMIT)
        .as("counted"),
    );
}

/**
 * The page's documents in the order of the matches, each with its snippet: the matches whose row
 * failed the extra condition are left out.
 */
export function searchPageDocuments(hits: readonly SearchHit[]) {
  return hits.flatMap(({ document, bodySnippet, descriptionSnippet }) => {
    if (!document) return [];
    const snippet = parseSnippet(bodySnippet) ?? parseSnippet(descriptionSnippet);
    return [snippet ? { ...document, snippet } : document];
  });
}

export type SearchHit = Awaited<ReturnType<typeof searchPageQuery>>[number];

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
