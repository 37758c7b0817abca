import { describe, expect, it } from "vitest";
import { seedTemplates } from "../../db/seed/templates";
import { changeSummaryText, MAX_SECTIONS, MAX_SENTENCE_LENGTH, summarizeChange } from "./change-summary";

// Real policy texts: the seed templates' Business Travel and Expense Management policies.
const template = (slug: string) => {
  const found = seedTemplates.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no seed template ${slug}`);
  return found.content;
};
const travel = template("travel-business-travel");
const expenses = template("finance-expense-management");
const v1 = (content: string) => ({ version: 1, content });

/** Replaces one exact passage, failing loudly when the template no longer has it. */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the text has no "${from}"`);
  return text.replace(from, to);
}

describe("summarizeChange", () => {
  it("finds no sections between identical texts", () => {
    expect(summarizeChange(v1(travel), travel)).toEqual({ sinceVersion: 1, sections: [], omitted: 0 });
  });

  it("reports a changed sentence in its section, by heading with its parent", () => {
    const edited = edit(
      travel,
      "Trips should be booked at least 14 days in advance where possible to secure lower fares.",
      "Trips should be booked at least 21 days in advance where possible to secure lower fares.",
    );
    expect(summarizeChange({ version: 3, content: travel }, edited)).toEqual({
      sinceVersion: 3,
      sections: [
        {
          heading: "4. Policy › 4.3 Booking",
          change: "changed",
          removedSentences: [
            "Trips should be booked at least 14 days in advance where possible to secure lower fares.",
          ],
          addedSentences: [
            "Trips should be booked at least 21 days in advance where possible to secure lower fares.",
          ],
        },
      ],
      omitted: 0,
    });
  });

  it("reports an added section at its place, without listing its text", () => {
    const withSection = edit(
      travel,
      "7. Responsibilities",
      "7. Travel Insurance\n\nEvery traveller is covered by the company's travel insurance. Carry the policy number with you.\n\n8. Responsibilities",
    )
      .replace("8. Compliance", "9. Compliance")
      .replace("9. Review", "10. Review");
    // The sections after it were renumbered: that is not a change of what they say.
    expect(summarizeChange(v1(travel), withSection)).toEqual({
      sinceVersion: 1,
      sections: [
        { heading: "7. Travel Insurance", change: "added", removedSentences: [], addedSentences: [] },
      ],
      omitted: 0,
    });
  });

  it("reports a removed section where it used to be", () => {
    const edited = edit(
      travel,
      "6. Sustainability\n\nThe company aims to reduce the environmental impact of its travel. Employees are encouraged to combine several meetings into a single trip, choose direct flights and rail options where practical, and use public transport at their destination.\n\n",
      "",
    );
    expect(summarizeChange(v1(travel), edited).sections).toEqual([
      { heading: "6. Sustainability", change: "removed", removedSentences: [], addedSentences: [] },
    ]);
  });

  it("reports a removed list item as a removed sentence", () => {
    const edited = edit(
      expenses,
      "- Client entertainment that has been approved in advance and has a clear business purpose.\n",
      "",
    );
    expect(summarizeChange(v1(expenses), edited).sections).toEqual([
      {
        heading: "4. Policy › 4.2 Eligible Expenses",
        change: "changed",
        removedSentences: [
          "Client entertainment that has been approved in advance and has a clear business purpose.",
        ],
        addedSentences: [],
      },
    ]);
  });

  it("reports a renamed heading as a change of its heading line, not as a removed and an added section", () => {
    const edited = edit(travel, "4.6 Accommodation", "4.6 Hotels and Other Accommodation");
    expect(summarizeChange(v1(travel), edited).sections).toEqual([
      {
        heading: "4. Policy › 4.6 Hotels and Other Accommodation",
        change: "changed",
        removedSentences: ["4.6 Accommodation"],
        addedSentences: ["4.6 Hotels and Other Accommodation"],
      },
    ]);

    // A renamed parent: only the parent is reported; its subsections say the same as before.
    const parentRenamed = edit(travel, "4. Policy", "4. Travel Rules");
    expect(summarizeChange(v1(travel), parentRenamed).sections).toEqual([
      {
        heading: "4. Travel Rules",
        change: "changed",
        removedSentences: ["4. Policy"],
        addedSentences: ["4. Travel Rules"],
      },
    ]);

    // Renamed and reworded at once: paired by the sentences it kept.
    const renamedAndEdited = edit(
      edit(travel, "9. Review", "9. Policy Review"),
      "Questions about this policy should be directed to [Department].",
      "Questions about this policy should be sent to [Department].",
    );
    expect(summarizeChange(v1(travel), renamedAndEdited).sections).toEqual([
      {
        heading: "9. Policy Review",
        change: "changed",
        removedSentences: ["9. Review", "Questions about this policy should be directed to [Department]."],
        addedSentences: ["9. Policy Review", "Questions about this policy should be sent to [Department]."],
      },
    ]);
  });

  it("does not report sections or sentences that only moved", () => {
    const sustainability =
      "6. Sustainability\n\nThe company aims to reduce the environmental impact of its travel. Employees are encouraged to combine several meetings into a single trip, choose direct flights and rail options where practical, and use public transport at their destination.\n\n";
    const moved = edit(edit(travel, sustainability, ""), "8. Compliance", `${sustainability}8. Compliance`);
    expect(moved).not.toBe(travel);
    expect(summarizeChange(v1(travel), moved).sections).toEqual([]);

    const swapped = edit(
      travel,
      "Standard class is the default. Taxis and ride-hailing",
      "Taxis and ride-hailing",
    ).replace("Car hire should", "Standard class is the default. Car hire should");
    expect(summarizeChange(v1(travel), swapped).sections).toEqual([]);
  });

  it("splits sentences sensibly: abbreviations and decimals do not end one", () => {
    const before = "1. Purpose\n\nRules apply, e.g. for taxis. Limits are 2.5 times the rate.";
    const after = "1. Purpose\n\nRules apply, e.g. for taxis. Limits are 3 times the rate.";
    expect(summarizeChange(v1(before), after).sections[0]).toMatchObject({
      removedSentences: ["Limits are 2.5 times the rate."],
      addedSentences: ["Limits are 3 times the rate."],
    });
  });

  it("compares the opening text before the first heading as the section ''", () => {
    const summary = summarizeChange(v1("Be kind. Be on time."), "Be kind. Be early.");
    expect(summary.sections).toEqual([
      { heading: "", change: "changed", removedSentences: ["Be on time."], addedSentences: ["Be early."] },
    ]);
  });

  it("lists every section as added when no version was in force before, bounded", () => {
    const summary = summarizeChange(null, travel);
    expect(summary.sinceVersion).toBeNull();
    expect(summary.sections).toHaveLength(MAX_SECTIONS);
    expect(summary.sections.every((section) => section.change === "added")).toBe(true);
    expect(summary.sections.slice(0, 3).map((section) => section.heading)).toEqual([
      "BUSINESS TRAVEL POLICY",
      "1. Purpose",
      "2. Scope",
    ]);
    // 1 title + 9 top-level sections + 7 subsections of 4. Policy.
    expect(summary.omitted).toBe(17 - MAX_SECTIONS);
  });

  it("stays short for a long document rewritten throughout", () => {
    const rewritten = travel.replace(/([a-z])\. /g, "$1. Indeed, ").replace(/company/g, "organisation");
    const summary = summarizeChange(v1(travel), rewritten);
    expect(summary.sections).toHaveLength(MAX_SECTIONS);
    for (const section of summary.sections) {
      expect(section.change).toBe("changed");
      expect(section.removedSentences.length).toBeLessThanOrEqual(3);
      expect(section.addedSentences.length).toBeLessThanOrEqual(3);
      for (const sentence of [...section.removedSentences, ...section.addedSentences])
        expect(sentence.length).toBeLessThanOrEqual(MAX_SENTENCE_LENGTH);
    }
    expect(summary.omitted).toBeGreaterThan(10);
    const cut = summary.sections.flatMap((section) => section.addedSentences).find((s) => s.endsWith("…"));
    expect(cut).toBeDefined();
    expect(changeSummaryText(summary).length).toBeLessThan(4000);
  });

  it("keeps long sentences whole up to the limit and cuts them at a word with …", () => {
    const long = `${"word ".repeat(60).trim()}.`;
    const summary = summarizeChange(v1("1. Scope\n\nShort."), `1. Scope\n\n${long}`);
    const [added] = summary.sections[0]!.addedSentences;
    expect(added!.endsWith("…")).toBe(true);
    expect(added!.length).toBeLessThanOrEqual(MAX_SENTENCE_LENGTH);
    expect(added!.slice(0, -1).endsWith("word")).toBe(true);
  });

  it("renders the summary as plain text, one line a section and a sentence", () => {
    const edited = edit(expenses, "4.2 Eligible Expenses", "4.2 Allowed Expenses");
    expect(changeSummaryText(summarizeChange(v1(expenses), edited))).toBe(
      "Changed: 4. Policy › 4.2 Allowed Expenses\n- 4.2 Eligible Expenses\n+ 4.2 Allowed Expenses",
    );
  });
});
