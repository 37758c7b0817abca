import {
  CATEGORIES,
  type Category,
  CURSOR_MAX_LENGTH,
  DOCUMENT_STATUSES,
  type DocumentStatus,
  LIBRARY_TABS,
  type LibraryTab,
  REVIEW_FILTERS,
  type ReviewFilter,
  SEARCH_MAX_LENGTH,
} from "@charterly/domain/contract";

// The library's filters live in the URL (/documents?tab=archived&category=hr&search=leave), so a
// filtered view can be linked to and the back button works. The same filters go to GET /api/documents.

export type { LibraryTab };

export interface LibraryFilters {
  tab: LibraryTab;
  status?: DocumentStatus;
  category?: Category;
  /** Next review: overdue, or due within 30 days (soonest first). */
  review?: ReviewFilter;
  search?: string;
}

/** Rows per page of the library. */
export const LIBRARY_PAGE_SIZE = 50;

/**
 * Reads the filters from a URL; anything unknown is ignored rather than refused. A value counts when
 * the API's list query (documentListQuery) would take it: one of the contract's lists, a search
 * within its length once trimmed. Read without zod, so the library page does not load the schemas.
 */
export function libraryFiltersFromParams(params: URLSearchParams): LibraryFilters {
  const oneOf = <T extends string>(list: readonly T[], name: string): T | undefined =>
    list.find((item) => item === params.get(name));
  const status = oneOf(DOCUMENT_STATUSES, "status");
  const search = params.get("search")?.trim();
  return {
    tab: oneOf(LIBRARY_TABS, "tab") ?? "active",
    // 'generated' is filtered as 'approved' (the server includes generated in approved).
    status: status === "generated" ? "approved" : status,
    category: oneOf(CATEGORIES, "category"),
    review: oneOf(REVIEW_FILTERS, "review"),
    search: search && search.length <= SEARCH_MAX_LENGTH ? search : undefined,
  };
}

/** The filters as query parameters; defaults are left out so URLs stay short. */
export function libraryFiltersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== "active") params.set("tab", filters.tab);
  if (filters.status) params.set("status", filters.status);
  if (filters.category) params.set("category", filters.category);
  if (filters.review) params.set("review", filters.review);
  if (filters.search) params.set("search", filters.search);
  return params;
}

/** The page after `cursor` (a previous page's nextCursor), if the URL names one the contract accepts. */
export function libraryCursorFromParams(params: URLSearchParams): string | undefined {
  const cursor = params.get("cursor");
  return cursor && cursor.length <= CURSOR_MAX_LENGTH ? cursor : undefined;
}

/**
 * The library's address for the page after `cursor` with these filters: the library showing that
 * page (what "Load more" leads to without JavaScript).
 */
export function libraryPageUrl(filters: LibraryFilters, cursor: string) {
  const params = libraryFiltersToParams(filters);
  params.set("cursor", cursor);
  return `/documents?${params}`;
}

/**
 * Marks a read of the list's rows alone, `?…&more=N`: its first N pages, from where the address's
 * list starts (its `cursor`, if any). With JavaScript "Load more" reads one page more each time
 * through a fetcher, which Remix reads again after every change, so every row shown is the server's.
 */
export const LIBRARY_MORE_PARAM = "more";

/**
 * Most pages one read of the rows returns (5,000 rows): each page is one indexed query of its own
 * (decision 015), and all of them are read again after every change made on the screen.
 */
export const LIBRARY_MAX_PAGES = 100;

/** What "Load more" reads with JavaScript (a fetcher): the list's first `pages` pages. */
export function libraryRowsUrl(filters: LibraryFilters, start: string | undefined, pages: number) {
  const params = libraryFiltersToParams(filters);
  if (start) params.set("cursor", start);
  params.set(LIBRARY_MORE_PARAM, String(Math.min(pages, LIBRARY_MAX_PAGES)));
  return `/documents?${params}`;
}

/** How many pages of rows alone the address asks for (a fetcher's "Load more"), or null for the page. */
export function rowsOnlyPages(params: URLSearchParams): number | null {
  const pages = Number(params.get(LIBRARY_MORE_PARAM));
  return Number.isInteger(pages) && pages >= 1 && pages <= LIBRARY_MAX_PAGES ? pages : null;
}

export const hasNarrowingFilters = (filters: LibraryFilters) =>
  Boolean(filters.status || filters.category || filters.review || filters.search);
