import { type ChatMessageDto, type ChatStreamEvent, chatStreamEventSchema } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { InterruptedAnswerError, parseChatStreamLine, readLines, streamChatAnswer } from "./chat-stream";

const message = (id: number, messageType: ChatMessageDto["messageType"], text: string): ChatMessageDto => ({
  id,
  messageType,
  message: text,
  createdAt: "2026-03-02T10:00:00.000Z",
  referencedDocuments: [],
  needsLegalReview: false,
  ragContext: null,
  confidence: messageType === "assistant" ? 0.9 : null,
  composedBy: messageType === "assistant" ? "embedded" : null,
});

/** A body that arrives in the given pieces (split anywhere, even inside a character). */
function bodyOf(pieces: Array<string | Uint8Array>) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === "string" ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

const answering = (pieces: Array<string | Uint8Array>, status = 200) =>
  (async () => new Response(bodyOf(pieces), { status })) as typeof fetch;

describe("readLines", () => {
  it("joins lines split across chunks, multi-byte characters included, and skips blank lines", async () => {
    const euro = new TextEncoder().encode("€");
    const lines: string[] = [];
    await readLines(bodyOf(['{"a":', '1}\n\n{"b":"', euro.slice(0, 1), euro.slice(1), '"}']), (line) =>
      lines.push(line),
    );
    expect(lines).toEqual(['{"a":1}', '{"b":"€"}']);
  });
});

describe("parseChatStreamLine", () => {
  it("reads the contract's events and skips anything else", () => {
    expect(parseChatStreamLine('{"type":"delta","text":"Hi"}', chatStreamEventSchema)).toEqual({
      type: "delta",
      text: "Hi",
    });
    expect(parseChatStreamLine("not json", chatStreamEventSchema)).toBeNull();
    expect(parseChatStreamLine('{"type":"unknown"}', chatStreamEventSchema)).toBeNull();
  });
});

describe("streamChatAnswer", () => {
  const line = (event: ChatStreamEvent) => `${JSON.stringify(event)}\n`;

  it("hands over question, deltas and reply in order", async () => {
    const events: string[] = [];
    await streamChatAnswer(
      "How many days?",
      (event) => events.push(event.type === "delta" ? event.text : event.type),
      answering([
        line({ type: "question", message: message(1, "user", "How many days?") }),
        line({ type: "delta", text: "Two " }),
        line({ type: "delta", text: "days." }),
        line({ type: "reply", message: message(2, "assistant", "Two days.") }),
      ]),
    );
    expect(events).toEqual(["question", "Two ", "days.", "reply"]);
  });

  it("ends at an error event", async () => {
    const events: ChatStreamEvent[] = [];
    await streamChatAnswer(
      "Q",
      (event) => events.push(event),
      answering([line({ type: "delta", text: "Par" }), line({ type: "error", code: "ai", message: "Down" })]),
    );
    expect(events.at(-1)).toEqual({ type: "error", code: "ai", message: "Down" });
  });

  it("says the answer was interrupted when the stream ends without a reply", async () => {
    await expect(
      streamChatAnswer("Q", () => {}, answering([line({ type: "delta", text: "Par" })])),
    ).rejects.toBeInstanceOf(InterruptedAnswerError);
  });

  it("throws the server's refusal before any event", async () => {
    const refusal = answering(['{"message":"A question is at most 2000 characters."}'], 400);
    await expect(streamChatAnswer("Q", () => {}, refusal)).rejects.toBeInstanceOf(ApiError);
  });
});
