import { describe, expect, it } from "vitest";
import { escapeLike } from "../search/like-pattern";
import { decodeLibraryCursor, encodeDocumentCursor, encodeSearchCursor } from "./library-cursor";
import { libraryMatchExpression, parseSnippet } from "./library-search";

describe("document list cursors", () => {
  it("round-trip updatedAt and id, and a search's offset", () => {
    expect(decodeLibraryCursor(encodeDocumentCursor(1767225600123, 42), "after")).toEqual({
      kind: "after",
      updatedAtMs: 1767225600123,
      id: 42,
    });
    expect(decodeLibraryCursor(encodeSearchCursor(150), "search")).toEqual({ kind: "search", offset: 150 });
  });

  it("refuses anything it did not make, and a cursor of the other kind, with invalid_input", () => {
    for (const cursor of ["%%%", btoa("12:abc"), btoa("1;2"), btoa("-1:2"), "", encodeSearchCursor(50)]) {
      expect(() => decodeLibraryCursor(cursor, "after"), cursor).toThrow(
        expect.objectContaining({ code: "invalid_input" }),
      );
    }
    expect(() => decodeLibraryCursor(encodeDocumentCursor(1, 2), "search")).toThrow(
      expect.objectContaining({ code: "invalid_input" }),
    );
  });
});

describe("escapeLike", () => {
  it("makes %, _ and the escape character literal", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });
});

describe("the library's MATCH expression", () => {
  it("asks for every word, the last one also as a prefix, inside the company's scope", () => {
    expect(libraryMatchExpression(7, "Travel  expen")).toBe(
      'scope:"c7" AND {title description body}:("travel" AND ("expen" OR "expen"*))',
    );
  });

  it("puts the filters into the index's facets; contradictory filters ask nothing", () => {
    expect(libraryMatchExpression(7, "leave", { category: "hr", tab: "active" })).toBe(
      'scope:"c7" AND facets:"categoryhr" AND facets:"tabactive" AND {title description body}:(("leave" OR "leave"*))',
    );
    expect(libraryMatchExpression(7, "leave", { status: "under_review", tab: "active" })).toContain(
      'facets:"statusunderreview" AND {',
    );
    expect(libraryMatchExpression(7, "leave", { status: "archived", tab: "active" })).toBeNull();
  });

  it("lets no FTS5 syntax through, and has nothing to ask without a letter or digit", () => {
    const expression = libraryMatchExpression(7, 'a" OR scope:c8 NEAR(x y) (* -b');
    expect(expression).toBe(
      'scope:"c7" AND {title description body}:("a" AND "or" AND "scope" AND "c8" AND "near" AND "x" AND "y" AND ("b" OR "b"*))',
    );
    expect(libraryMatchExpression(7, '%_*"()')).toBeNull();
  });
});

describe("parseSnippet", () => {
  it("cuts FTS5's marked snippet into plain parts and keeps it on one line", () => {
    expect(parseSnippet("…the \u0002travel\u0003 rules\nfor \u0002trains\u0003")).toEqual([
      { text: "…the ", match: false },
      { text: "travel", match: true },
      { text: " rules for ", match: false },
      { text: "trains", match: true },
    ]);
    expect(parseSnippet("nothing matched here")).toBeNull();
    expect(parseSnippet(null)).toBeNull();
  });
});
