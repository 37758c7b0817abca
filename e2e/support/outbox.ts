// The local mail outbox (GET /api/dev/outbox): where mail stays in local and end-to-end runs. It
// answers only to a signed-in platform admin (permission platform.mail), so the tests read it with
// the seeded platform@charterly.test's session, signed in through the real flow in global setup.
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { SESSION_COOKIE } from "./app.ts";
import { callApi, storageStatePath } from "./sign-in.ts";

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  createdAt: string;
}

const PLATFORM_ADMIN = "platform@charterly.test";

function platformSession(): string | null {
  const state = JSON.parse(readFileSync(storageStatePath(PLATFORM_ADMIN), "utf8")) as {
    cookies: Array<{ name: string; value: string }>;
  };
  return state.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}

/** The latest 50 messages, newest first, as the platform admin reads them. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const res = await callApi(platformSession(), "GET", "/api/dev/outbox");
  expect(res.status, `the outbox answers the platform admin (got ${res.status})`).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The newest message to the address. */
export async function messageTo(to: string): Promise<OutboxMessage> {
  const message = (await readOutbox()).find((m) => m.to === to);
  expect(message, `an e-mail to ${to} in the outbox`).toBeTruthy();
  return message as OutboxMessage;
}
