import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { APP_URL } from "../support/app.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// The assistant end to end: a policy is imported and approved, then an ordinary Enterprise user
// asks about it in /chat, watches the answer arrive and follows its source to the library.

const TITLE = "Bicycle Parking Policy";
const POLICY = `${TITLE}

1. Where to park
Employees park bicycles in the locked basement cage on level B2. The bicycle cage opens at 7 am and closes at 8 pm on working days.

2. Access
Facilities issue a bicycle cage access card on request. Lost access cards are reported to Facilities the same day.`;

let browser: Browser;
let admin: SignedIn;
let person: SignedIn;
let documentId: number;

before(async () => {
  browser = await launchChromium();
  admin = await signInAs(browser, "admin@enterprise.test");
  // The policy, imported and approved through the API: only documents in force are used.
  const form = new FormData();
  form.set("file", new Blob([POLICY], { type: "text/plain" }), "bicycle-parking.txt");
  const imported = await admin.api("POST", "/api/documents/import", form);
  assert.equal(imported.status, 200, await imported.clone().text());
  const result = (await imported.json()) as { documentId: number; title: string };
  assert.equal(result.title, TITLE);
  documentId = result.documentId;
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  assert.equal(approved.status, 200, await approved.clone().text());
  person = await signInAs(browser, "user@enterprise.test");
});
after(async () => {
  await browser.close();
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

describe("AI policy assistant", () => {
  it("suggests questions from the company's own approved documents, answered without a low-confidence badge", async () => {
    const { page } = person;
    await page.goto("/chat");
    const examples = page.getByRole("list", { name: "Example questions" });
    await examples.waitFor();
    const suggestions = await examples.getByRole("button").allTextContents();
    assert.ok(suggestions.length >= 1 && suggestions.length <= 3, `suggestions: ${suggestions.join(" | ")}`);
    // Not fixed texts: questions about sections of Northwind's documents in force.
    for (const s of suggestions)
      assert.match(s, /^(?:What is our .+ policy\?|What are the rules on .+\?|Tell me about .+\.)$/);

    await examples.getByRole("button").first().click();
    const conversation = page.getByRole("region", { name: "Conversation" });
    const reply = conversation.getByRole("listitem").filter({ hasText: "The assistant answered:" }).last();
    await reply.waitFor({ timeout: 30_000 });
    await conversation.locator('li[aria-busy="true"]').waitFor({ state: "detached", timeout: 30_000 });
    assert.ok((await reply.getByRole("link", { name: /\(open in the library: / }).count()) >= 1);
    assert.equal(await reply.getByText(/Low Confidence/).count(), 0);
  });

  it("answers from an approved document, streamed, with a badge leading to the highlighted row", async () => {
    const { page } = person;
    await page.addInitScript({ content: PACE_ANSWER_STREAM });
    await page.goto("/chat");
    await page.getByRole("heading", { name: "AI Policy Assistant" }).waitFor();

    const question = "  Where do employees park their bicycles?  ";
    const input = page.getByLabel("Your question");
    await input.fill(question);
    await page.getByText(`${question.trim().length} / 2,000 characters`, { exact: false }).waitFor();
    await page.getByRole("button", { name: "Send" }).click();

    // The input is cleared at once; the assistant thinks until the first words arrive.
    assert.equal(await input.inputValue(), "");
    const conversation = page.getByRole("region", { name: "Conversation" });
    await page.getByText("AI Thinking").waitFor();
    await conversation.getByText("Where do employees park their bicycles?", { exact: true }).waitFor();

    // Then the words as they are written (the bubble is busy), before the stored reply replaces it.
    const writing = conversation.locator('li[aria-busy="true"]');
    await writing.waitFor();
    const soFar = (await writing.textContent()) ?? "";
    assert.match(soFar.replace("The assistant answered:", ""), /\w/);
    await page.getByText("AI Thinking").waitFor({ state: "detached" });
    await writing.waitFor({ state: "detached", timeout: 30_000 });

    const reply = conversation.getByRole("listitem").filter({ hasText: "The assistant answered:" }).last();
    assert.match((await reply.textContent()) ?? "", /basement cage/i);
    const badge = reply.getByRole("link", {
      name: new RegExp(`^Bicycle Parking… \\(open in the library: ${TITLE}, version \\d+`),
    });
    // On screen: the title cut at 15 characters (the rest of its name is for screen readers).
    const described = (await badge.locator(".sr-only").textContent()) ?? "";
    assert.equal((await badge.textContent())?.replace(described, "").trim(), "Bicycle Parking…");
    assert.equal(await reply.getByText(/Low Confidence/).count(), 0);
    await reply.getByText("Composed locally", { exact: false }).waitFor();

    // The conversation is kept: a reload shows the question and the reply.
    const history = (await (await person.api("GET", "/api/chat/history")).json()) as {
      messages: Array<{ messageType: string; message: string }>;
    };
    assert.deepEqual(
      history.messages.slice(-2).map((m) => m.messageType),
      ["user", "assistant"],
    );
    assert.equal(history.messages.at(-2)!.message, question.trim());

    await badge.click();
    await page.waitForURL(`${APP_URL}/documents?highlight=${documentId}`);
    const row = page.locator('tr[data-highlighted="true"]');
    await row.waitFor();
    assert.match((await row.textContent()) ?? "", new RegExp(TITLE));
    assert.equal(await row.getAttribute("aria-current"), "true");
    const box = await row.boundingBox();
    const viewport = page.viewportSize();
    assert.ok(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, "the row is in view");
  });

  it("shows the Enterprise upsell instead on Pay Per Use", async () => {
    const perDocument = await signInAs(browser, "user@perdoc.test");
    await perDocument.page.goto("/chat");
    await perDocument.page.getByRole("heading", { name: "Unlock Enterprise" }).waitFor();
    assert.equal(await perDocument.page.getByLabel("Your question").count(), 0);
    await perDocument.close();
  });

  it("chat source badges' accessible names contain their visible text (axe: no serious violations on /chat with answers on screen)", async () => {
    const { page } = person;
    await page.goto("/chat");
    const conversation = page.getByRole("region", { name: "Conversation" });
    const badges = conversation.getByRole("link", { name: /\(open in the library: / });
    await badges.first().waitFor();
    for (const badge of await badges.all()) {
      // The name a screen reader announces starts with the text on screen, then the full description.
      const hidden = (await badge.locator(".sr-only").textContent()) ?? "";
      const visible = ((await badge.textContent()) ?? "").replace(hidden, "").trim();
      assert.match(visible, /^\S.{0,15}$/u, "the title as the badge shows it");
      const named = conversation.getByRole("link", { name: `${visible}${hidden}`, exact: true });
      assert.ok((await named.count()) >= 1, `accessible name "${visible}${hidden}"`);
    }
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
  });

  it("a history badge whose document is gone says 'no longer available' instead of highlighting nothing", async () => {
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
    assert.equal(
      (await admin.api("PUT", `/api/documents/${imported.documentId}`, { status: "approved" })).status,
      200,
    );
    const asked = await admin.api("POST", "/api/chat", {
      message: "Where do employees keep their bags during shifts?",
    });
    const reply = (await asked.json()) as { referencedDocuments: Array<{ id: number }> };
    assert.ok(
      reply.referencedDocuments.some((r) => r.id === imported.documentId),
      "the reply cites the policy",
    );
    assert.equal((await admin.api("DELETE", `/api/documents/${imported.documentId}`)).status, 200);

    const { page } = admin;
    await page.goto("/chat");
    const conversation = page.getByRole("region", { name: "Conversation" });
    const gone = conversation.getByText("Locker Room Pol… · no longer available");
    await gone.waitFor();
    assert.equal(
      await conversation.getByRole("link", { name: /^Locker Room Pol…/ }).count(),
      0,
      "no link to follow",
    );
  });
});
