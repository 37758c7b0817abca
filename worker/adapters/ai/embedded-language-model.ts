import type { LanguageModel } from "ai";

// What the Worker's embedded engines (the policy composer, the extractive answerer) share: the AI
// SDK's language model contract, implemented once, around a function that writes the text.

/** The AI SDK's language model contract, as the installed `ai` package defines it. */
export type LanguageModelV4 = Extract<LanguageModel, { specificationVersion: "v4" }>;
export type CallOptions = Parameters<LanguageModelV4["doGenerate"]>[0];
type GenerateResult = Awaited<ReturnType<LanguageModelV4["doGenerate"]>>;
type StreamResult = Awaited<ReturnType<LanguageModelV4["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;

const EMBEDDED_PROVIDER = "charterly.embedded";

export interface EmbeddedText {
  text: string;
  /** The text in the pieces a stream delivers (they join to `text`). */
  pieces: string[];
  /** Reported as provider metadata under `charterly`. */
  metadata: Record<string, string | number | number[]>;
}

/**
 * A language model that runs inside the Worker: `write` reads the prompt's user text and answers
 * the whole text at once; streaming delivers it in its pieces. The model id names the engine, so
 * callers can label what it wrote as composed locally.
 */
export function embeddedLanguageModel(
  modelId: string,
  write: (promptText: string) => EmbeddedText,
): LanguageModelV4 {
  const run = (options: CallOptions) => {
    if (options.abortSignal?.aborted) throw new Error("The request was cancelled.");
    return write(promptText(options));
  };
  const providerMetadata = (written: EmbeddedText) => ({ charterly: written.metadata });
  return {
    specificationVersion: "v4",
    provider: EMBEDDED_PROVIDER,
    modelId,
    supportedUrls: {},
    async doGenerate(options) {
      const written = run(options);
      return {
        content: [{ type: "text", text: written.text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(),
        providerMetadata: providerMetadata(written),
        response: { modelId, timestamp: new Date() },
        warnings: [],
      };
    },
    async doStream(options) {
      const written = run(options);
      const parts: StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "response-metadata", modelId, timestamp: new Date() },
        { type: "text-start", id: "text" },
        ...written.pieces.map((delta): StreamPart => ({ type: "text-delta", id: "text", delta })),
        { type: "text-end", id: "text" },
        {
          type: "finish",
          finishReason: { unified: "stop", raw: "stop" },
          usage: usage(),
          providerMetadata: providerMetadata(written),
        },
      ];
      return {
        stream: new ReadableStream<StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}

/** The prompt's user text, as one string. */
function promptText(options: CallOptions): string {
  return options.prompt
    .flatMap((message) => (message.role === "user" ? message.content : []))
    .flatMap((part) => (part.type === "text" ? [part.text] : []))
    .join("\n");
}

// Token counts are a property of a tokenizer these engines do not have; they report none.
const usage = (): GenerateResult["usage"] => ({
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
});
