import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { CharterlyApiError, createCharterlyApi } from "./charterly-api";
import { installation, reply } from "./test-support/fakes";

// The client against a local HTTP server standing in for the Worker: what it sends, and how it
// reads each kind of answer.

type Handler = (body: Record<string, unknown>, request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = () => {};
const received: Array<{
  path: string;
  authorization?: string;
  origin?: string;
  body: Record<string, unknown>;
}> = [];
let baseUrl = "";
const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  received.push({
    path: request.url ?? "",
    authorization: request.headers.authorization,
    origin: request.headers.origin,
    body,
  });
  handler(body, request, response);
});
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

const api = (timeoutMs = 2_000) =>
  createCharterlyApi({ baseUrl, serviceToken: "service-token-0123456789", timeoutMs });
const caller = { teamId: "T0TEAM1", channelId: "C0POLICIES", slackUserId: "U0ASKER" };

async function failure(promise: Promise<unknown>): Promise<CharterlyApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof CharterlyApiError, String(error));
    return error;
  }
  assert.fail("expected the call to fail");
}

describe("the Worker's service routes, from the bot", () => {
  it("sends the bearer credential and the contract's body, and reads the installation", async () => {
    handler = (_body, _request, response) => json(response, 200, installation);
    received.length = 0;
    assert.deepEqual(await api().authorize({ teamId: "T0TEAM1", channelId: "C0POLICIES" }), installation);
    assert.deepEqual(received, [
      {
        path: "/api/slack/authorize",
        authorization: "Bearer service-token-0123456789",
        origin: undefined,
        body: { teamId: "T0TEAM1", channelId: "C0POLICIES" },
      },
    ]);
  });

  it("fills the contract's defaults and reads an answer", async () => {
    const answered = {
      status: "answered",
      question: reply({ id: 41 }),
      reply: reply(),
      appUrl: "https://app.test",
    };
    handler = (_body, _request, response) => json(response, 200, answered);
    received.length = 0;
    const answer = await api().ask({ ...caller, eventId: "Ev1", question: "  Travel rules?  " });
    assert.equal(answer.status, "answered");
    assert.deepEqual(received[0]?.body, {
      ...caller,
      channelType: "channel",
      email: null,
      eventId: "Ev1",
      question: "Travel rules?",
    });
  });

  it("reads a 4xx as the Worker's refusal, with its message", async () => {
    handler = (_body, _request, response) =>
      json(response, 409, { code: "conflict", message: "This document changed; read the new version." });
    const error = await failure(api().acknowledge({ ...caller, documentId: 7, version: 2 }));
    assert.deepEqual(
      [error.kind, error.status, error.code, error.message],
      ["refused", 409, "conflict", "This document changed; read the new version."],
    );
  });

  it("reads a 5xx, an answer outside the contract, an unreachable Worker and a slow one as unavailable", async () => {
    handler = (_body, _request, response) =>
      json(response, 503, { code: "unavailable", message: "D1 is down" });
    assert.equal((await failure(api().toRead(caller))).kind, "unavailable");

    handler = (_body, _request, response) => json(response, 200, { items: "nope" });
    const drift = await failure(api().toRead(caller));
    assert.deepEqual([drift.kind, drift.code], ["unavailable", "unexpected_answer"]);

    const down = createCharterlyApi({
      baseUrl: "http://127.0.0.1:9",
      serviceToken: "service-token-0123456789",
    });
    assert.deepEqual((await failure(down.toRead(caller))).kind, "unavailable");

    // The server never answers: the client gives up at its timeout.
    handler = () => {};
    const slow = await failure(api(200).toRead(caller));
    assert.deepEqual([slow.kind, slow.code], ["unavailable", "timeout"]);
  });

  it("refuses, without calling, what the Worker would refuse", async () => {
    received.length = 0;
    const error = await failure(api().ask({ ...caller, eventId: "Ev2", question: "x".repeat(2001) }));
    assert.deepEqual([error.kind, error.message], ["refused", "A question is at most 2000 characters."]);
    assert.equal(received.length, 0);
  });
});
