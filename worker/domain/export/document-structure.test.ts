import { describe, expect, it } from "vitest";
import { seedTemplates } from "../../db/seed/templates";
import {
  cleanText,
  headingLevelOf,
  isFieldLine,
  structureDocument,
  withoutRepeatedTitle,
} from "./document-structure";

describe("headingLevelOf", () => {
  it.each([
    ["REMOTE AND HYBRID WORK POLICY", 1],
    ["1. Purpose", 1],
    ["4) Scope", 1],
    ["12. Review", 1],
    ["2.3 Limits", 2],
    ["4.1.2. Exceptions", 2],
    ["Responsibilities:", 2],
    ["NOTE:", 1],
    ["2.3 APPROVALS", 2],
  ] as const)("%s is a level %i heading", (line, level) => {
    expect(headingLevelOf(line)).toBe(level);
  });

  it.each([
    ["Employees must protect company information wherever they work."],
    ["Company: [Company Name]"],
    ["2024 was a year of change."],
    ["---"],
    ["- A LIST ITEM IN CAPITALS"],
    [`${"A".repeat(100)}`],
    [`1. ${"word ".repeat(20)}`],
    [""],
  ])("%j is not a heading", (line) => {
    expect(headingLevelOf(line)).toBeNull();
  });

  it("counts letters of any script for the uppercase rule", () => {
    expect(headingLevelOf("ÜBERSICHT")).toBe(1);
    expect(headingLevelOf("ПОЛИТИКА")).toBe(1);
    expect(headingLevelOf("123 456")).toBeNull();
  });

  it("treats 99 characters as short and 100 as long", () => {
    expect(headingLevelOf(`${"B".repeat(98)}:`)).toBe(1);
    expect(headingLevelOf(`${"b".repeat(98)}:`)).toBe(2);
    expect(headingLevelOf(`${"b".repeat(99)}:`)).toBeNull();
  });
});

describe("structureDocument", () => {
  it("splits on blank lines and reads headings, paragraphs and lists", () => {
    const text = [
      "TRAVEL POLICY",
      "Company: Acme",
      "Effective Date: today",
      "",
      "1. Purpose",
      "",
      "This policy explains",
      "how we travel.",
      "",
      "2.1 Booking",
      "Book early.",
      "- Use the portal",
      "- Choose economy",
      "",
      "Approvals:",
      "• Manager",
      "• Finance",
      "  for trips abroad",
      "After the list.",
    ].join("\n");
    expect(structureDocument(text)).toEqual([
      { kind: "heading", level: 1, text: "TRAVEL POLICY" },
      {
        kind: "paragraph",
        text: "Company: Acme Effective Date: today",
        lines: ["Company: Acme", "Effective Date: today"],
      },
      { kind: "heading", level: 1, text: "1. Purpose" },
      { kind: "paragraph", text: "This policy explains how we travel." },
      { kind: "heading", level: 2, text: "2.1 Booking" },
      { kind: "paragraph", text: "Book early." },
      { kind: "list", items: ["Use the portal", "Choose economy"] },
      { kind: "heading", level: 2, text: "Approvals:" },
      { kind: "list", items: ["Manager", "Finance for trips abroad"] },
      { kind: "paragraph", text: "After the list." },
    ]);
  });

  it("Company / Effective Date / Policy Owner are separate lines in previews and PDFs", () => {
    const text = [
      "REMOTE WORK POLICY",
      "Company: Northwind Traders",
      "Effective Date: March 1, 2026",
      "Policy Owner: Human Resources",
      "This policy explains",
      "how we work: from home or the office.",
    ].join("\n");
    expect(structureDocument(text)).toEqual([
      { kind: "heading", level: 1, text: "REMOTE WORK POLICY" },
      {
        kind: "paragraph",
        text: "Company: Northwind Traders Effective Date: March 1, 2026 Policy Owner: Human Resources",
        lines: [
          "Company: Northwind Traders",
          "Effective Date: March 1, 2026",
          "Policy Owner: Human Resources",
        ],
      },
      // Running text stays one paragraph, a colon inside a sentence notwithstanding.
      { kind: "paragraph", text: "This policy explains how we work: from home or the office." },
    ]);
    expect(isFieldLine("Next Review Date: 2027")).toBe(true);
    expect(isFieldLine("Employees who travel must: book early")).toBe(false);
    expect(isFieldLine("Note:")).toBe(false);
  });

  it("accepts Windows line endings, tabs, whitespace-only separator lines and extra spaces", () => {
    const text = "SCOPE\r\n \t \r\nAll   staff\tand\r\ncontractors.\r\n\r\n\r\n";
    expect(structureDocument(text)).toEqual([
      { kind: "heading", level: 1, text: "SCOPE" },
      { kind: "paragraph", text: "All staff and contractors." },
    ]);
  });

  it("answers no blocks for empty text", () => {
    expect(structureDocument("")).toEqual([]);
    expect(structureDocument("\n\n  \n")).toEqual([]);
  });

  it("reads every seeded template into a title, numbered headings and body text", () => {
    for (const template of seedTemplates) {
      const blocks = structureDocument(template.content);
      expect(blocks[0], template.slug).toMatchObject({ kind: "heading", level: 1 });
      expect(
        blocks.some((b) => b.kind === "heading" && /^1\. /.test(b.text)),
        template.slug,
      ).toBe(true);
      expect(
        blocks.some((b) => b.kind === "paragraph" && b.text.length > 100),
        template.slug,
      ).toBe(true);
    }
  });
});

describe("withoutRepeatedTitle", () => {
  it("drops a first heading that repeats the title, whatever its case", () => {
    const blocks = structureDocument("CODE OF  CONDUCT\n\n1. Purpose");
    expect(withoutRepeatedTitle(blocks, "Code of Conduct")).toEqual([
      { kind: "heading", level: 1, text: "1. Purpose" },
    ]);
    expect(withoutRepeatedTitle(blocks, "Another title")).toBe(blocks);
  });
});

describe("cleanText", () => {
  it("removes control characters and repairs unpaired surrogates, keeping real emoji", () => {
    expect(cleanText("a\u0000b\u0007c\u001Fd\uFEFF")).toBe("abcd");
    expect(cleanText("x\uD800y")).toBe("x\uFFFDy");
    expect(cleanText("ok 😀")).toBe("ok 😀");
  });
});
