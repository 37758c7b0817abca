// The local mail outbox (GET /api/dev/outbox): where mail stays in local and end-to-end runs. It
// answers only to a signed-in platform admin (permission platform.mail), so the tests read it as the
// seeded platform@charterly.test, signed in through the real flow once per browser.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { type SignedIn, signInAs } from "./sign-in.ts";

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
const readers = new WeakMap<Browser, Promise<SignedIn>>();

/** The latest 50 messages, newest first, as the platform admin reads them. */
export async function readOutbox(browser: Browser): Promise<OutboxMessage[]> {
  let reader = readers.get(browser);
  if (!reader) {
    reader = signInAs(browser, PLATFORM_ADMIN);
    readers.set(browser, reader);
    // A failed sign-in must not be remembered.
    reader.catch(() => readers.delete(browser));
  }
  const res = await (await reader).api("GET", "/api/dev/outbox");
  assert.equal(res.status, 200, `the outbox answers the platform admin (got ${res.status})`);
  return (await res.json()) as OutboxMessage[];
}

/** The newest message to the address. */
export async function messageTo(browser: Browser, to: string): Promise<OutboxMessage> {
  const message = (await readOutbox(browser)).find((m) => m.to === to);
  assert.ok(message, `an e-mail to ${to} in the outbox`);
  return message;
}
