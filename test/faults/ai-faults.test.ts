// Faults (decision 018): the AI model failing mid-generation or mid-answer. Nothing partial is stored (the
// asked question is kept, by design, so it can be asked again), no token is spent, and the person
// reads what happened.
import { beforeAll, describe, expect, it } from "vitest";
import {
  APP_ORIGIN,
  callApi,
  createTemplate,
  createTokenBalance,
  fetchApi,
  type Person,
  person,
  tokenBalanceOf,
  usageRows,
} from "../support/fixtures";
import { changesSince, expectClearFailure, takeSnapshot } from "./fault-support";
import { aiCutOff, aiFailing } from "./faulty-bindings";

const GENERATION_FAILED =
  "The AI service could not generate the document. Nothing was saved; please try again.";
const ANSWER_FAILED =
  "The AI assistant could not answer just now. Your question was kept, but no reply was saved; please try again.";
const HANDBOOK = [
  "1. Travel",
  "",
  "1.1 Meals",
  "",
  "Employees travelling on company business may claim meals at cost. The daily meal allowance is $75 per day, for breakfast, lunch and dinner together. Alcohol is not reimbursed.",
  "",
  "2. Remote work",
  "",
  "Employees may work from home up to three days per week with their manager's agreement.",
].join("\n");
const QUESTION = "What is the daily meal allowance when travelling?";

let payPerUse: Person;
let enterprise: Person;
let templateId: number;

beforeAll(async () => {
  payPerUse = await person({ tier: "per_document", role: "company_admin" });
  await createTokenBalance(payPerUse.company.id, 2);
  enterprise = await person({ tier: "enterprise", role: "company_admin" });
  templateId = (await createTemplate({ name: "AI Fault Clean Desk", category: "it" })).id;
  const form = new FormData();
  form.set("file", new File([new TextEncoder().encode(HANDBOOK)], "handbook.txt"));
  form.set("title", "Staff Handbook");
  form.set("documentType", "policy");
  form.set("category", "hr");
  const uploaded = await fetchApi(
    new Request(`${APP_ORIGIN}/api/admin/knowledge-base/upload`, {
      method: "POST",
      headers: { cookie: enterprise.cookie, origin: APP_ORIGIN },
      body: form,
    }),
  );
  expect(uploaded.status).toBe(200);
});

describe("the model failing while it writes a document", () => {
  for (const [name, ai] of [
    ["fails outright", aiFailing("at once")],
    ["stops mid-generation at the length limit", aiCutOff()],
  ] as const) {
    it(`${name}: 502 saying nothing was saved, no rows, no token spent`, async () => {
      const balance = await tokenBalanceOf(payPerUse.company.id);
      const before = await takeSnapshot();
      const res = await callApi("POST", "/api/documents/generate", {
        cookie: payPerUse.cookie,
        body: { templateType: "it", templateId, companyName: "Acme", department: "it" },
        bindings: { AI: ai },
      });
      await expectClearFailure(res, 502, GENERATION_FAILED);
      expect(await changesSince(before)).toEqual({});
      expect(await tokenBalanceOf(payPerUse.company.id)).toEqual(balance);
      expect(await usageRows(payPerUse.company.id)).toHaveLength(0);
    });
  }
});

describe("the model failing while it answers a question", () => {
  /** Only the question itself may be new: no reply, no question gap, nothing else. */
  async function expectOnlyTheQuestionKept(before: Awaited<ReturnType<typeof takeSnapshot>>) {
    const { chat_conversations: started, ...changes } = await changesSince(before);
    // A first question also starts the person's first conversation, in the question's own batch.
    if (started) expect(started).toMatchObject({ added: [expect.any(String)], removed: [] });
    expect(Object.keys(changes)).toEqual(["chat_messages"]);
    expect(changes.chat_messages!.removed).toEqual([]);
    expect(changes.chat_messages!.added.map((row) => JSON.parse(row))).toEqual([
      expect.objectContaining({ message_type: "user", message: QUESTION, user_id: enterprise.user.id }),
    ]);
  }

  it("plain answer: 502 that says the question was kept and no reply saved", async () => {
    const before = await takeSnapshot();
    const res = await callApi("POST", "/api/chat", {
      cookie: enterprise.cookie,
      body: { message: QUESTION },
      bindings: { AI: aiFailing("at once") },
    });
    await expectClearFailure(res, 502, ANSWER_FAILED);
    await expectOnlyTheQuestionKept(before);
  });

  it("streamed answer failing after its first words: an error event ends the stream, no reply is stored", async () => {
    const before = await takeSnapshot();
    const res = await callApi("POST", "/api/chat/stream", {
      cookie: enterprise.cookie,
      body: { message: QUESTION },
      bindings: { AI: aiFailing("mid-answer") },
    });
    expect(res.status).toBe(200);
    const events = (await res.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; code?: string; message?: string });
    expect(events.some((event) => event.type === "delta")).toBe(true);
    expect(events.at(-1)).toEqual({ type: "error", code: "upstream_failed", message: ANSWER_FAILED });
    expect(events.some((event) => event.type === "reply")).toBe(false);
    await expectOnlyTheQuestionKept(before);
  });
});
