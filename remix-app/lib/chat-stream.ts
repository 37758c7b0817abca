import type { ChatStreamEvent, chatStreamEventSchema as EventSchema } from "@charterly/domain/contract";
import { ConnectionError, checkedFetch } from "./api-client";
import { chatStreamEventSchema } from "./form-schemas";

// The browser's side of POST /api/chat/stream: newline-delimited JSON, one event a line
// (contract: chatStreamEventSchema). A refused question (400, 401, 403) is an ApiError before any
// event; a connection lost half-way is a ConnectionError; an answer that ends without its stored
// reply is an interruption, said as such.

export const CHAT_STREAM_PATH = "/api/chat/stream";

/** The stream stopped before the stored reply or an error arrived. */
export class InterruptedAnswerError extends Error {
  constructor() {
    super("The answer was interrupted before it was complete. Please ask again.");
    this.name = "InterruptedAnswerError";
  }
}

/** Calls `onLine` with each non-empty line of a byte stream, as it arrives. */
export async function readLines(body: ReadableStream<Uint8Array>, onLine: (line: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const flush = (final: boolean) => {
    const lines = buffer.split("\n");
    buffer = final ? "" : (lines.pop() ?? "");
    for (const line of lines) if (line.trim() !== "") onLine(line);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    flush(false);
  }
  buffer += decoder.decode();
  flush(true);
}

/** One line as an event; a line that is not one (a proxy's keep-alive, say) is skipped. */
export function parseChatStreamLine(line: string, schema: typeof EventSchema): ChatStreamEvent | null {
  try {
    const parsed = schema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the question and calls `onEvent` for each event, in order. Resolves after the stored reply
 * or an error event; throws ApiError / ConnectionError / InterruptedAnswerError otherwise.
 */
export async function streamChatAnswer(
  message: string,
  onEvent: (event: ChatStreamEvent) => void,
  fetchImpl?: typeof fetch,
): Promise<void> {
  // The events' schema is imported with the first question (lib/form-schemas.ts), while it is asked.
  const schema = chatStreamEventSchema.load().catch(() => null);
  const response = await checkedFetch(
    CHAT_STREAM_PATH,
    {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/x-ndjson" },
      body: JSON.stringify({ message }),
      credentials: "include",
    },
    fetchImpl,
  );
  if (!response.body) throw new InterruptedAnswerError();
  const eventSchema = await schema;
  if (!eventSchema) {
    await response.body.cancel();
    throw new ConnectionError("The page lost its connection before the answer could be shown.");
  }
  let finished = false;
  try {
    await readLines(response.body, (line) => {
      const event = parseChatStreamLine(line, eventSchema);
      if (!event || finished) return;
      if (event.type === "reply" || event.type === "error") finished = true;
      onEvent(event);
    });
  } catch {
    if (!finished) throw new ConnectionError("The connection was lost while the answer was written.");
  }
  if (!finished) throw new InterruptedAnswerError();
}
