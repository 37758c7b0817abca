import { APP_URL } from "../support/app.ts";
import { seriousViolations } from "../support/axe.ts";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";
import { storedSession } from "../support/sign-in.ts";

// The assistant end to end: a policy is imported and approved, then an ordinary Enterprise user
// asks about it in /chat, watches the answer arrive and follows its source to the cited sentence;
// then starts a new conversation, the earlier one kept.

const TITLE = "Bicycle Parking Policy";
const POLICY = `${TITLE}

1. Where to park
Employees park bicycles in the locked basement cage on level B2. The bicycle cage opens at 7 am and closes at 8 pm on working days.

2. Access
Facilities issue a bicycle cage access card on request. Lost access cards are reported to Facilities the same day.`;

let admin: SignedIn;
let person: SignedIn;
let documentId: number;

test.beforeAll(async () => {
  const admin = storedSession("admin@enterprise.test");
  // The policy, imported and approved through the API: only documents in force are used.
  const form = new FormData();
  form.set("file", new Blob([POLICY], { type: "text/plain" }), "bicycle-parking.txt");
  const imported = await admin.api("POST", "/api/documents/import", form);
  expect(imported.status, await imported.clone().text()).toBe(200);
  const result = (await imported.json()) as { documentId: number; title: string };
  expect(result.title).toBe(TITLE);
  documentId = result.documentId;
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  expect(approved.status, await approved.clone().text()).toBe(200);
});
test.beforeEach(async ({ as }) => {
  admin = await as("admin@enterprise.test");
  person = await as("user@enterprise.test");
});

/**
 * Paces the answer stream in this page: the server's lines are passed on one at a time, 700 ms
 * apart, so the moments between them (thinking, then words arriving) last long enough to be seen.
 * The server, its answer and the page's code are the real ones. (A script run in the page, as text:
 * the end-to-end tests are type-checked without the DOM's types.)
 */
const PACE_ANSWER_STREAM = `
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes("/api/chat/stream") || !response.ok || !response.body) return response;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    const paced = new ReadableStream({
      async start(controller) {
        let buffer = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const lines = buffer.split("\\n");
          buffer = lines.pop() ?? "";
          for (const line of lines) {
            await new Promise((resolve) => setTimeout(resolve, 700));
            controller.enqueue(encoder.encode(line + "\\n"));
          }
        }
        if (buffer) controller.enqueue(encoder.encode(buffer));
        controller.close();
      },
    });
    return new Response(paced, { status: response.status, headers: response.headers });
  };
`;

