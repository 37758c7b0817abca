import { describe, expect, it } from "vitest";
import { safeFileName } from "./document-export";

describe("the exported file's name", () => {
  it("is the document's title", () => {
    expect(safeFileName("Remote Work Policy")).toBe("Remote Work Policy");
  });

  it("replaces characters file systems refuse", () => {
    expect(safeFileName('HR: "Leave" / Absence? <2026>')).toBe("HR Leave Absence 2026");
    expect(safeFileName("a\\b|c*d")).toBe("a b c d");
  });

  it("drops control characters and extra spaces", () => {
    expect(safeFileName("  Travel\tand\nExpenses\u0000 ")).toBe("Travel and Expenses");
  });

  it("keeps accents and other scripts", () => {
    expect(safeFileName("Política de viajes – 東京")).toBe("Política de viajes – 東京");
  });

  it("is at most 150 characters", () => {
    expect(safeFileName("x".repeat(400))).toHaveLength(150);
  });

  it("falls back to 'document' when nothing usable is left", () => {
    expect(safeFileName("???")).toBe("document");
    expect(safeFileName("")).toBe("document");
  });
});
