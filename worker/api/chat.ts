import {
  type ChatStreamEvent,
  chatConversationsSchema,
  chatHistorySchema,
  chatMessageBody,
  chatMessageSchema,
  chatStreamEventSchema,
  conversationStartedSchema,
  isAppError,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { answerQuestion, streamAnswer } from "../domain/assistant/answer-question";
import { listChatConversations, startNewConversation } from "../domain/assistant/chat-conversations";
import { getChatHistory } from "../domain/assistant/chat-history";
import { logError } from "../http/log";
import { actorOf, bodyOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["assistant"];
const example = { message: "How much can I spend on meals when travelling?" };

export const chatRoutes = new Hono<ApiEnv>()
  .get(
    "/chat/history",
    route({
      operationId: "getChatHistory",
      readOnly: true,
      summary: "The caller's own conversation with the AI policy assistant, oldest first",
      tags,
      access: can("assistant.ask"),
      response: chatHistorySchema,
    }),
    async (c) => c.json({ messages: await getChatHistory(c.get("domain"), actorOf(c)) }),
  )
  .get(
    "/chat/conversations",
    route({
      operationId: "listChatConversations",
      readOnly: true,
      summary:
        "The caller's conversations with the assistant that hold a question, newest first (at most 50)",
      tags,
      access: can("assistant.ask"),
      response: chatConversationsSchema,
    }),
    async (c) => c.json({ conversations: await listChatConversations(c.get("domain"), actorOf(c)) }),
  )
  .post(
    "/chat/conversations",
    route({
      operationId: "startNewConversation",
      summary:
        "'New conversation': the caller's next questions start a conversation of their own; the earlier ones are kept. A current conversation with no question yet stays the current one",
      tags,
      access: can("assistant.ask"),
      response: conversationStartedSchema,
    }),
    async (c) => c.json({ conversationId: await startNewConversation(c.get("domain"), actorOf(c)) }),
  )
  .post(
    "/chat",
    route({
      operationId: "askAssistant",
      summary:
        "Ask the AI policy assistant: answers the stored reply — an answer cited from the company's documents in force and its knowledge base, with its estimated chance of being right (below 0.7 shown as low confidence), or a decline that quotes nothing (not a policy question, or an answer below 0.25)",
      tags,
      access: can("assistant.ask"),
      rateLimit: "assistant",
      body: chatMessageBody,
      response: chatMessageSchema,
      example,
    }),
    async (c) =>
      c.json(
        await answerQuestion(c.get("domain"), actorOf(c), { message: bodyOf(c, chatMessageBody).message }),
      ),
  )
  .post(
    "/chat/stream",
    route({
      operationId: "askAssistantStreamed",
      summary:
        "Ask the AI policy assistant, streamed as newline-delimited JSON: the stored question, the reply's text as it is written, then the stored reply (or an error, after which nothing of the reply is stored)",
      tags,
      access: can("assistant.ask"),
      rateLimit: "assistant",
      body: chatMessageBody,
      response: chatStreamEventSchema,
      produces: "ndjson",
      example,
    }),
    async (c) => {
      // Refusals, bad input and a failed search throw here: an ordinary JSON error, no stream.
      const answer = await streamAnswer(c.get("domain"), actorOf(c), {
        message: bodyOf(c, chatMessageBody).message,
      });
      const requestId = c.get("requestId");
      const encoder = new TextEncoder();
      const line = (event: ChatStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(line({ type: "question", message: answer.question }));
          try {
            for await (const text of answer.deltas) controller.enqueue(line({ type: "delta", text }));
            controller.enqueue(line({ type: "reply", message: await answer.reply }));
          } catch (error) {
            // The status line is gone: the failure travels as the last event.
            if (!isAppError(error)) logError("chat stream failed", error, { requestId });
            const failure = isAppError(error)
              ? { code: error.code, message: error.message }
              : {
                  code: "internal",
                  message: "A server error occurred. Please try again or contact support.",
                };
            controller.enqueue(line({ type: "error", ...failure }));
          }
          controller.close();
        },
      });
      return c.body(body, 200, {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
      });
    },
  );
