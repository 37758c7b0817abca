import { invalidInput } from "../contract";

// The library list's opaque cursors. A list in date order continues after a (updated_at, id) key,
// so a page costs the same on the first and the fortieth screen; a search in relevance order
// continues after a number of results; the review filter, soonest review first, after a
// (next_review_at, id) key.

export type LibraryCursor =
  | { kind: "after"; updatedAtMs: number; id: number }
  | { kind: "search"; offset: number }
  | { kind: "review"; nextReviewAtMs: number; id: number };

const STALE_CURSOR = "This page of the list is no longer valid. Reload the list.";

export function encodeDocumentCursor(updatedAtMs: number, id: number): string {
  return btoa(`${updatedAtMs}:${id}`);
}

export function encodeSearchCursor(offset: number): string {
  return btoa(`search:${offset}`);
}

/** The review filter's order: soonest review first, continuing after a (next_review_at, id) key. */
export function encodeReviewCursor(nextReviewAtMs: number, id: number): string {
  return btoa(`review:${nextReviewAtMs}:${id}`);
}

/** The cursor a previous page gave; anything else (or a cursor of the other kind) is a clear 400. */
export function decodeLibraryCursor(cursor: string, expected: LibraryCursor["kind"]): LibraryCursor {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    decoded = "";
  }
  const after = /^(\d{1,15}):(\d{1,15})$/.exec(decoded);
  if (expected === "after" && after)
    return { kind: "after", updatedAtMs: Number(after[1]), id: Number(after[2]) };
  const search = /^search:(\d{1,6})$/.exec(decoded);
  if (expected === "search" && search) return { kind: "search", offset: Number(search[1]) };
  const review = /^review:(\d{1,15}):(\d{1,15})$/.exec(decoded);
  if (expected === "review" && review)
    return { kind: "review", nextReviewAtMs: Number(review[1]), id: Number(review[2]) };
  throw invalidInput(STALE_CURSOR, { cursor: STALE_CURSOR });
}
