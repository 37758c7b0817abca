import { describe, expect, it } from "vitest";
import { verifyModelAnswer } from "./verify-model-answer";

const passages = [
  {
    number: 1,
    source: "Travel Policy, version 3, approved 2 Mar 2026",
    section: "4.2 Meals",
    content: "The daily meal allowance is $75 per day. Alcohol is not reimbursed.",
  },
  { number: 2, source: "Leave Policy", section: "Carry-over", content: "Up to 5 days may be carried over." },
];
const question = "What is the meal allowance?";

describe("checking a model's answer against its passages", () => {
  it("accepts an answer made of its cited passages' words and figures", () => {
    expect(
      verifyModelAnswer(
        "The meal allowance is $75 per day [1]. Alcohol is not reimbursed [1].",
        question,
        passages,
      ),
    ).toEqual({
      supported: true,
      problems: [],
      support: 1,
    });
  });

  it("accepts the passage in the model's own words: a clause moved, a word or two swapped", () => {
    const check = verifyModelAnswer(
      "The daily allowance for meals is $75 per day, and alcohol is not paid for [1].",
      question,
      passages,
    );
    expect(check.supported).toBe(true);
    expect(check.support).toBeLessThan(1);
  });

  it("refuses a sentence that only restates the question", () => {
    expect(verifyModelAnswer("Yes, there is a meal allowance [1].", question, passages).supported).toBe(
      false,
    );
  });

  it("refuses a figure its sources do not state", () => {
    const check = verifyModelAnswer("The meal allowance is $90 per day [1].", question, passages);
    expect(check.supported).toBe(false);
  });

  it("refuses a claim of the model's own, even with a real citation", () => {
    expect(verifyModelAnswer("The meal allowance is unlimited [1].", question, passages).supported).toBe(
      false,
    );
  });

  it("checks each sentence against the passage it cites, not any passage", () => {
    expect(
      verifyModelAnswer("Up to 5 days may be carried over [1].", "How many days carry over?", passages)
        .supported,
    ).toBe(false);
  });

  it("refuses an answer that cites no retrieved passage", () => {
    expect(verifyModelAnswer("The meal allowance is $75 per day [7].", question, passages).supported).toBe(
      false,
    );
  });
});
