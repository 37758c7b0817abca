// A busy database is not a 500 (decision 018). "database is locked" (SQLITE_BUSY) is retried
// briefly; when the lock outlasts the retries the answer is 503 with Retry-After and a message
// saying nothing was saved — and nothing was.

import { env } from "cloudflare:workers";
import { DATABASE_BUSY_MESSAGE, DATABASE_UNCONFIRMED_MESSAGE } from "@charterly/domain/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSY_RETRY_WAITS_MS, isDatabaseBusy } from "../../worker/db/retry-when-busy";
import {
  APP_ORIGIN,
  callApi,
  createDocument,
  findDocument,
  findUser,
  type Person,
  person,
} from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";
import { changesSince, expectClearFailure, takeSnapshot } from "./fault-support";
import { d1Busy, d1SessionTokenFailing } from "./faulty-bindings";

let admin: Person;
let documentId: number;

beforeAll(async () => {
  admin = await person({ tier: "enterprise", role: "company_admin" });
  documentId = await createDocument(admin.company.id, { status: "draft", title: "Busy Policy" });
});

const editDocument = (db: D1Database, title: string) =>
  callApi("PUT", `/api/documents/${documentId}`, {
    cookie: admin.cookie,
    body: { title, content: "Text written while the database was busy." },
    bindings: { DB: db },
  });

describe("A busy database is not a 500", () => {
  it("retries a statement that found the database locked, and the request goes through", async () => {
    const busy = d1Busy(env.DB, 2);
    const res = await callApi("PUT", "/api/profile", {
      cookie: admin.cookie,
      body: { firstName: "Grace", lastName: "Hopper" },
      bindings: { DB: busy.db },
    });
    expect(res.status).toBe(200);
    expect(busy.busyAnswers()).toBe(2);
    expect(await findUser(admin.user.id)).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  it("retries a batch that found the database locked, and the write is made once", async () => {
    const busy = d1Busy(env.DB, BUSY_RETRY_WAITS_MS.length, "batches");
    expect((await editDocument(busy.db, "Busy Policy, edited")).status).toBe(200);
    expect(busy.busyAnswers()).toBe(BUSY_RETRY_WAITS_MS.length);
    expect(await findDocument(documentId)).toMatchObject({ title: "Busy Policy, edited", version: 2 });
  });

  it("answers 503 with Retry-After when the lock outlasts the retries, and nothing is saved", async () => {
    const before = await takeSnapshot();
    const busy = d1Busy(env.DB, Number.POSITIVE_INFINITY, "batches");
    const res = await editDocument(busy.db, "Never saved");
    expect(res.headers.get("Retry-After")).toBe("2");
    const body = await expectClearFailure(res, 503, DATABASE_BUSY_MESSAGE);
    expect(body.code).toBe("unavailable");
    expect(DATABASE_BUSY_MESSAGE).toContain("Nothing was saved");
    expect(busy.busyAnswers()).toBe(BUSY_RETRY_WAITS_MS.length + 1);
    expect(await changesSince(before)).toEqual({});
  });

  it("answers the same 503 when even reading is locked (the session lookup, wrapped by drizzle)", async () => {
    const res = await callApi("GET", `/api/documents/${documentId}`, {
      cookie: admin.cookie,
      bindings: { DB: d1Busy(env.DB, Number.POSITIVE_INFINITY).db },
    });
    expect(res.headers.get("Retry-After")).toBe("2");
    await expectClearFailure(res, 503, DATABASE_BUSY_MESSAGE);
  });

  it("knows local D1's answer when another process holds the file (seed:scale beside npm start) as busy", () => {
    // As drizzle wraps what miniflare answers (its transaction rolled back: nothing applied).
    const local = new Error('Failed query: select "database_number" from "companies"', {
      cause: new Error(
        "D1_ERROR: Failed to get session commit token: internal error; reference = 96pc6pc9jkljp9rl4381u67u",
      ),
    });
    expect(isDatabaseBusy(local)).toBe(true);
    expect(isDatabaseBusy(new Error("D1_ERROR: no such table: documents"))).toBe(false);
  });
});

// Decision 033: D1's Sessions API failing to get the session's commit token is transient. A read (the
// session lookup is the request's first) is retried like a locked database, then answered 503; a
// write is not sent again — D1 may have applied it — and is answered 503 saying to check.
describe("D1 failing to get the session commit token is not a 500", () => {
  it("retries the session lookup and the request goes through", async () => {
    const failing = d1SessionTokenFailing(env.DB, 2);
    const res = await callApi("GET", `/api/documents/${documentId}`, {
      cookie: admin.cookie,
      bindings: { DB: failing.db },
    });
    expect(res.status).toBe(200);
    expect(failing.failures()).toBe(2);
  });

  it("answers 503 with Retry-After when it outlasts the retries, through the API and a page", async () => {
    const api = await callApi("GET", `/api/documents/${documentId}`, {
      cookie: admin.cookie,
      bindings: { DB: d1SessionTokenFailing(env.DB, Number.POSITIVE_INFINITY).db },
    });
    expect(api.headers.get("Retry-After")).toBe("2");
    await expectClearFailure(api, 503, DATABASE_BUSY_MESSAGE);

    const before = await takeSnapshot();
    // As a browser with JavaScript sends it (a single fetch): the answer carries the message.
    const page = await fetchWorker("POST", "/documents.data", {
      cookie: admin.cookie,
      headers: { origin: APP_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=anything",
      bindings: { DB: d1SessionTokenFailing(env.DB, Number.POSITIVE_INFINITY).db },
    });
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("2");
    expect(await page.text()).toContain("Nothing was saved");
    expect(await changesSince(before)).toEqual({});
  });

  it("does not send a write again, and answers 503 saying to check whether it was saved", async () => {
    const failing = d1SessionTokenFailing(env.DB, 1, "writes");
    const res = await editDocument(failing.db, "Maybe saved");
    expect(failing.failures()).toBe(1);
    await expectClearFailure(res, 503, DATABASE_UNCONFIRMED_MESSAGE);
  });
});
