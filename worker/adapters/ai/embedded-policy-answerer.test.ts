import { generateText, streamText } from "ai";
import { describe, expect, it } from "vitest";
import {
  ABSTENTION_SENTENCE,
  ANSWER_INSTRUCTIONS,
  type AnswerPassage,
  buildAnswerPrompt,
  EMBEDDED_ANSWERER_MODEL_ID,
} from "../../domain/assistant/answer-prompt";
import { createEmbeddedPolicyAnswerer } from "./embedded-policy-answerer";

const travel: AnswerPassage = {
  number: 1,
  source: "Travel Policy, version 3, approved 2 Mar 2026",
  section: "4. Expenses › 4.2 Meals",
  content: [
    "4.2 Meals",
    "",
    "Employees travelling on company business may claim meals at cost. The daily meal allowance is $75 per day, e.g. breakfast, lunch and dinner together. Alcohol is not reimbursed.",
    "",
    "Receipts must be submitted within 30 days of the trip.",
  ].join("\n"),
};
const flights: AnswerPassage = {
  number: 2,
  source: "Travel Policy, version 3, approved 2 Mar 2026",
  section: "3. Booking › 3.1 Flights",
  content: [
    "Flights must be booked through the travel portal. The following classes apply:",
    "- Economy class for flights under 6 hours",
    "- Premium economy for flights of 6 hours or more",
    "",
    "Upgrades paid with personal miles are allowed.",
  ].join("\n"),
};
const leave: AnswerPassage = {
  number: 3,
  source: "Leave Policy, version 1, approved 10 Jan 2026",
  section: "2. Annual leave",
  content:
    "Full-time employees receive 25 days of annual leave per year. Unused leave of up to 5 days may be carried over to the next year.",
};

async function answer(
  question: string,
  passages: AnswerPassage[],
  evidence: "sufficient" | "insufficient" = "sufficient",
) {
  const result = await generateText({
    model: createEmbeddedPolicyAnswerer(),
    instructions: ANSWER_INSTRUCTIONS,
    prompt: buildAnswerPrompt({ question, passages, evidence }),
  });
  return result;
}

describe("the embedded policy answerer", () => {
  it("answers from the sentences that match the question, with the figure intact and the citation", async () => {
    const result = await answer("What is the daily meal allowance when travelling?", [
      travel,
      flights,
      leave,
    ]);
    expect(result.text).toContain(
      "The daily meal allowance is $75 per day, e.g. breakfast, lunch and dinner together [1].",
    );
    expect(result.text).not.toContain("[3]");
    expect(result.text).not.toContain("annual leave");
    expect(result.response.modelId).toBe(EMBEDDED_ANSWERER_MODEL_ID);
    expect(result.providerMetadata?.charterly?.passagesUsed).toContain(1);
  });

  it("leads with the value asked for, then one to three cited sentences, all copied from the passages", async () => {
    const result = await answer("How many days of annual leave can be carried over to the next year?", [
      leave,
      travel,
    ]);
    expect(result.text).toMatch(/^Up to 5 days\. /);
    const sentences = result.text.replace(/^Up to 5 days\. /, "").split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);
    for (const sentence of sentences) expect(sentence).toMatch(/\[\d\]\.$/);
    expect(result.text).toContain("Unused leave of up to 5 days may be carried over to the next year [3].");
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/\[\d\]/g, "")
        .match(/[\w$%]+/g) ?? [];
    const source = new Set(words(leave.content + travel.content));
    for (const word of words(result.text)) expect(source).toContain(word);
  });

  it("keeps a list with the line that introduces it", async () => {
    const result = await answer("Which class can I book for flights?", [flights, travel]);
    expect(result.text).toContain(
      "The following classes apply: Economy class for flights under 6 hours; Premium economy for flights of 6 hours or more [2].",
    );
  });

  it("never quotes a heading on its own", async () => {
    const result = await answer("meals", [travel]);
    expect(result.text).not.toMatch(/^4\.2 Meals/);
    expect(result.text).toContain("[1]");
  });

  it("abstains when the prompt says the evidence is insufficient", async () => {
    const result = await answer("What is the daily meal allowance?", [travel], "insufficient");
    expect(result.text).toBe(ABSTENTION_SENTENCE);
  });

  it("abstains when no sentence shares a word with the question", async () => {
    const result = await answer("Is there a gym membership?", [travel, leave]);
    expect(result.text).toBe(ABSTENTION_SENTENCE);
  });

  it("streams the same answer in pieces", async () => {
    const prompt = buildAnswerPrompt({
      question: "What is the daily meal allowance?",
      passages: [travel],
      evidence: "sufficient",
    });
    const whole = await generateText({ model: createEmbeddedPolicyAnswerer(), prompt });
    const stream = streamText({ model: createEmbeddedPolicyAnswerer(), prompt });
    const pieces: string[] = [];
    for await (const piece of stream.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join("")).toBe(whole.text);
  });

  it("refuses a prompt that is not an answer prompt", async () => {
    await expect(
      generateText({ model: createEmbeddedPolicyAnswerer(), prompt: "Hello", maxRetries: 0 }),
    ).rejects.toThrow(/no question/);
  });
});
