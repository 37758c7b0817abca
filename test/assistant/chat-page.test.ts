import type { ChatMessageDto } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { loader as chatLoader } from "../../remix-app/routes/chat";
import { callApi, person } from "../support/fixtures";
import { loadPage } from "../support/page-route-requests";

// /chat's loader (decision 026): the person's own conversation is read with the page, not fetched
// by the browser afterwards; the empty chat's example questions are looked for only while it is empty.

type ChatPage = { view: string; history: ChatMessageDto[]; suggestions: Promise<string[]> };

describe("the AI Policy Assistant page", () => {
  it("reads the person's own conversation with the page, and no one else's", async () => {
    const asker = await person({ tier: "enterprise" });
    const colleague = await person({ tier: "enterprise", company: asker.company });
    const asked = await callApi("POST", "/api/chat", {
      cookie: asker.cookie,
      body: { message: "How many days of annual leave do I get?" },
    });
    expect(asked.status).toBe(200);

    const page = await loadPage<ChatPage>(chatLoader, "/chat", asker.cookie);
    expect(page.view).toBe("chat");
    expect(page.history.map((m) => m.messageType)).toEqual(["user", "assistant"]);
    expect(page.history[0]?.message).toBe("How many days of annual leave do I get?");
    // With a conversation on screen there is no welcome state to suggest questions for.
    expect(await page.suggestions).toEqual([]);

    const theirs = await loadPage<ChatPage>(chatLoader, "/chat", colleague.cookie);
    expect(theirs.history).toEqual([]);
  });

  it("reads no conversation for a plan without the assistant: the upsell", async () => {
    const freemium = await person({ tier: "freemium" });
    const page = await loadPage<ChatPage>(chatLoader, "/chat", freemium.cookie);
    expect(page.view).toBe("upsell");
    expect(page.history).toEqual([]);
  });
});
