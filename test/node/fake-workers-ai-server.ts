// A local fake of Cloudflare's Workers AI REST API for tests (never the real one):
// `POST /client/v4/accounts/<account>/ai/run/<model>`, answering `{ success, result }` as Cloudflare
// does. Started by vitest.config.ts, which hands its origin to the tests as WORKERS_AI_TEST_URL; the
// tests' fetch sends what workers-ai-provider addresses to api.cloudflare.com here.
// - Embedding models (`@cf/baai/…`): TEST-ONLY vectors. Words of one group of CONCEPTS share a
//   dimension, every other word hashes to one of the rest, so that "nicked" and "theft" are near
//   and nothing else is meant by it.
// - Any other model: a chat model that answers with the first sentence of passage 1 of the prompt,
//   cited "[1]" (read with the assistant's own `readAnswerPrompt`).
// A token "refused" gets 401, as a token without Workers AI access does. Tests read the calls at
// `GET /__calls`.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { readAnswerPrompt } from "../../worker/domain/assistant/answer-prompt";

const DIMENSIONS = 768;
const CONCEPTS = [
  ["nicked", "stolen", "theft", "stole", "robbed"],
  ["notebook", "laptop", "computer"],
  ["inform", "report", "tell"],
];

export interface WorkersAiCall {
  account: string;
  model: string;
  authorization: string;
  body: unknown;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function testVector(text: string): number[] {
  const values = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((group) => group.includes(word));
    if (concept >= 0) values[concept] = (values[concept] ?? 0) + 3;
    else {
      let hash = 0;
      for (const c of word) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
      const at = CONCEPTS.length + (hash % (DIMENSIONS - CONCEPTS.length));
      values[at] = (values[at] ?? 0) + 1;
    }
  }
  return values;
}

function chatAnswer(body: { messages?: Array<{ role: string; content: string }> }): string {
  const prompt = body.messages?.map((m) => m.content).join("\n") ?? "";
  const first = readAnswerPrompt(prompt).passages.find((p) => p.number === 1)?.content ?? "";
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(first)?.[0] ?? first;
  return sentence ? `${sentence} [1]` : "I couldn't find this in your company's policies.";
}

export async function startFakeWorkersAiServer() {
  const calls: WorkersAiCall[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-workers-ai");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/__calls") return send(200, calls);
    const run = /^\/client\/v4\/accounts\/([^/]+)\/ai\/run\/(.+)$/.exec(url.pathname);
    if (request.method !== "POST" || !run)
      return send(404, { success: false, errors: [{ message: "not found" }] });
    const body = JSON.parse(await readBody(request)) as { text?: string[]; messages?: [] };
    const authorization = request.headers.authorization ?? "";
    const model = decodeURIComponent(run[2]!);
    calls.push({ account: run[1]!, model, authorization, body });
    if (authorization === "Bearer refused")
      return send(401, { success: false, errors: [{ code: 10000, message: "Authentication error" }] });
    if (model.startsWith("@cf/baai/")) {
      const data = (body.text ?? []).map(testVector);
      return send(200, { success: true, result: { shape: [data.length, DIMENSIONS], data } });
    }
    return send(200, {
      success: true,
      result: { response: chatAnswer(body), usage: { prompt_tokens: 100, completion_tokens: 20 } },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
