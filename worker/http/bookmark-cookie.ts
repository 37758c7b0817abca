import { isBookmark } from "../db/read-replicas";
import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_S, serializeCookie } from "./cookies";
import type { RequestContext } from "./request-context";

// The person's D1 bookmarks (decision 024), one per company database (decision 027), in one cookie:
// `DB`'s first, then COMPANY_DB_2's, … separated by commas, a database never written to left empty.
// A cookie from before there were several (one bookmark) reads as `DB`'s.

/** The bookmarks a cookie holds, by company database (index 0: DB); anything not a bookmark is null. */
export function readBookmarks(value: string | null): Array<string | null> {
  if (!value) return [];
  return value.split(",").map((part) => (isBookmark(part) ? part : null));
}

/**
 * The Set-Cookie that carries the person's new bookmarks, when this request wrote and a D1
 * session moved past the bookmark it came with; null otherwise (a read leaves the cookie as it was,
 * so answers to reads carry no cookie). Sign-in writes the session it opens, so the first page
 * after it already reads that session (decision 024).
 */
export function bookmarkCookie({ database, bookmarkIn }: Pick<RequestContext, "database" | "bookmarkIn">) {
  if (database.trips.writes === 0) return null;
  const bookmarks = database.bookmarks().map((bookmark) => (isBookmark(bookmark) ? bookmark : ""));
  while (bookmarks.at(-1) === "") bookmarks.pop();
  const value = bookmarks.join(",");
  if (!value || value === bookmarkIn) return null;
  return serializeCookie(BOOKMARK_COOKIE, value, { maxAgeSeconds: BOOKMARK_MAX_AGE_S });
}
