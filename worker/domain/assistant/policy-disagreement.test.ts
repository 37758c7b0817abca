import { describe, expect, it } from "vitest";
import type { AnswerPassage } from "./answer-prompt";
import { scoreSentences } from "./compose-answer";
import { DISAGREEMENT_OPENING, findDisagreement, writeDisagreement } from "./policy-disagreement";

const passage = (number: number, source: string, section: string, content: string): AnswerPassage => ({
  number,
  source,
  section,
  content,
});

const claimsWithin = (number: number, source: string, days: number) =>
  passage(
    number,
    source,
    "Submitting claims",
    `Expense claims must be submitted within ${days} days of the date the expense was incurred.`,
  );

/** The disagreement the composer would find among these passages' scored sentences. */
function disagreementIn(question: string, passages: AnswerPassage[]) {
  const { reading, scored } = scoreSentences(question, passages);
  return findDisagreement(reading, scored);
}

const DEADLINE = "How many days do I have to submit an expense claim?";

describe("findDisagreement", () => {
  it("finds two documents that give different values for what was asked", () => {
    const found = disagreementIn(DEADLINE, [
      claimsWithin(1, "Expense Management Policy, version 2, approved 1 Feb 2026", 30),
      claimsWithin(2, "Travel Expense Policy, version 1, approved 3 Mar 2026", 60),
    ]);
    expect(found).not.toBeNull();
    expect([found!.first.sentence.passage.number, found!.second.sentence.passage.number].sort()).toEqual([
      1, 2,
    ]);
  });

  it("finds none when the documents give the same value", () => {
    const found = disagreementIn(DEADLINE, [
      claimsWithin(1, "Expense Management Policy, version 2, approved 1 Feb 2026", 30),
      claimsWithin(2, "Travel Expense Policy, version 1, approved 3 Mar 2026", 30),
    ]);
    expect(found).toBeNull();
  });

  it("finds none between two versions of one document", () => {
    const found = disagreementIn(DEADLINE, [
      claimsWithin(1, "Expense Management Policy, version 2, approved 1 Feb 2026", 30),
      claimsWithin(2, "Expense Management Policy, version 3, approved 1 Jun 2026", 60),
    ]);
    expect(found).toBeNull();
  });

  it("finds none when the question wants no kind of value", () => {
    const found = disagreementIn("What should I know about expense claims?", [
      claimsWithin(1, "Expense Management Policy, version 2, approved 1 Feb 2026", 30),
      claimsWithin(2, "Travel Expense Policy, version 1, approved 3 Mar 2026", 60),
    ]);
    expect(found).toBeNull();
  });
});

describe("writeDisagreement", () => {
  it("quotes each document under its title without version or knowledge-base note, cited", () => {
    const { reading, scored } = scoreSentences(DEADLINE, [
      claimsWithin(1, "Expense Management Policy, version 2, approved 1 Feb 2026", 30),
      claimsWithin(2, "Travel Rules (knowledge base, added 5 Jan 2026)", 60),
    ]);
    const found = findDisagreement(reading, scored)!;
    const [expenses, travel] = [found.first, found.second]
      .map((s) => s.sentence)
      .sort((a, b) => a.passage.number - b.passage.number);
    expect(writeDisagreement(expenses!, travel!)).toBe(
      `${DISAGREEMENT_OPENING} ` +
        "Expense Management Policy: Expense claims must be submitted within 30 days of the date the expense was incurred [1]. " +
        "Travel Rules: Expense claims must be submitted within 60 days of the date the expense was incurred [2]. " +
        "Please check with the policy owner which one applies.",
    );
  });
});
