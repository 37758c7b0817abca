import { describe, expect, it } from "vitest";
import { cleanSentence, scoredText, sentencesOf, writtenSentence } from "./answer-sentences";

const passage = (content: string) => ({ number: 1, source: "Handbook", section: "", content });

describe("the sentences an answer may quote", () => {
  it("drops page and clause numbers and bullet glyphs in front of a sentence", () => {
    expect(cleanSentence("31 3.3 When a staff resigns, notice is due.")).toBe(
      "When a staff resigns, notice is due.",
    );
    expect(cleanSentence("4.2.1. Meals are paid at cost.")).toBe("Meals are paid at cost.");
    expect(cleanSentence("(b) Receipts are required.")).toBe("Receipts are required.");
    expect(cleanSentence("• Laptops must be locked.")).toBe("Laptops must be locked.");
    expect(cleanSentence("ü Report lost devices at once.")).toBe("Report lost devices at once.");
    // A figure that opens the sentence stays.
    expect(cleanSentence("30 days' notice is required.")).toBe("30 days' notice is required.");
  });

  it("leaves out page markers, and marks form blanks and headings as never quoted", () => {
    const sentences = sentencesOf(
      passage(
        ["2. Breaks", "Page 3 of 50", "Staff take a ________-minute lunch.", "Breaks are paid."].join("\n"),
      ),
      0,
    );
    expect(sentences.map((s) => s.text)).toEqual([
      "Breaks",
      "Staff take a ________-minute lunch.",
      "Breaks are paid.",
    ]);
    expect(sentences.map((s) => [s.heading, s.unquotable])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
  });

  it("quotes a short list with the line that introduces it, and a stray bullet on its own", () => {
    const [intro] = sentencesOf(
      passage("The following classes apply:\n- Economy under 6 hours\n- Premium economy from 6 hours"),
      0,
    );
    expect(writtenSentence(intro!)).toBe(
      "The following classes apply: Economy under 6 hours; Premium economy from 6 hours.",
    );
    const [first, bullet] = sentencesOf(passage("Notice is four weeks.\n• Lunch is 30 minutes."), 0);
    expect(writtenSentence(first!)).toBe("Notice is four weeks.");
    expect(writtenSentence(bullet!)).toBe("Lunch is 30 minutes.");
  });

  it("quotes an item of a long list with the line that says what the list is", () => {
    const sentences = sentencesOf(
      passage(
        [
          "5.2 Prohibited Use",
          "The following uses are never permitted.",
          "- Personal purchases of any kind, even if the cardholder intends to repay them.",
          "- Cash withdrawals, unless specifically authorised in advance for travel to places where cards are not accepted.",
          "- Splitting a transaction to stay within a card limit.",
          "- Purchases from suppliers that should be engaged through the procurement process, such as consultants or recurring service providers.",
          "- Allowing any other person to use the card or the card details.",
        ].join("\n"),
      ),
      0,
    );
    const cash = sentences.find((s) => s.text.startsWith("Cash withdrawals"))!;
    expect(writtenSentence(cash)).toBe(
      "The following uses are never permitted: Cash withdrawals, unless specifically authorised in advance for travel to places where cards are not accepted.",
    );
  });

  it("quotes a numbered paragraph a sentence at a time, not whole", () => {
    const sentences = sentencesOf(
      passage(
        [
          "12. Annual leave is 25 days a year. Leave is booked through the HR system. Unused days lapse on 31 March.",
          "13. Sick leave must be reported before 10 am on the first day.",
        ].join("\n"),
      ),
      0,
    );
    expect(sentences.map((s) => writtenSentence(s))).toEqual([
      "Annual leave is 25 days a year.",
      "Leave is booked through the HR system.",
      "Unused days lapse on 31 March.",
      "Sick leave must be reported before 10 am on the first day.",
    ]);
  });

  it("keeps the first sentence of a long list item with its lead-in, the rest on their own", () => {
    const sentences = sentencesOf(
      passage(
        [
          "The following expenses are not reimbursed:",
          "- Alcohol. This includes drinks with a client meal unless a director approved them.",
          "- Fines for parking or speeding.",
        ].join("\n"),
      ),
      0,
    );
    const alcohol = sentences.find((s) => s.text === "Alcohol.")!;
    expect(alcohol.parent?.text).toBe("The following expenses are not reimbursed:");
    const rest = sentences.find((s) => s.text.startsWith("This includes"))!;
    expect(rest.parent).toBeNull();
    expect(writtenSentence(rest)).toBe(
      "This includes drinks with a client meal unless a director approved them.",
    );
  });

  it("splits off a heading a web page glued to its sentence, quotes the sentence alone and scores them together", () => {
    const sentences = sentencesOf(
      passage(
        "We keep your data safe. Law Enforcement, Legal Process, and Emergency Situations In some cases, we may disclose your information to a third party if the law requires it. INFORMATION SHARING AND DISCLOSURE Yahoo does not rent or sell personal information. How Does The Motley Fool Use Your Information- The Motley Fool uses it to improve the site.",
      ),
      0,
    );
    const quotable = sentences.filter((s) => !s.heading && !s.unquotable);
    expect(quotable.map((s) => s.text)).toEqual([
      "We keep your data safe.",
      "In some cases, we may disclose your information to a third party if the law requires it.",
      "Yahoo does not rent or sell personal information.",
      "The Motley Fool uses it to improve the site.",
    ]);
    expect(sentences.filter((s) => s.heading).map((s) => s.text)).toEqual([
      "Law Enforcement, Legal Process, and Emergency Situations",
      "INFORMATION SHARING AND DISCLOSURE",
      "How Does The Motley Fool Use Your Information",
    ]);
    expect(scoredText(quotable[1]!)).toMatch(
      /^Law Enforcement, Legal Process, and Emergency Situations In some cases/,
    );
    expect(quotable[1]!.terms.has("enforc")).toBe(true);
  });

  it("keeps a sentence that opens with a name whole, and never quotes a run of titles", () => {
    const sentences = sentencesOf(
      passage(
        [
          "Travel Policy Committee Members must approve every trip abroad.",
          "Other Important Information Governing Law & Notice to Users Questions About this Policy",
          "Company: Northwind Enterprise Effective Date: 2026-01-05 Policy Owner: People Operations",
        ].join("\n\n"),
      ),
      0,
    );
    expect(sentences.map((s) => [s.text, s.heading || s.unquotable])).toEqual([
      ["Travel Policy Committee Members must approve every trip abroad.", false],
      ["Other Important Information Governing Law & Notice to Users Questions About this Policy", true],
      ["Company: Northwind Enterprise Effective Date: 2026-01-05 Policy Owner: People Operations", false],
    ]);
  });
});
