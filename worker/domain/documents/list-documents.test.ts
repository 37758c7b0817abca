import { describe, expect, it } from "vitest";
import { decodeDocumentCursor, encodeDocumentCursor, escapeLike } from "./list-documents";

describe("document list cursor", () => {
  it("round-trips updatedAt and id", () => {
    const cursor = encodeDocumentCursor(1767225600123, 42);
    expect(decodeDocumentCursor(cursor)).toEqual({ updatedAtMs: 1767225600123, id: 42 });
  });

  it("refuses anything it did not make with invalid_input", () => {
    for (const cursor of ["%%%", btoa("12:abc"), btoa("1;2"), btoa("-1:2"), ""]) {
      expect(() => decodeDocumentCursor(cursor), cursor).toThrow(
        expect.objectContaining({ code: "invalid_input" }),
      );
    }
  });
});

describe("escapeLike", () => {
  it("makes %, _ and the escape character literal", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });
});
