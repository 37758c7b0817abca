import { describe, expect, it } from "vitest";
import { legalTopicsOf, needsLegalReview } from "./legal-review";

describe("legalTopicsOf", () => {
  it.each([
    ["What is the notice period if my employment is terminated?", "termination"],
    ["Can I be fired for posting on social media?", "termination"],
    ["What happens in an unfair dismissal case?", "termination"],
    ["Can my manager fire an employee without a warning?", "termination"],
    ["I think I am being discriminated against because of my age", "discrimination"],
    ["How do I report harassment by a colleague?", "harassment"],
    ["My manager keeps bullying me", "harassment"],
    ["We received a lawsuit from a former contractor", "litigation"],
    ["Can a customer sue us over a late delivery?", "litigation"],
    ["Is the company in litigation with the landlord?", "litigation"],
    ["Will the company sponsor my visa?", "immigration"],
    ["What does the immigration check involve?", "immigration"],
    ["I think we had a data breach on the CRM", "data breach"],
    ["Who do I tell about a security breach?", "data breach"],
    ["How does whistleblowing work here?", "whistleblowing"],
    ["I want to be a whistle-blower", "whistleblowing"],
    ["What is the disciplinary procedure?", "disciplinary"],
    ["How do I raise a grievance?", "grievance"],
    ["Am I protected from retaliation if I report my manager?", "retaliation"],
    ["Are there going to be redundancies this year?", "redundancy"],
    ["WHAT IF I AM TERMINATED?", "termination"],
  ])("%s → %s", (text, topic) => {
    expect(legalTopicsOf(text)).toContain(topic);
  });

  it.each([
    "Which terminal does the airport shuttle leave from?",
    "Where is the fire exit and when is the fire drill?",
    "Is the firewall configured for remote access?",
    "Please treat visitors with courtesy",
    "Can I pay with my Visa card for hotel bookings?",
    "How many days of annual leave do I get?",
    "What is the meal allowance when travelling?",
    "Ask Sue in finance about receipts",
  ])("no topic in %s", (text) => {
    expect(legalTopicsOf(text)).toEqual([]);
  });

  it("lists several topics once each, in a fixed order", () => {
    expect(legalTopicsOf("Harassment and then retaliation, and more harassment, then dismissal")).toEqual([
      "termination",
      "harassment",
      "retaliation",
    ]);
  });
});

describe("needsLegalReview", () => {
  it("flags a legal question whatever the answer says", () => {
    expect(
      needsLegalReview("Can I be dismissed while on sick leave?", "Sick leave is paid for 10 days [1]."),
    ).toBe(true);
  });

  it("flags an answer that names a legal matter", () => {
    expect(
      needsLegalReview(
        "What happens if I share my password?",
        "Sharing credentials is treated as a data breach and reported to the DPO [1].",
      ),
    ).toBe(true);
  });

  it("ignores the stock disciplinary sentence of a policy in the answer", () => {
    expect(
      needsLegalReview(
        "What is the meal allowance?",
        "Meals are reimbursed up to $50 per day [1]. Breaches of this policy may result in disciplinary action, up to and including termination of employment [1].",
      ),
    ).toBe(false);
  });

  it("does not flag an everyday question and answer", () => {
    expect(needsLegalReview("How many days can I work from home?", "Up to three days per week [1].")).toBe(
      false,
    );
  });
});