test.describe("AI policy assistant", () => {
  test("suggests questions from the company's own approved documents, answered without a low-confidence badge", async () => {
    const { page } = person;
    await page.goto("/chat");
    const examples = page.getByRole("list", { name: "Example questions" });
    await expect(examples).toBeVisible();
    const suggestions = await examples.getByRole("button").allTextContents();
    expect(
      suggestions.length >= 1 && suggestions.length <= 3,
      `suggestions: ${suggestions.join(" | ")}`,
    ).toBeTruthy();
    // Not fixed texts: questions about sections of Northwind's documents in force.
    for (const s of suggestions)
      expect(s).toMatch(/^(?:What is our .+ policy\?|What are the rules on .+\?|Tell me about .+\.)$/);

    await examples.getByRole("button").first().click();
    const conversation = page.getByRole("region", { name: "Conversation" });
    const reply = conversation.getByRole("listitem").filter({ hasText: "The assistant answered:" }).last();
    await expect(reply).toBeVisible({ timeout: 30_000 });
    await expect(conversation.locator('li[aria-busy="true"]')).not.toBeAttached({ timeout: 30_000 });
    expect(
      (await reply.getByRole("link", { name: /\(open at the cited passage: / }).count()) >= 1,
    ).toBeTruthy();
    await expect(reply.getByText(/Low Confidence/)).toHaveCount(0);
  });

  test("answers from an approved document, streamed, with a badge opening the document at the cited sentence, marked", async () => {
    const { page } = person;
    await page.addInitScript({ content: PACE_ANSWER_STREAM });
    await page.goto("/chat");
    await expect(page.getByRole("heading", { name: "AI Policy Assistant" })).toBeVisible();

    const question = "  Where do employees park their bicycles?  ";
    const input = page.getByLabel("Your question");
    await input.fill(question);
    await expect(
      page.getByText(`${question.trim().length} / 2,000 characters`, { exact: false }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Send" }).click();

    // The input is cleared at once; the assistant thinks until the first words arrive.
    await expect(input).toHaveValue("");
    const conversation = page.getByRole("region", { name: "Conversation" });
    await expect(page.getByText("AI Thinking")).toBeVisible();
    await expect(
      conversation.getByText("Where do employees park their bicycles?", { exact: true }),
    ).toBeVisible();

    // Then the words as they are written (the bubble is busy), before the stored reply replaces it.
    const writing = conversation.locator('li[aria-busy="true"]');
    await expect(writing).toBeVisible();
    const soFar = (await writing.textContent()) ?? "";
    expect(soFar.replace("The assistant answered:", "")).toMatch(/\w/);
    await expect(page.getByText("AI Thinking")).not.toBeAttached();
    await expect(writing).not.toBeAttached({ timeout: 30_000 });

    const reply = conversation.getByRole("listitem").filter({ hasText: "The assistant answered:" }).last();
    expect((await reply.textContent()) ?? "").toMatch(/basement cage/i);
    const badge = reply.getByRole("link", {
      name: new RegExp(`^Bicycle Parking… \\(open at the cited passage: ${TITLE}, version \\d+`),
    });
    // On screen: the title cut at 15 characters (the rest of its name is for screen readers).
    const described = (await badge.locator(".sr-only").textContent()) ?? "";
    expect((await badge.textContent())?.replace(described, "").trim()).toBe("Bicycle Parking…");
    await expect(reply.getByText(/Low Confidence/)).toHaveCount(0);
    await expect(reply.getByText("Composed locally", { exact: false })).toBeVisible();

    // The conversation is kept: a reload shows the question and the reply.
    const history = (await (await person.api("GET", "/api/chat/history")).json()) as {
      messages: Array<{ messageType: string; message: string }>;
    };
    expect(history.messages.slice(-2).map((m) => m.messageType)).toEqual(["user", "assistant"]);
    expect(history.messages.at(-2)!.message).toBe(question.trim());

    await badge.click();
    await page.waitForURL(
      new RegExp(`^${APP_URL}/documents/${documentId}/preview\\?quote=.+#cited-passage$`),
    );
    await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
    // The sentence the answer rests on is marked, and in view.
    const cited = page.locator("mark#cited-passage");
    await expect(cited).toBeVisible();
    expect(((await cited.textContent()) ?? "").replace("Cited by the assistant: ", "")).toBe(
      "Employees park bicycles in the locked basement cage on level B2",
    );
    await expect(cited).toBeInViewport();
    await expect(page.getByText("The cited sentence is not in this text")).toHaveCount(0);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  test("shows the Enterprise upsell instead on Pay Per Use", async ({ as }) => {
    const perDocument = await as("user@perdoc.test");
    await perDocument.page.goto("/chat");
    await expect(perDocument.page.getByRole("heading", { name: "Unlock Enterprise" })).toBeVisible();
    await expect(perDocument.page.getByLabel("Your question")).toHaveCount(0);
    await perDocument.close();
  });

  test("chat source badges' accessible names contain their visible text (axe: no serious violations on /chat with answers on screen)", async () => {
    const { page } = person;
    await page.goto("/chat");
    const conversation = page.getByRole("region", { name: "Conversation" });
    const badges = conversation.getByRole("link", { name: /\(open at the cited passage: / });
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.all()) {
      // The name a screen reader announces starts with the text on screen, then the full description.
      const hidden = (await badge.locator(".sr-only").textContent()) ?? "";
      const visible = ((await badge.textContent()) ?? "").replace(hidden, "").trim();
      expect(visible, "the title as the badge shows it").toMatch(/^\S.{0,15}$/u);
      const named = conversation.getByRole("link", { name: `${visible}${hidden}`, exact: true });
      expect((await named.count()) >= 1, `accessible name "${visible}${hidden}"`).toBeTruthy();
    }
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  test("a history badge whose document is gone says 'no longer available' instead of highlighting nothing", async () => {
    const title = "Locker Room Policy";
    const form = new FormData();
    form.set(
      "file",
      new Blob(
        [`${title}\n\n1. Lockers\nEmployees keep their bags in the lockers on level 3 during shifts.`],
        {
          type: "text/plain",
        },
      ),
      "lockers.txt",
    );
    const imported = (await (await admin.api("POST", "/api/documents/import", form)).json()) as {
      documentId: number;
    };
    expect(
      (await admin.api("PUT", `/api/documents/${imported.documentId}`, { status: "approved" })).status,
    ).toBe(200);
    const asked = await admin.api("POST", "/api/chat", {
      message: "Where do employees keep their bags during shifts?",
    });
    const reply = (await asked.json()) as { referencedDocuments: Array<{ id: number }> };
    expect(
      reply.referencedDocuments.some((r) => r.id === imported.documentId),
      "the reply cites the policy",
    ).toBeTruthy();
    expect((await admin.api("DELETE", `/api/documents/${imported.documentId}`)).status).toBe(200);

    const { page } = admin;
    await page.goto("/chat");
    const conversation = page.getByRole("region", { name: "Conversation" });
    const gone = conversation.getByText("Locker Room Pol… · no longer available");
    await expect(gone).toBeVisible();
    await expect(
      conversation.getByRole("link", { name: /^Locker Room Pol…/ }),
      "no link to follow",
    ).toHaveCount(0);
  });

  test("'New conversation' starts an empty conversation and keeps the earlier one, to be read again", async () => {
    const { page } = person;
    await page.goto("/chat");
    const conversation = page.getByRole("region", { name: "Conversation" });
    await expect(
      conversation.getByText("Where do employees park their bicycles?", { exact: true }),
    ).toBeVisible();

    await page.getByRole("button", { name: "New conversation" }).click();
    await expect(
      conversation.getByRole("heading", { name: "Ask about your company's policies" }),
    ).toBeVisible();
    await expect(conversation.getByText("Where do employees park their bicycles?")).toHaveCount(0);
    await expect(
      conversation.getByText("Your earlier conversations are kept", { exact: false }),
    ).toBeVisible();

    const earlier = page.getByRole("region", { name: "Earlier conversations" });
    await earlier.getByRole("link").first().click();
    await page.waitForURL(/\/chat\?conversation=\d+$/);
    await expect(page.getByText("An earlier conversation", { exact: true })).toBeVisible();
    await expect(
      conversation.getByText("Where do employees park their bicycles?", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Your question"), "an earlier conversation is only read").toHaveCount(0);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    await page.getByRole("link", { name: "Back to the current conversation" }).click();
    await expect(
      conversation.getByRole("heading", { name: "Ask about your company's policies" }),
    ).toBeVisible();
    await expect(page.getByLabel("Your question")).toBeVisible();
  });
});
