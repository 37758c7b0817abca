import { describe, expect, it } from "vitest";
import { laterBookmark, openReadSession } from "./read-replicas";

// A company that moved is read from its new database no staler than the copy that brought it: the
// request's session there starts at, or is opened again at, the copy's bookmark.

const bookmark = (n: number) => `00000000-${n.toString(16).padStart(8, "0")}-00000000-${"a".repeat(32)}`;

/** A D1 binding that records the sessions opened on it; each session stands at `at` once used. */
function recordingD1(at: string) {
  const opened: string[] = [];
  const d1 = {
    withSession(start: string) {
      opened.push(start);
      return {
        prepare: () => ({}) as D1PreparedStatement,
        batch: async () => [],
        getBookmark: () => at,
      } as unknown as D1DatabaseSession;
    },
  } as unknown as D1Database;
  return { d1, opened };
}

describe("laterBookmark", () => {
  it("answers the later of two bookmarks, ignoring what is not one", () => {
    expect(laterBookmark(bookmark(3), bookmark(12))).toBe(bookmark(12));
    expect(laterBookmark(bookmark(255), bookmark(16))).toBe(bookmark(255));
    expect(laterBookmark(null, bookmark(1))).toBe(bookmark(1));
    expect(laterBookmark("first-primary", undefined)).toBeNull();
  });
});

describe("a read session's floor", () => {
  it("starts the session at the floor when it is later than the person's bookmark", () => {
    const { d1, opened } = recordingD1(bookmark(20));
    const session = openReadSession(d1, bookmark(5));
    session.readAtLeast(bookmark(9));
    session.statements.prepare("select 1");
    expect(opened).toEqual([bookmark(9)]);
  });

  it("keeps the person's bookmark when it is already later", () => {
    const { d1, opened } = recordingD1(bookmark(20));
    const session = openReadSession(d1, bookmark(12));
    session.readAtLeast(bookmark(9));
    session.statements.prepare("select 1");
    expect(opened).toEqual([bookmark(12)]);
  });

  it("opens the session again at the floor when it has read from further back", () => {
    const { d1, opened } = recordingD1(bookmark(4));
    const session = openReadSession(d1, null);
    session.statements.prepare("select 1");
    session.readAtLeast(bookmark(9));
    session.statements.prepare("select 2");
    expect(opened).toEqual(["first-unconstrained", bookmark(9)]);
  });

  it("stays on a session that has already read past the floor", () => {
    const { d1, opened } = recordingD1(bookmark(30));
    const session = openReadSession(d1, null);
    session.statements.prepare("select 1");
    session.readAtLeast(bookmark(9));
    session.statements.prepare("select 2");
    expect(opened).toEqual(["first-unconstrained"]);
  });
});
