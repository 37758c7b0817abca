import { describe, expect, it } from "vitest";
import { compareContents } from "./compare-contents";

describe("compareContents", () => {
  it("finds nothing between equal texts", () => {
    expect(compareContents("a\nb", "a\nb")).toEqual([]);
  });

  it("ignores a missing newline at the end and Windows line endings", () => {
    expect(compareContents("a\nb", "a\nb\n")).toEqual([]);
    expect(compareContents("a\r\nb\r\n", "a\nb\n")).toEqual([]);
  });

  it("reports a replaced line as one change at its line in the newer text", () => {
    expect(compareContents("one\ntwo\nthree", "one\nTWO\nthree")).toEqual([
      { type: "changed", content: "TWO", oldContent: "two", newContent: "TWO", position: 2 },
    ]);
  });

  it("reports an added run at the line where it starts in the newer text", () => {
    expect(compareContents("one\nfour", "one\ntwo\nthree\nfour")).toEqual([
      { type: "added", content: "two\nthree", position: 2 },
    ]);
  });

  it("reports a removal at its line in the older text", () => {
    expect(compareContents("one\ntwo\nthree\nfour", "one\nfour")).toEqual([
      { type: "removed", content: "two\nthree", position: 2 },
    ]);
  });

  it("keeps line numbers right across several differences", () => {
    const older = ["title", "intro", "gone", "keep", "old rule", "end"].join("\n");
    const newer = ["title", "intro", "keep", "new rule", "extra", "end", "appendix"].join("\n");
    expect(compareContents(older, newer)).toEqual([
      { type: "removed", content: "gone", position: 3 },
      {
        type: "changed",
        content: "new rule\nextra",
        oldContent: "old rule",
        newContent: "new rule\nextra",
        position: 4,
      },
      { type: "added", content: "appendix", position: 7 },
    ]);
  });

  it("handles an empty side", () => {
    expect(compareContents("", "a\nb")).toEqual([{ type: "added", content: "a\nb", position: 1 }]);
    expect(compareContents("a\nb", "")).toEqual([{ type: "removed", content: "a\nb", position: 1 }]);
  });

  it("gives one whole-text change when the texts are too different to detail", () => {
    const older = Array.from({ length: 6000 }, (_, i) => `old ${i}`).join("\n");
    const newer = Array.from({ length: 6000 }, (_, i) => `new ${i}`).join("\n");
    const differences = compareContents(older, newer);
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatchObject({
      type: "changed",
      position: 1,
      oldContent: older,
      newContent: newer,
    });
  });
});
