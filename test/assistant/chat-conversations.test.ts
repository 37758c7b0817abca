import { AppError } from "@charterly/domain/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../remix-app/routes/chat";
import { answerQuestion } from "../../worker/domain/assistant/answer-question";
import {
  conversationToShow,
  listChatConversations,
  startNewConversation,
} from "../../worker/domain/assistant/chat-conversations";
import { getChatHistory } from "../../worker/domain/assistant/chat-history";
import { callApi, domain, type Person, person } from "../support/fixtures";
import { loadPage, postFormRedirected } from "../support/page-route-requests";

// Questions that need no search (declined by their kind), so each is answered at once.
const FIRST = "What is the capital city of Mongolia?";
const SECOND = "Who won the football world cup in 1998?";
const THIRD = "What is the boiling point of water at sea level?";

const ask = (who: Person, message: string) => answerQuestion(domain(), who.actor, { message });
const questionsOf = async (who: Person, conversationId?: number) =>
  (await getChatHistory(domain(), who.actor, conversationId))
    .filter((m) => m.messageType === "user")
    .map((m) => m.message);

let ada: Person;
let colleague: Person;
let outsider: Person;

beforeAll(async () => {
  ada = await person({ tier: "enterprise", companyName: "Conversations Ltd" });
  colleague = await person({ company: ada.company });
  outsider = await person({ tier: "enterprise", companyName: "Elsewhere" });
});

describe("a new conversation", () => {
  it("starts an empty conversation and keeps the earlier one, listed by its first question", async () => {
    await ask(ada, FIRST);
    await ask(ada, SECOND);
    const [before] = await listChatConversations(domain(), ada.actor);

    const started = await startNewConversation(domain(), ada.actor);

    expect(started).not.toBe(before!.id);
    expect(await getChatHistory(domain(), ada.actor)).toEqual([]);
    expect(await listChatConversations(domain(), ada.actor)).toEqual([
      expect.objectContaining({ id: before!.id, title: FIRST, questionCount: 2, current: false }),
    ]);
    expect(await questionsOf(ada, before!.id)).toEqual([FIRST, SECOND]);

    // The next question, and its reply, go to the new conversation.
    await ask(ada, THIRD);
    expect(await questionsOf(ada)).toEqual([THIRD]);
    expect((await getChatHistory(domain(), ada.actor)).map((m) => m.messageType)).toEqual([
      "user",
      "assistant",
    ]);
    const listed = await listChatConversations(domain(), ada.actor);
    expect(listed.map((c) => [c.title, c.current])).toEqual([
      [THIRD, true],
      [FIRST, false],
    ]);
    expect(await conversationToShow(domain(), ada.actor, null)).toMatchObject({ id: started, current: true });
    expect(await conversationToShow(domain(), ada.actor, before!.id)).toMatchObject({
      id: before!.id,
      current: false,
    });
  });

  it("leaves no empty conversation behind when asked for twice before a question", async () => {
    const once = await startNewConversation(domain(), ada.actor);
    const twice = await startNewConversation(domain(), ada.actor);
    expect(twice).toBe(once);
    await ask(ada, FIRST);
    expect((await listChatConversations(domain(), ada.actor)).map((c) => c.title)).toEqual([
      FIRST,
      THIRD,
      FIRST,
    ]);
  });

  it("is the first question's own for someone who never asked, and a new conversation then is that one", async () => {
    const fresh = await person({ company: ada.company });
    expect(await conversationToShow(domain(), fresh.actor, null)).toBeNull();
    const started = await startNewConversation(domain(), fresh.actor);
    expect(await startNewConversation(domain(), fresh.actor)).toBe(started);
    await ask(fresh, SECOND);
    expect(await listChatConversations(domain(), fresh.actor)).toEqual([
      expect.objectContaining({ id: started, title: SECOND, current: true }),
    ]);
  });
});

describe("conversations are their person's own", () => {
  it("another person of the company, or of another company, neither lists nor reads them", async () => {
    const [mine] = await listChatConversations(domain(), ada.actor);
    for (const other of [colleague, outsider]) {
      expect(await listChatConversations(domain(), other.actor)).toEqual([]);
      const refused = await conversationToShow(domain(), other.actor, mine!.id).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe("not_found");
      expect(await getChatHistory(domain(), other.actor, mine!.id)).toEqual([]);
    }
  });

  it("a Freemium person may not start one", async () => {
    const freemium = await person({ tier: "freemium" });
    await expect(startNewConversation(domain(), freemium.actor)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("/chat", () => {
  type ChatPage = Awaited<ReturnType<typeof loader>>;
  const page = (who: Person, path = "/chat") => loadPage<ChatPage>(loader, path, who.cookie);

  it("'New conversation' posted as a form (no JavaScript) answers with /chat, empty, the earlier one listed", async () => {
    const grace = await person({ company: ada.company });
    await ask(grace, FIRST);
    const posted = await postFormRedirected(action, "/chat", grace.cookie, { intent: "new-conversation" });
    expect(posted).toMatchObject({ status: 302, location: "/chat" });
    const [earlier] = await listChatConversations(domain(), grace.actor);
    expect(earlier).toMatchObject({ title: FIRST, current: false });

    const current = await page(grace);
    expect(current.history).toEqual([]);
    expect(current.earlier).toBeNull();
    expect(current.conversations.map((c) => [c.title, c.current])).toEqual([[FIRST, false]]);

    const reread = await page(grace, `/chat?conversation=${earlier!.id}`);
    expect(reread.earlier).toMatchObject({ id: earlier!.id });
    expect(reread.history.map((m) => m.message)[0]).toBe(FIRST);

    // Another person's conversation is not found.
    await expect(page(colleague, `/chat?conversation=${earlier!.id}`)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("/api/chat/conversations", () => {
  it("starts a new conversation for an API client and lists the caller's own, the new one current once it holds a question", async () => {
    const someone = await person({ tier: "enterprise" });
    await ask(someone, "How many days of annual leave do I get?");
    const started = await callApi("POST", "/api/chat/conversations", { cookie: someone.cookie });
    expect(started.status).toBe(200);
    const { conversationId } = (await started.json()) as { conversationId: number };
    await ask(someone, "Can I work from home on Fridays?");
    const listed = await callApi("GET", "/api/chat/conversations", { cookie: someone.cookie });
    const { conversations } = (await listed.json()) as {
      conversations: { id: number; title: string; current: boolean }[];
    };
    expect(conversations.map(({ title, current }) => ({ title, current }))).toEqual([
      { title: "Can I work from home on Fridays?", current: true },
      { title: "How many days of annual leave do I get?", current: false },
    ]);
    expect(conversations[0]!.id).toBe(conversationId);

    const freemium = await person({ tier: "freemium" });
    expect((await callApi("POST", "/api/chat/conversations", { cookie: freemium.cookie })).status).toBe(403);
  });
});
