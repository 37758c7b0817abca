import type { D1Statements } from "./round-trips";

/**
 * D1 read replication through the Sessions API (decision 024). Each request opens one D1 session:
 * its reads may go to the nearest replica, its writes go to the primary, and every statement in it
 * sees at least what the statements before it saw. Started from the bookmark a person's browser
 * keeps (the bookmark cookie, set after each request that wrote), the session sees at least that
 * person's last write, so a person always reads their own writes; without one, any replica will do.
 */
export interface ReadSession {
  statements: D1Statements;
  /** Where this request's session got to (null before its first statement): the person's next bookmark. */
  bookmark(): string | null;
  /**
   * Reads from here on see at least `floor` (a company that moved into this database: its copy's
   * bookmark). Before the first statement it only raises where the session starts; after it, a
   * session behind the floor is opened again there, which keeps every later read at least as fresh.
   */
  readAtLeast(floor: string | null | undefined): void;
}

/**
 * The later of two bookmarks. D1 bookmarks sort as strings in the order of the commits they name
 * (their leading fields are fixed-width hex counters), so the greater string is the later one.
 */
export function laterBookmark(a: string | null | undefined, b: string | null | undefined): string | null {
  const valid = [a, b].filter(isBookmark);
  return valid.sort().at(-1) ?? null;
}

/** D1 bookmarks look like `00000000-0000000d-00000000-<32 hex>`; anything else from a cookie is ignored. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

export function isBookmark(value: string | null | undefined): value is string {
  return typeof value === "string" && BOOKMARK.test(value);
}

/**
 * A session on the binding from the bookmark if it is one, else "first-unconstrained" (any replica),
 * opened on the first statement, so building a request's context does no work that could fail.
 * A binding without the Sessions API (an older runtime, a test double) is used as it is: every
 * statement then goes to the binding's primary, which is as fresh as reads can be.
 */
export function openReadSession(d1: D1Database, bookmark: string | null | undefined): ReadSession {
  let session: D1DatabaseSession | null = null;
  let start = isBookmark(bookmark) ? bookmark : null;
  const statements = (): D1Statements => {
    if (typeof d1.withSession !== "function") return d1;
    session ??= d1.withSession(start ?? "first-unconstrained");
    return session;
  };
  return {
    statements: {
      prepare: (query) => statements().prepare(query),
      batch: ((batch: D1PreparedStatement[]) => statements().batch(batch)) as D1Database["batch"],
    },
    bookmark: () => session?.getBookmark() ?? null,
    readAtLeast: (floor) => {
      if (!isBookmark(floor) || typeof d1.withSession !== "function") return;
      if (!session) {
        start = laterBookmark(start, floor);
        return;
      }
      const reached = session.getBookmark();
      if (reached === null || laterBookmark(reached, floor) !== reached) session = d1.withSession(floor);
    },
  };
}
