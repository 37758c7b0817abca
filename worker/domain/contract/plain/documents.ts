// The document contract shared by the API (request and response validation, OpenAPI) and the
// browser (forms). Dates travel as ISO-8601 strings.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/documents.ts.

/** The library's tabs: active = every status but archived; archived = only archived. */
export const LIBRARY_TABS = ["active", "archived"] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];
/** The longest search the library accepts (400 beyond). */
export const SEARCH_MAX_LENGTH = 200;
/**
 * A search ranks, pages through and counts at most this many matches per tab (decision 015): the
 * list then says there are more and asks to refine the search.
 */
export const SEARCH_COUNT_LIMIT = 1000;
/** The longest page cursor the library accepts (its cursors are far shorter). */
export const CURSOR_MAX_LENGTH = 100;

/** A tab's count as the library shows it: "1,000+" when a search's count reached its limit. */
export function formatLibraryCount(count: number, atLeast = false): string {
  return `${count.toLocaleString("en-US")}${atLeast && count >= SEARCH_COUNT_LIMIT ? "+" : ""}`;
}
