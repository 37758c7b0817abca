import { describe, expect, it } from "vitest";
import { citedSentence } from "./cited-sentence";

const MEALS = {
  content:
    "1.1 Meals\n\nEmployees travelling on company business may claim meals at cost. The daily meal allowance is $75 per day, for breakfast, lunch and dinner together. Alcohol is not reimbursed.",
};
const HOTELS = {
  content: "Hotel stays are booked through the travel portal, at up to $200 per night in major cities.",
};

describe("the sentence a citation points at", () => {
  it("is the sentence an extractive reply quotes", () => {
    expect(
      citedSentence("The daily meal allowance is $75 per day, for breakfast, lunch and dinner together.", [
        MEALS,
        HOTELS,
      ]),
    ).toBe("The daily meal allowance is $75 per day, for breakfast, lunch and dinner together.");
  });

  it("is the sentence a paraphrase says in its own words, across the passages cited", () => {
    expect(
      citedSentence("You can book a hotel for up to $200 a night in a major city.", [MEALS, HOTELS]),
    ).toBe("Hotel stays are booked through the travel portal, at up to $200 per night in major cities.");
  });

  it("never starts at the heading the passage puts before the sentence", () => {
    const parking = {
      content:
        "1. Where to park\nEmployees park bicycles in the locked basement cage on level B2. The bicycle cage opens at 7 am and closes at 8 pm on working days.",
    };
    expect(
      citedSentence("Employees park bicycles in the locked basement cage on level B2 [1].", [parking]),
    ).toBe("Employees park bicycles in the locked basement cage on level B2.");
  });

  it("is none when the reply shares no more than a word with the passages", () => {
    expect(citedSentence("Meals are fine.", [HOTELS])).toBeNull();
  });
});
