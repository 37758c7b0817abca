import { isBookmark } from "../db/read-replicas";
import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_S, serializeCookie } from "./cookies";
import type { RequestContext } from "./request-context";

/**
 * The Set-Cookie that carries the person's new bookmark, when this request wrote and its D1
 * session moved past the bookmark it came with; null otherwise (a read leaves the cookie as it was,
 * so answers to reads carry no cookie). Sign-in writes the session it opens, so the first page
 * after it already reads that session (decision 024).
 */
export function bookmarkCookie({ database, bookmarkIn }: Pick<RequestContext, "database" | "bookmarkIn">) {
  if (database.trips.writes === 0) return null;
  const bookmark = database.bookmark();
  if (!isBookmark(bookmark) || bookmark === bookmarkIn) return null;
  return serializeCookie(BOOKMARK_COOKIE, bookmark, { maxAgeSeconds: BOOKMARK_MAX_AGE_S });
}
