import { describe, expect, it } from "vitest";
import { answerTypeOf, holdsAnswerType } from "./answer-type";

describe("the kind of answer a question wants", () => {
  it("reads 'who pays' as asking who bears the cost, and 'who approves' as asking for a person", () => {
    for (const q of [
      "Who pays for the repair?",
      "who is responsible for the cost of a lost laptop",
      "Who covers the hotel if the flight is cancelled?",
      "At whose expense is the visa?",
      "Who will pay for my training course?",
    ])
      expect(answerTypeOf(q), q).toBe("payer");
    expect(answerTypeOf("Who approves my trip abroad?")).toBe("person");
    expect(answerTypeOf("Who is responsible for data protection?")).toBe("person");
    expect(answerTypeOf("How much does the company pay for a hotel per night?")).toBe("amount");
  });

  it("counts a cost rule as an answer to who pays, and a sentence naming someone as none", () => {
    expect(
      holdsAnswerType("payer", "Devices remain the responsibility of the user, including repairs."),
    ).toBe(true);
    expect(holdsAnswerType("payer", "Visa fees are paid by the company.")).toBe(true);
    expect(holdsAnswerType("payer", "Personal calls are made at the employee's own expense.")).toBe(true);
    expect(holdsAnswerType("payer", "Report the damage to your line manager and the IT Service Desk.")).toBe(
      false,
    );
  });
});
