import { describe, expect, it } from "vitest";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import { CitationWriter, citationLabel, citedPassageNumbers, referenceOf, sourcesLine } from "./citations";

let nextChunk = 1;
function hit(overrides: Partial<KnowledgeHit>): KnowledgeHit {
  return {
    chunkId: nextChunk++,
    source: "document",
    sourceId: 10,
    title: "Travel Policy",
    category: "travel",
    documentType: "policy",
    documentVersion: 3,
    inForceSince: new Date("2026-03-02T09:30:00Z"),
    heading: "",
    position: 0,
    content: "Text.",
    snippet: "Text.",
    similarity: 0.8,
    ...overrides,
  };
}

const travel1 = hit({ position: 0 });
const travel2 = hit({ position: 4 });
const handbook = hit({
  source: "knowledge_base",
  sourceId: 7,
  title: "Staff Handbook",
  documentVersion: null,
  inForceSince: new Date("2026-01-05T00:00:00Z"),
});
const expenses = hit({ sourceId: 11, title: "Expenses Policy", documentVersion: 1 });

describe("citation labels", () => {
  it("names a document, its version and the date it came into force", () => {
    expect(citationLabel(referenceOf(travel1))).toBe("Travel Policy, version 3, approved 2 Mar 2026");
  });

  it("names a knowledge-base entry and when it was added, without a version", () => {
    expect(referenceOf(handbook)).toEqual({
      id: 7,
      source: "knowledge_base",
      title: "Staff Handbook",
      version: null,
      inForceSince: "2026-01-05T00:00:00.000Z",
    });
    expect(citationLabel(referenceOf(handbook))).toBe("Staff Handbook (knowledge base, added 5 Jan 2026)");
  });

  it("leaves out what is unknown", () => {
    expect(citationLabel({ id: 1, source: "document", title: "Old", version: 2, inForceSince: null })).toBe(
      "Old, version 2",
    );
  });

  it("numbers the sources line as the text cites them", () => {
    expect(sourcesLine([referenceOf(travel1), referenceOf(handbook)])).toBe(
      "Sources: [1] Travel Policy, version 3, approved 2 Mar 2026; [2] Staff Handbook (knowledge base, added 5 Jan 2026).",
    );
  });
});

describe("citedPassageNumbers", () => {
  it("reads single, listed, ranged and labelled citations, once each, in order", () => {
    expect(citedPassageNumbers("A [2]. B [1, 3]. C [4-5][2]. D [Passage 6]. E [see below].")).toEqual([
      2, 1, 3, 4, 5, 6,
    ]);
  });
});

describe("CitationWriter", () => {
  it("renumbers passages to documents, merges passages of one document and appends the sources", () => {
    const writer = new CitationWriter([travel1, handbook, travel2]);
    const shown = writer.rewriteAll("Meals are paid up to $50 [1][3]. Receipts are kept for 6 years [2].");
    expect(shown).toBe("Meals are paid up to $50 [1]. Receipts are kept for 6 years [2].");
    expect(writer.references.map((r) => r.title)).toEqual(["Travel Policy", "Staff Handbook"]);
    expect(writer.text()).toBe(
      "Meals are paid up to $50 [1]. Receipts are kept for 6 years [2].\n\nSources: [1] Travel Policy, version 3, approved 2 Mar 2026; [2] Staff Handbook (knowledge base, added 5 Jan 2026).",
    );
    expect(writer.citedPassages).toEqual([travel1, travel2, handbook]);
  });

  it("drops a citation that names no retrieved passage, with its space", () => {
    const writer = new CitationWriter([travel1]);
    expect(writer.rewriteAll("Flights are economy [7]. Trains are standard class [1, 9].")).toBe(
      "Flights are economy. Trains are standard class [1].",
    );
    expect(writer.references).toHaveLength(1);
  });

  it("cites nothing when no citation is valid, and leaves other brackets alone", () => {
    const writer = new CitationWriter([travel1]);
    expect(writer.rewriteAll("The form [HR-12] is needed [0].")).toBe("The form [HR-12] is needed.");
    expect(writer.references).toEqual([]);
    expect(writer.text()).toBe("The form [HR-12] is needed.");
  });

  it("numbers documents in order of first citation", () => {
    const writer = new CitationWriter([travel1, expenses, handbook]);
    expect(writer.rewriteAll("X [3]. Y [2]. Z [1]. W [3].")).toBe("X [1]. Y [2]. Z [3]. W [1].");
  });

  it("streams: a citation split across pieces comes out whole, and the pieces add up to the text", () => {
    const model = "Meals are paid up to $50 per day [1][3]. Taxis need approval [2] [9].";
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const writer = new CitationWriter([travel1, handbook, travel2]);
      const shown: string[] = [];
      for (let i = 0; i < model.length; i += size) shown.push(writer.push(model.slice(i, i + size)));
      shown.push(writer.end());
      expect(shown.join(""), `pieces of ${size}`).toBe(
        "Meals are paid up to $50 per day [1]. Taxis need approval [2].",
      );
      expect(
        shown.every((piece) => !/\[\d*$/.test(piece)),
        `no piece ends inside a citation (${size})`,
      ).toBe(true);
      expect(writer.shown).toBe(shown.join(""));
    }
  });

  it("trims the model's leading and trailing space and replaces a sources list it wrote", () => {
    const writer = new CitationWriter([travel1]);
    writer.push("\n  Meals are paid [1].");
    writer.push("\n\nSources: [1] Travel Policy\n");
    writer.end();
    expect(writer.text()).toBe(
      "Meals are paid [1].\n\nSources: [1] Travel Policy, version 3, approved 2 Mar 2026.",
    );
  });
});
