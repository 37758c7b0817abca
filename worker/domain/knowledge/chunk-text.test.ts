import { describe, expect, it } from "vitest";
import { chunkText, DEFAULT_CHUNK_OPTIONS } from "./chunk-text";

const sentence = (i: number) =>
  `Sentence number ${i} explains one more rule about travel expenses and receipts.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(" ");
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("chunkText", () => {
  it("keeps the heading path of the export structure rule", () => {
    const text = [
      "TRAVEL POLICY",
      "",
      "4. Expenses",
      paragraph(0, 8),
      "",
      "4.2 Meals",
      paragraph(100, 8),
      "",
      "5. Claims",
      paragraph(200, 8),
    ].join("\n");
    const chunks = chunkText(text);
    expect(chunks.map((c) => c.heading)).toEqual(["4. Expenses", "4. Expenses › 4.2 Meals", "5. Claims"]);
    expect(chunks[1]!.body).toContain("Sentence number 100");
    expect(chunks.map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it("merges small sections with the next, writing the merged heading into the text", () => {
    const text =
      "1. Purpose\nThis policy covers travel.\n\n2. Scope\nIt applies to all staff and contractors.\n\n3. Rules\nBook early.";
    const chunks = chunkText(text);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.heading).toBe("1. Purpose");
    expect(chunks[0]!.body).toContain("2. Scope");
    expect(chunks[0]!.body).toContain("Book early.");
  });

  it("sizes passages for retrieval and ends them at paragraph or sentence ends", () => {
    const text = Array.from({ length: 20 }, (_, p) => paragraph(p * 10, 5)).join("\n\n");
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) {
      expect(words(chunk.body)).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxWords);
      expect(words(chunk.body)).toBeGreaterThanOrEqual(60);
      // Whole paragraphs: a passage starts with a paragraph's first sentence.
      expect(chunk.body).toMatch(/^Sentence number \d*0 /);
    }
    // Every sentence is kept.
    const all = chunks.map((c) => c.body).join(" ");
    for (let i = 0; i < 200; i += 10) expect(all).toContain(sentence(i));
  });

  it("splits a huge paragraph at sentences, with a little overlap", () => {
    const chunks = chunkText(paragraph(0, 100));
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(words(chunk.body)).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxWords);
      expect(chunk.body).toMatch(/^Sentence number \d+ .*\.$/s);
    }
    // The next passage opens with the last sentence(s) of the previous one (at most 40 words).
    const opening = /^Sentence number (\d+) /.exec(chunks[1]!.body)![1]!;
    expect(chunks[0]!.body).toContain(sentence(Number(opening)));
    expect(chunks[0]!.body.endsWith(sentence(Number(opening)))).toBe(false);
  });

  it("cuts a single endless sentence at word boundaries", () => {
    const chunks = chunkText(Array.from({ length: 1200 }, (_, i) => `word${i}`).join(" "));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) expect(words(chunk.body)).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxWords);
  });

  it("opens each passage that continues a table or list with the line that introduced it", () => {
    const rows = Array.from(
      { length: 120 },
      (_, i) => `${i + 1} Register number ${i + 1} of the branch. Permanent`,
    );
    const text = `RETENTION SCHEDULE\n\nA. Records to be preserved permanently by every office of the Bank:\n${rows.join("\n")}`;
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.body).toMatch(/^A\. Records to be preserved permanently by every office of the Bank:/);
    }
    const all = chunks.map((c) => c.body).join("\n");
    for (const row of rows) expect(all).toContain(row);
  });

  it("keeps a lead-in line ending with a colon in the text", () => {
    const chunks = chunkText(
      "Records must be kept safe. In order to protect them,\nthe following guidelines should be followed:\n- Lock the cabinet",
    );
    expect(chunks[0]!.heading).toBe("");
    expect(chunks[0]!.body).toContain("the following guidelines should be followed:");
    expect(chunks[0]!.body).toContain("- Lock the cabinet");
  });

  it("answers nothing for a text without words", () => {
    expect(chunkText("")).toEqual([]);
    expect(chunkText("\n\n  \n")).toEqual([]);
  });
});
