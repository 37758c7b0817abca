import { describe, expect, it } from "vitest";
import { locateQuote } from "./quote-highlight";

const marked = (pieces: string[], quote: string) => {
  const ranges = locateQuote(pieces, quote);
  return ranges?.map((range, i) => (range ? pieces[i]!.slice(range[0], range[1]) : null)) ?? null;
};

describe("finding a cited sentence in a document's text", () => {
  it("marks the sentence where it is, from its first word to its last", () => {
    expect(
      marked(
        [
          "Meals",
          "Employees may claim meals at cost. The daily meal allowance is $75 per day. Alcohol is not reimbursed.",
        ],
        "The daily meal allowance is $75 per day.",
      ),
    ).toEqual([null, "The daily meal allowance is $75 per day"]);
  });

  it("does not mind spacing, line breaks, punctuation, curly quotes or markup", () => {
    expect(
      marked(
        ["Staff **don’t** need  approval\nfor up to  3 days — of remote work."],
        "Staff don't need approval for up to 3 days - of remote work.",
      ),
    ).toEqual(["Staff **don’t** need  approval\nfor up to  3 days — of remote work"]);
  });

  it("marks a sentence that runs over two pieces (lines of a paragraph) in each", () => {
    expect(
      marked(
        ["Company: Acme", "Hotel stays are booked through", "the travel portal. Other text."],
        "Hotel stays are booked through the travel portal.",
      ),
    ).toEqual([null, "Hotel stays are booked through", "the travel portal"]);
  });

  it("ignores case and the list marker or numbering the passage kept", () => {
    expect(
      marked(["Intro", "All laptops must use disk encryption."], "- all LAPTOPS must use disk encryption"),
    ).toEqual([null, "All laptops must use disk encryption"]);
  });

  it("is not found when the text no longer holds it, or the quote has no words", () => {
    expect(
      locateQuote(["The daily meal allowance is $60 per day."], "The daily meal allowance is $75 per day."),
    ).toBeNull();
    expect(locateQuote(["Anything."], " … ")).toBeNull();
  });
});
