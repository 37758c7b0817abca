// A local fake of the Slack Web API for tests (never the real Slack). It runs in Node: started by
// vitest.config.ts (the Worker under test reaches it through SLACK_API_URL), by the end-to-end
// stack (scripts/lib/local-stack.ts), and by the Slack bot's tests (the bot's SLACK_API_URL). It
// records every call (method, the Bearer token, the body; `blocks` parsed whether sent as JSON or
// as a form field) so tests can read them back at GET /__calls?token=…&method=…
//
// Behaviour: any method answers HTTP 503 without JSON for tokens containing "unavailable" (Slack
// down, as a person sees it: "could not be reached"); auth.test refuses tokens containing
// "invalid" (invalid_auth) and answers team
// "T0FAKETEAM" / "Fake Workspace" otherwise (a token "xoxb-T0OTHER-…" belongs to team T0OTHER);
// conversations.info answers channel_not_found for ids starting with "CMISSING"; chat.postMessage,
// chat.postEphemeral and chat.update answer ok (channel_not_found for "CMISSING…"); users.info
// answers the e-mail set for the user (options.users or POST /__users {"U…": "a@b.c"}), none
// otherwise, user_not_found for ids starting with "UMISSING". Calls without a Bearer token:
// not_authed. POST /__rate-limit {"method": "chat.postMessage", "times": 1} makes the next calls of a
// method answer 429 with Retry-After: 1, as Slack does. Anything POSTed to /__respond/… (a
// response_url) is recorded as method "response_url".
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSlackCall {
  method: string;
  token: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
  /** Block Kit blocks of a message, parsed (the Web API client sends them as a JSON form field). */
  blocks?: Array<Record<string, unknown>>;
  /** The thread a message was posted in. */
  threadTs?: string;
  /** For method "response_url": the path it was POSTed to (/__respond/…). */
  responsePath?: string;
}

export interface FakeSlackOptions {
  /** users.info's e-mail per Slack user id; null: the user has none (or hides it). */
  users?: Record<string, string | null>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  if (!raw) return {};
  if ((request.headers["content-type"] ?? "").includes("application/json")) return JSON.parse(raw);
  return Object.fromEntries(new URLSearchParams(raw));
}

function parsedBlocks(value: unknown): Array<Record<string, unknown>> | undefined {
  if (Array.isArray(value)) return value as Array<Record<string, unknown>>;
  if (typeof value !== "string") return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Array<Record<string, unknown>>) : undefined;
  } catch {
    return undefined;
  }
}

export async function startFakeSlackServer(
  options: FakeSlackOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const calls: FakeSlackCall[] = [];
  const emails = new Map<string, string | null>(Object.entries(options.users ?? {}));
  const rateLimited = new Map<string, number>();
  let messages = 0;
  const nextTs = () => `${Math.floor(Date.now() / 1000)}.${String(++messages).padStart(6, "0")}`;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-slack");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/__calls") {
      const token = url.searchParams.get("token");
      const method = url.searchParams.get("method");
      return send(
        200,
        calls.filter(
          (call) => (token === null || call.token === token) && (method === null || call.method === method),
        ),
      );
    }
    if (request.method === "POST" && url.pathname === "/__users") {
      for (const [id, email] of Object.entries(await readBody(request)))
        emails.set(id, typeof email === "string" ? email : null);
      return send(200, { ok: true });
    }
    if (request.method === "POST" && url.pathname === "/__rate-limit") {
      const body = await readBody(request);
      rateLimited.set(String(body.method), Number(body.times ?? 1));
      return send(200, { ok: true });
    }
    const method = url.pathname.startsWith("/__respond/") ? "response_url" : url.pathname.replace(/^\/+/, "");
    const authorization = request.headers.authorization ?? "";
    const token = authorization.startsWith("Bearer ") ? authorization.slice(7) : null;
    const body = await readBody(request);
    const blocks = parsedBlocks(body.blocks);
    calls.push({
      method,
      token,
      contentType: request.headers["content-type"] ?? null,
      body,
      ...(blocks ? { blocks } : {}),
      ...(typeof body.thread_ts === "string" && body.thread_ts ? { threadTs: body.thread_ts } : {}),
      ...(method === "response_url" ? { responsePath: url.pathname } : {}),
    });
    const limited = rateLimited.get(method) ?? 0;
    if (limited > 0) {
      rateLimited.set(method, limited - 1);
      return send(429, { ok: false, error: "ratelimited" }, { "retry-after": "1" });
    }
    // api.test needs no token: it only tells whether the Web API answers; a response_url needs none.
    if (method === "api.test" || method === "response_url") return send(200, { ok: true });
    if (!token) return send(200, { ok: false, error: "not_authed" });
    if (token.includes("unavailable")) {
      response.writeHead(503, { "content-type": "text/html" });
      return response.end("<html><body>Service Unavailable</body></html>");
    }
    if (token.includes("invalid")) return send(200, { ok: false, error: "invalid_auth" });
    const channel = String(body.channel ?? "");
    switch (method) {
      case "auth.test":
        return send(200, {
          ok: true,
          url: "https://fake-workspace.slack.com/",
          team: "Fake Workspace",
          user: "charterly",
          team_id: /^xoxb-(T[A-Z0-9]{4,})-/.exec(token)?.[1] ?? "T0FAKETEAM",
          user_id: "U0FAKEBOT",
          bot_id: "B0FAKEBOT",
        });
      case "conversations.info": {
        if (!channel || channel.startsWith("CMISSING"))
          return send(200, { ok: false, error: "channel_not_found" });
        return send(200, { ok: true, channel: { id: channel, name: "policies", is_channel: true } });
      }
      case "users.info": {
        const user = String(body.user ?? "");
        if (!user || user.startsWith("UMISSING")) return send(200, { ok: false, error: "user_not_found" });
        const email = emails.get(user) ?? null;
        return send(200, {
          ok: true,
          user: { id: user, name: user.toLowerCase(), is_bot: false, profile: email ? { email } : {} },
        });
      }
      case "chat.postMessage": {
        if (!channel || channel.startsWith("CMISSING"))
          return send(200, { ok: false, error: "channel_not_found" });
        return send(200, { ok: true, channel, ts: nextTs(), message: { text: body.text } });
      }
      case "chat.postEphemeral":
        if (!channel || channel.startsWith("CMISSING"))
          return send(200, { ok: false, error: "channel_not_found" });
        return send(200, { ok: true, message_ts: nextTs() });
      case "chat.update":
        return send(200, { ok: true, channel, ts: String(body.ts ?? nextTs()), text: body.text });
      default:
        return send(404, { ok: false, error: "unknown_method" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The test run must not wait for this server to exit.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
