// A local fake of the Slack Web API for tests (never the real Slack). It runs in Node, started by
// vitest.config.ts; the Worker under test reaches it through SLACK_API_URL. It records every call
// (method, the Bearer token, the body) so tests can read them back at GET /__calls?token=…
//
// Behaviour: auth.test refuses tokens containing "invalid" (invalid_auth) and answers team
// "T0FAKETEAM" / "Fake Workspace" otherwise; conversations.info answers channel_not_found for ids
// starting with "CMISSING"; chat.postMessage answers ok. Calls without a Bearer token: not_authed.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSlackCall {
  method: string;
  token: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  if (!raw) return {};
  if ((request.headers["content-type"] ?? "").includes("application/json")) return JSON.parse(raw);
  return Object.fromEntries(new URLSearchParams(raw));
}

export async function startFakeSlackServer(): Promise<{ url: string; close(): Promise<void> }> {
  const calls: FakeSlackCall[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-slack");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/__calls") {
      const token = url.searchParams.get("token");
      return send(
        200,
        calls.filter((call) => token === null || call.token === token),
      );
    }
    const method = url.pathname.replace(/^\/+/, "");
    const authorization = request.headers.authorization ?? "";
    const token = authorization.startsWith("Bearer ") ? authorization.slice(7) : null;
    const body = await readBody(request);
    calls.push({ method, token, contentType: request.headers["content-type"] ?? null, body });
    // api.test needs no token: it only tells whether the Web API answers.
    if (method === "api.test") return send(200, { ok: true });
    if (!token) return send(200, { ok: false, error: "not_authed" });
    if (token.includes("invalid")) return send(200, { ok: false, error: "invalid_auth" });
    switch (method) {
      case "auth.test":
        return send(200, {
          ok: true,
          url: "https://fake-workspace.slack.com/",
          team: "Fake Workspace",
          user: "charterly",
          team_id: "T0FAKETEAM",
          user_id: "U0FAKEBOT",
          bot_id: "B0FAKEBOT",
        });
      case "conversations.info": {
        const channel = String(body.channel ?? "");
        if (!channel || channel.startsWith("CMISSING"))
          return send(200, { ok: false, error: "channel_not_found" });
        return send(200, { ok: true, channel: { id: channel, name: "policies", is_channel: true } });
      }
      case "chat.postMessage": {
        const channel = String(body.channel ?? "");
        if (!channel || channel.startsWith("CMISSING"))
          return send(200, { ok: false, error: "channel_not_found" });
        return send(200, { ok: true, channel, ts: `${Date.now() / 1000}`, message: { text: body.text } });
      }
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
