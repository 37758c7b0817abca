// A local fake DNS-over-HTTPS resolver for tests (never a real one): the JSON API that
// worker/adapters/dns/dns-over-https.ts reads (`GET /dns-query?name=…&type=TXT`, answering
// `application/dns-json`). Started by vitest.config.ts, which hands its URL to the Worker as
// DNS_OVER_HTTPS_URL. Tests publish records with `PUT /__txt?name=<name>` (a JSON array of strings,
// each one TXT record). A name starting with "servfail." answers SERVFAIL; "down." closes the
// connection, as a resolver that cannot be reached.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

const NOERROR = 0;
const SERVFAIL = 2;
const NXDOMAIN = 3;
const TXT = 16;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A TXT value as DoH servers write it: quoted, and split into 255-character strings. */
const quoted = (value: string) =>
  (value.match(/.{1,255}/gs) ?? [""]).map((part) => `"${part.replace(/(["\\])/g, "\\$1")}"`).join(" ");

export async function startFakeDnsOverHttpsServer() {
  const records = new Map<string, string[]>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-doh");
    const name = (url.searchParams.get("name") ?? "").toLowerCase().replace(/\.$/, "");
    const send = (status: number, body: unknown, type = "application/dns-json") => {
      response.writeHead(status, { "content-type": type });
      response.end(JSON.stringify(body));
    };
    if (request.method === "PUT" && url.pathname === "/__txt") {
      records.set(name, JSON.parse(await readBody(request)) as string[]);
      return send(200, { ok: true }, "application/json");
    }
    if (request.method !== "GET" || url.pathname !== "/dns-query") return send(404, { error: "not found" });
    if (request.headers.accept !== "application/dns-json") return send(415, { error: "accept dns-json" });
    if (name.startsWith("down.") || name.includes(".down.")) return request.socket.destroy();
    if (name.startsWith("servfail.") || name.includes(".servfail."))
      return send(200, { Status: SERVFAIL, Question: [{ name, type: TXT }] });
    const values = records.get(name);
    if (!values) return send(200, { Status: NXDOMAIN, Question: [{ name, type: TXT }] });
    return send(200, {
      Status: NOERROR,
      Question: [{ name, type: TXT }],
      Answer: values.map((value) => ({ name, type: TXT, TTL: 300, data: quoted(value) })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/dns-query`,
    /** Where tests publish TXT records: PUT `${recordsUrl}?name=…` with a JSON array. */
    recordsUrl: `${origin}/__txt`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
