// The full-text machinery shared by the two FTS5 indexes (decision 015): the knowledge index
// (`knowledge_chunks_fts`, passages the assistant may use) and the library index
// (`document_search_fts`, every document's current version). Both carry the company's scope token
// in a `scope` column, so a MATCH is confined to one company inside the index itself, and both are
// asked only through quoted words built here, so no user input reaches FTS5's query syntax.
import { wordsOf } from "../knowledge/query-terms";

/** The FTS5 scope token that confines a full-text match to one company. */
export function companyScope(companyId: number): string {
  return `c${companyId}`;
}

/** The scope term of a MATCH expression. */
export function scopeTerm(companyId: number): string {
  return `scope:"${companyScope(companyId)}"`;
}

/**
 * A word as an FTS5 string: letters and digits only (what `wordsOf` yields), quoted; `prefix` makes
 * it match every word that starts with it.
 */
export function quotedWord(word: string, prefix = false): string {
  return `"${word.replace(/"/g, "")}"${prefix ? "*" : ""}`;
}

/** The words of what someone typed, lower case, letters and digits of any alphabet. */
export const searchWords = wordsOf;

/** At most this many words of a search go into a MATCH expression (the rest are dropped). */
export const MAX_MATCH_WORDS = 24;
