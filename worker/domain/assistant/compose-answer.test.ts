import { describe, expect, it } from "vitest";
import { answerConfidence } from "./answer-confidence";
import type { AnswerPassage } from "./answer-prompt";
import { composeAnswer, yesOrNo } from "./compose-answer";

const passage = (number: number, source: string, section: string, ...lines: string[]): AnswerPassage => ({
  number,
  source,
  section,
  content: lines.join("\n"),
});

const handbookPdf = passage(
  1,
  "Staff Handbook (knowledge base, added 5 Jan 2026)",
  "3. Working hours",
  "31",
  "3.3 When a staff member resigns, they must give four weeks' notice in writing to their line manager.",
  "• Employees are entitled to a 30-minute lunch break on days of six hours or more.",
  "Page 12 of 50",
);

// A rule bounded under a negation: "must not … for more than ten working days".
const workingElsewhere = passage(
  1,
  "Northwind Remote Work Policy, version 1, approved 26 Nov 2026",
  "5. Working from another location",
  "Employees must not work from a location other than the one stated in their remote work agreement for more than ten working days in any calendar year without prior approval.",
);

describe("the extractive answer", () => {
  it("reads like a sentence: no page numbers, clause numbers or bullet glyphs", () => {
    const answer = composeAnswer("How much notice do I have to give when I resign?", [handbookPdf]);
    expect(answer.text).toContain(
      "When a staff member resigns, they must give four weeks' notice in writing to their line manager [1].",
    );
    expect(answer.text).not.toMatch(/\b31\b|3\.3|•|Page 12/);
  });

  it("leads with the value the question asks for", () => {
    const answer = composeAnswer("How long is the lunch break?", [handbookPdf]);
    expect(answer.text).toMatch(/^30-minute\. /);
    expect(answer.text).toContain("30-minute lunch break");
  });

  it("puts a figure first only when it is of the kind asked for and said of what was asked", () => {
    const security = passage(
      1,
      "IT Security Policy, version 2, approved 3 Feb 2026",
      "4. Access",
      "Asset owners review user access to their systems at least every six months.",
      "Devices lock after no more than five minutes without use, and a strong password protects them.",
    );
    // "How long" a password is: the six months of an access review are not its length.
    const length = composeAnswer("How long does my password have to be?", [security]);
    expect(length.text).not.toMatch(/^Six months\./i);
    // "How often": five minutes is a duration, not how often.
    const often = composeAnswer("How often do I have to change my password?", [security]);
    expect(often.text).not.toMatch(/^No more than five minutes\./i);
    expect(often.text).toContain("a strong password protects them");
    // A frequency said of the thing asked about still leads.
    const review = composeAnswer("How often is user access reviewed?", [security]);
    expect(review.text).toMatch(/^At least every six months\. /);
  });

  it("leads with what a negated limit allows, never with the opposite of the rule", () => {
    const answer = composeAnswer("How many days can I work from another location?", [workingElsewhere]);
    expect(answer.text).toMatch(/^Up to ten working days\. Employees must not work/);
    expect(answer.text).not.toMatch(/^More than/i);
  });

  it("leads with a figure only when the sentence is about everything the question names", () => {
    const leave = passage(
      1,
      "Northwind Leave and Time Off Policy, version 1, approved 26 Nov 2026",
      "5. Requesting leave",
      "Planned leave should be requested through the company's time-off system with notice of at least twice the length of the leave requested, for example two weeks' notice for a one-week absence.",
    );
    // Nothing about maternity: the two weeks are notice for other leave, not the answer.
    const maternity = composeAnswer("How many weeks of maternity leave are there?", [leave]);
    expect(maternity.text).toMatch(/^Planned leave should be requested/);
    // Asked what the sentence is about, it leads.
    const notice = composeAnswer("How many weeks' notice do I give for a week of leave?", [leave]);
    expect(notice.text).toMatch(/^Two weeks\. Planned leave/i);
    // "How much" asks for a sum: a duration in the sentence is not put first.
    const travel = passage(
      2,
      "Northwind Business Travel Policy, version 1, approved 26 Nov 2026",
      "6. Travel advances",
      "Hotel advances must be requested at least 10 working days before travel and reconciled within 14 days of return.",
    );
    const hotel = composeAnswer("How much can I get as a hotel advance?", [travel]);
    expect(hotel.text).toMatch(/^Hotel advances must be requested/);
  });

  it("declines rather than quote a sentence that holds only the kind of value asked for", () => {
    // Only "days" is shared: nothing about annual leave in the sentence, its heading or its title.
    const leave = composeAnswer("How many days of annual leave do I get?", [workingElsewhere]);
    expect(answerConfidence(leave.evidence)).toBe(0);
    // Asked about what the sentence says, it is answered.
    const abroad = composeAnswer("How many days a year can I work from another location?", [
      workingElsewhere,
    ]);
    expect(answerConfidence(abroad.evidence)).toBeGreaterThan(0.25);
    // The title names the subject: a handbook's leave chapter answers with a sentence that does not.
    const handbook = passage(
      2,
      "Annual Leave Policy, version 3, approved 1 Feb 2026",
      "2. Entitlement",
      "Full-time employees receive 25 working days each holiday year, plus public holidays.",
    );
    const entitled = composeAnswer("How many days of annual leave do I get?", [handbook]);
    expect(answerConfidence(entitled.evidence)).toBeGreaterThan(0);
    expect(entitled.text).toContain("25 working days");
  });

  it("quotes a glossary line only when the question asks what a term means", () => {
    const remote = passage(
      1,
      "Northwind Remote Work Policy, version 1, approved 26 Nov 2026",
      "2. Definitions and eligibility",
      "Remote work: an arrangement in which the employee performs their role primarily from a location other than a company office, usually their home.",
      "Employees may work from home up to two days a week once their manager has agreed a remote work arrangement.",
    );
    const fridays = composeAnswer("Can I work from home on Fridays?", [remote]);
    expect(fridays.text).not.toContain("an arrangement in which");
    expect(fridays.text).toContain("up to two days a week");
    const glossary = passage(
      2,
      "Northwind Remote Work Policy, version 1, approved 26 Nov 2026",
      "2. Definitions",
      "Remote work: an arrangement in which the employee performs their role primarily from a location other than a company office, usually their home.",
    );
    const meaning = composeAnswer("What does remote work mean?", [glossary]);
    expect(meaning.text).toContain("Remote work: an arrangement in which");
    expect(composeAnswer("Can I work remotely?", [glossary]).text).toBe("");
  });

  it("never quotes a form blank as an answer", () => {
    const template = passage(
      1,
      "Working Hours Template (knowledge base)",
      "Breaks",
      "Employees are entitled to a ________-minute lunch break each day.",
      "Breaks are scheduled by the line manager.",
    );
    const answer = composeAnswer("How long is the lunch break?", [template]);
    expect(answer.text).not.toContain("____");
  });

  it("says the same sentence once, even when several documents hold it", () => {
    const sentence = "Expense claims must be submitted within 30 days of the expense.";
    const answer = composeAnswer("When must expense claims be submitted?", [
      passage(1, "Expense Policy, version 2, approved 1 Feb 2026", "4. Claims", sentence),
      passage(2, "Finance Handbook (knowledge base)", "Claims", sentence),
    ]);
    expect(answer.text.split(sentence.replace(/\.$/, "")).length - 1).toBe(1);
  });

  it("says so when two documents give different values, and cites both", () => {
    const answer = composeAnswer("How many days do I have to submit an expense claim?", [
      passage(
        1,
        "Expense Management Policy, version 2, approved 1 Feb 2026",
        "4. Submitting claims",
        "Expense claims must be submitted within 30 days of the date the expense was incurred.",
      ),
      passage(
        2,
        "Travel Expense Policy, version 1, approved 3 Mar 2026",
        "5. Submitting claims",
        "Expense claims must be submitted within 60 days of the date the expense was incurred.",
      ),
    ]);
    expect(answer.text).toMatch(/^Your policies do not agree on this\./);
    expect(answer.text).toContain("30 days");
    expect(answer.text).toContain("60 days");
    expect(answer.passagesUsed.sort()).toEqual([1, 2]);
    expect(answer.evidence.conflict).toBe(1);
  });

  it("says so when two documents count the same limit from different events", () => {
    const answer = composeAnswer("How long do I have to submit an expense claim after a business trip?", [
      passage(
        1,
        "Travel Expense Policy, version 1, approved 3 Mar 2026",
        "5. Submitting a Claim",
        "Claims should be submitted within 30 days of the end of the trip.",
      ),
      passage(
        2,
        "Expense Management Policy, version 2, approved 1 Feb 2026",
        "4.5 Submission Deadlines",
        "Claims should be submitted through the expense system within 30 days of the expense being incurred.",
      ),
    ]);
    expect(answer.text).toMatch(/^Your policies do not agree on this\./);
    expect(answer.text).toContain("the end of the trip");
    expect(answer.text).toContain("the expense being incurred");
    expect(answer.passagesUsed.sort()).toEqual([1, 2]);
  });

  it("says so when two documents name different people to go to, and not when they share one", () => {
    const vehicle = passage(
      1,
      "Company Vehicle Policy, version 1, approved 3 Mar 2026",
      "8. Accidents",
      "Any accident involving a vehicle used on company business must be reported to the fleet administrator within 24 hours.",
    );
    const safety = (who: string) =>
      passage(
        2,
        "Health and Safety Policy, version 1, approved 3 Mar 2026",
        "5. Arrangements",
        `All accidents, incidents and near misses at work must be reported to ${who} within 24 hours.`,
      );
    const question = "Who do I report an accident in a vehicle I was driving for work to?";
    const differing = composeAnswer(question, [vehicle, safety("the line manager")]);
    expect(differing.text).toMatch(/^Your policies do not agree on this\./);
    expect(differing.text).toContain("fleet administrator");
    expect(differing.text).toContain("the line manager");
    const agreeing = composeAnswer(question, [
      vehicle,
      safety("the fleet administrator and the line manager"),
    ]);
    expect(agreeing.text).not.toMatch(/^Your policies do not agree/);
  });

  it("keeps a sentence that needs the one before it", () => {
    const answer = composeAnswer("Can unused holiday be carried over?", [
      passage(
        1,
        "Leave Policy, version 1, approved 10 Jan 2026",
        "Carry-over",
        "Up to five days of unused holiday may be carried over into the next leave year. This carry-over must be used within the first three months.",
      ),
    ]);
    expect(answer.text).toContain("Up to five days of unused holiday may be carried over");
    expect(answer.text).toContain("first three months");
  });

  it("finds nothing to say when no sentence holds a word of the question", () => {
    const answer = composeAnswer("Is there a gym membership?", [handbookPdf]);
    expect(answer.text).toBe("");
    expect(answer.evidence.best).toBe(0);
  });

  it("quotes an item of a long list with the line that says what the list is", () => {
    const card = passage(
      1,
      "Corporate Card Policy, version 1, approved 5 Jan 2026",
      "5. Use of the Card",
      "The card may be used for business travel, approved client hospitality and conference fees.",
      "5.2 Prohibited Use",
      "The following uses are never permitted.",
      "- Personal purchases of any kind, even if the cardholder intends to repay them.",
      "- Cash withdrawals, unless specifically authorised in advance for travel to places where cards are not accepted.",
      "- Splitting a transaction to stay within a card limit.",
      "- Purchases from suppliers that should be engaged through the procurement process, such as consultants or recurring service providers.",
      "- Allowing any other person to use the card or the card details.",
    );
    const answer = composeAnswer("Can I make cash withdrawals with the corporate card?", [card]);
    expect(answer.text).toContain("The following uses are never permitted: Cash withdrawals, unless");
  });

  it("answers a question put in another form of the policy's word (classified / classification)", () => {
    const answer = composeAnswer("Who classifies a file?", [
      passage(
        1,
        "Records Policy, version 1, approved 5 Jan 2026",
        "2. Storage",
        "Every file is stored on the shared drive for seven years.",
      ),
      passage(
        2,
        "Information Security Policy, version 1, approved 5 Jan 2026",
        "5. Labelling",
        "The classification of each document is the responsibility of its data owner.",
      ),
    ]);
    expect(answer.text).toMatch(
      /^The classification of each document is the responsibility of its data owner/,
    );
  });

  it("answers who pays with the rule on the cost, not with any sentence that names someone", () => {
    const byod = passage(
      1,
      "Bring Your Own Device Policy, version 1, approved 5 Jan 2026",
      "8. Costs and Support",
      "A cracked or faulty phone must be reported to the IT Service Desk, who will remove company data from it.",
      "Devices remain the property and responsibility of the user, including repairs, insurance and replacement.",
    );
    const answer = composeAnswer("My own phone that I use for work cracked. Who pays for the repair?", [
      byod,
    ]);
    expect(answer.text).toMatch(
      /^Devices remain the property and responsibility of the user, including repairs/,
    );
    const cost = composeAnswer("Who is responsible for the cost of a lost phone?", [byod]);
    expect(cost.text).toMatch(/^Devices remain the property and responsibility of the user/);
  });

  it("does not call two documents in disagreement when they answer about different things", () => {
    const answer = composeAnswer(
      "I lost my personal phone and it has work email on it. How quickly do I need to report it, and what happens to the data on it?",
      [
        passage(
          1,
          "Bring Your Own Device Policy, version 1, approved 5 Jan 2026",
          "7. Lost or Stolen Devices",
          "Users must report a lost or stolen device to People Operations within 24 hours so that company data can be protected.",
        ),
        passage(
          2,
          "Corporate Card Policy, version 1, approved 5 Jan 2026",
          "6. Lost Cards",
          "A lost or stolen card must be reported immediately to the card provider and to People Operations, even outside working hours.",
        ),
      ],
    );
    expect(answer.text).not.toMatch(/^Your policies do not agree/);
    expect(answer.text).toMatch(
      /^Users must report a lost or stolen device to People Operations within 24 hours/,
    );
    expect(answer.evidence.conflict).toBe(0);
  });

  it("answers a yes-or-no question with yes or no first", () => {
    const remote = passage(
      1,
      "Northwind Remote Work Policy, version 1, approved 26 Nov 2026",
      "4. Equipment",
      "Company laptops must not be used by family members or other people outside the company.",
      "Employees may claim a contribution towards home internet costs with their manager's approval.",
    );
    expect(composeAnswer("Can my partner use my company laptop?", [remote]).text).toMatch(
      /^No\. Company laptops must not be used by family members/,
    );
    expect(composeAnswer("Can I claim my home internet costs?", [remote]).text).toMatch(
      /^Yes, with conditions\. Employees may claim a contribution/,
    );
    // A limit is not a no: "no more than three times" allows up to three.
    expect(yesOrNo("The declaration may be used no more than three times in a year.")).toBe("Yes.");
  });

  it("cites a second passage only when it answers the question too", () => {
    const leave = passage(
      1,
      "Staff Handbook",
      "5. Leave › 5.4 Marriage leave",
      "Employees getting married are entitled to 7 days of paid marriage leave.",
    );
    const halfDay = passage(
      2,
      "Staff Handbook",
      "5. Leave › 5.2 Half-day leave",
      "Leave may be taken in half days, and days of family care leave are paid in full.",
    );
    const answer = composeAnswer("How many days of marriage leave do I get?", [leave, halfDay]);
    expect(answer.text).toContain("7 days of paid marriage leave [1]");
    expect(answer.passagesUsed).toEqual([1]);
  });

  it("starts from the passage search ranked first when its best sentence scores close to the best", () => {
    const first = passage(
      1,
      "Staff Handbook",
      "5. Leave › 5.4 Marriage leave",
      "Marriage leave of 7 days is granted once during employment.",
    );
    const second = passage(
      2,
      "Staff Handbook",
      "5. Leave › 5.1 Leave",
      "How many days of leave you get depends on your marriage leave, half-day leave and family care days.",
    );
    const fromTop = composeAnswer("How many days of marriage leave do I get?", [first, second], {
      topPassageShare: 0.01,
    });
    expect(fromTop.sentences[0]?.passage.number).toBe(1);
    expect(fromTop.evidence.fromTopPassage).toBe(1);
  });
});
