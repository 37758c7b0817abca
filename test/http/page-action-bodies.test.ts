// Decision 033: a page's route action answers a body it cannot read as the API does — 415 for what
// is not a form, 413 for a form over the limit (before it is read), 400 for a broken multipart —
// never a 500. Every route module with an action (found in remix-app/routes, not listed by hand)
// is sent each bad body through the whole Worker and the real route modules, signed in and signed
// out, as a browser without JavaScript posts (the page's address) and as one with it does (`.data`).
import {
  KNOWLEDGE_FILE_SIZE_MESSAGE,
  MAX_FORM_BODY_BYTES,
  MAX_IMPORT_FORM_BYTES,
  MAX_KNOWLEDGE_FILE_BYTES,
} from "@charterly/domain/contract";
import { createRequestHandler } from "@remix-run/server-runtime";
import { beforeAll, describe, expect, it } from "vitest";
import { pageBodyLimit } from "../../worker/domain/files/page-body-limits";
import { PAGE_FORM_TYPE_MESSAGE, PAGE_FORM_UNREADABLE_MESSAGE } from "../../worker/http/page-body";
import { createWorkerRouter } from "../../worker/http/worker-router";
import { APP_ROUTES, type AppRoute, appBuild } from "../support/app-routes";
import { APP_ORIGIN, createDocument, type Person, person } from "../support/fixtures";
import { fetchThrough } from "../support/worker-pages";

const worker = createWorkerRouter(createRequestHandler(appBuild));

// Under the Worker /api/* is the Hono API (test/api/strict-inputs.test.ts): Remix's api.$ route
// only answers it under `remix vite:dev`.
const actionRoutes = APP_ROUTES.filter((route) => route.module.action && route.id !== "routes/api.$");

let companyAdmin: Person;
let platformAdmin: Person;
let documentId: number;

beforeAll(async () => {
  companyAdmin = await person({ tier: "enterprise", role: "company_admin" });
  platformAdmin = await person({ tier: "enterprise", role: "platform_admin" });
  documentId = await createDocument(companyAdmin.company.id, { status: "draft", title: "Bad Bodies" });
});

/** Who may use the route: the platform's pages need its admin; the rest a company's admin. */
const callerFor = (route: AppRoute) =>
  /^\/(platform-settings|admin\/customers)/.test(route.path) ? platformAdmin : companyAdmin;

const pathOf = (route: AppRoute) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name !== "documentId") throw new Error(`No fixture for the path parameter :${name}`);
    return String(documentId);
  });

/** The addresses a form is posted to: the page's (no JavaScript) and its single fetch's. */
function addressesOf(route: AppRoute) {
  const path = pathOf(route);
  const index = route.index ? "?index" : "";
  return [`${path}${index}`, `${path === "/" ? "/_root" : path}.data${index}`];
}

interface BadBody {
  contentType: string | null;
  body: (route: AppRoute) => string;
  status: number;
  message?: (route: AppRoute) => string;
}

const BAD_BODIES: Record<string, BadBody> = {
  json: {
    contentType: "application/json",
    body: () => JSON.stringify({ intent: "save-settings", maxUsers: 7 }),
    status: 415,
    message: () => PAGE_FORM_TYPE_MESSAGE,
  },
  "plain text": {
    contentType: "text/plain;charset=UTF-8",
    body: () => "intent=save-settings",
    status: 415,
    message: () => PAGE_FORM_TYPE_MESSAGE,
  },
  "no content type": {
    contentType: null,
    body: () => "intent=save-settings",
    status: 415,
    message: () => PAGE_FORM_TYPE_MESSAGE,
  },
  "broken multipart": {
    contentType: "multipart/form-data; boundary=----charterly-boundary",
    body: () => "this is not a multipart body\r\n------charterly-bound",
    status: 400,
  },
  "form over the page's limit": {
    contentType: "application/x-www-form-urlencoded",
    body: (route) => `intent=save-settings&pad=${"a".repeat(pageBodyLimit(pathOf(route), false).maxBytes)}`,
    status: 413,
    message: (route) => pageBodyLimit(pathOf(route), false).message,
  },
};

/** The answers a signed-out caller may get instead, where the route says so before reading: sign in. */
const SIGNED_OUT_ANSWERS = [401, 302, 303];

/** Single fetch (`.data`) carries the redirect to sign in as a 202 whose payload names it. */
const sendsToSignIn = (status: number, text: string) =>
  status === 202 && text.includes('"redirect"') && text.includes("/api/login?returnTo=");

describe("bad bodies to every page's action", () => {
  it("finds the route modules with an action in remix-app/routes", () => {
    const ids = actionRoutes.map((route) => route.id);
    expect(ids).toContain("routes/profile");
    expect(ids).toContain("routes/verify-domain");
    expect(ids).toContain("routes/admin.settings");
    expect(ids.length).toBeGreaterThanOrEqual(24);
  });

  for (const [kind, bad] of Object.entries(BAD_BODIES)) {
    it(`answers ${kind} with ${bad.status}, signed in or out, never a 5xx`, async () => {
      const wrong: string[] = [];
      for (const route of actionRoutes) {
        const body = bad.body(route);
        for (const signedIn of [true, false]) {
          for (const address of addressesOf(route)) {
            const res = await fetchThrough(worker, "POST", address, {
              cookie: signedIn ? callerFor(route).cookie : undefined,
              headers: {
                origin: APP_ORIGIN,
                ...(bad.contentType ? { "content-type": bad.contentType } : {}),
              },
              body,
            });
            const text = await res.text();
            const allowed = signedIn ? [bad.status] : [bad.status, ...SIGNED_OUT_ANSWERS];
            const said = bad.message?.(route);
            const signInInstead = !signedIn && sendsToSignIn(res.status, text);
            if (
              (!allowed.includes(res.status) && !signInInstead) ||
              (res.status === bad.status && said && !text.includes(said))
            )
              wrong.push(
                `${route.id} ${address} ${signedIn ? "signed in" : "signed out"}: ${res.status} ${text.slice(0, 160)}`,
              );
          }
        }
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }
});

/** A body of `size` bytes that counts how much of it was read. */
function countedBody(size: number, prefix = "") {
  let sent = 0;
  const head = new TextEncoder().encode(prefix);
  const chunk = new Uint8Array(64 * 1024).fill(97);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0 && head.byteLength > 0) {
        sent += head.byteLength;
        controller.enqueue(head);
        return;
      }
      if (sent >= size) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      sent += part.byteLength;
      controller.enqueue(part);
    },
  });
  return { stream, read: () => sent };
}

const post = (
  path: string,
  cookie: string | undefined,
  contentType: string,
  body: BodyInit,
  length?: number,
) =>
  fetchThrough(worker, "POST", path, {
    cookie,
    headers: {
      origin: APP_ORIGIN,
      "content-type": contentType,
      ...(length === undefined ? {} : { "content-length": String(length) }),
    },
    body,
  });

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=----charterly-boundary";
const filePart = (name: string) =>
  `------charterly-boundary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n------charterly-boundary\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

describe("the limits, applied before the body is read", () => {
  it("refuses a 60 MB form to /profile with 413, reading almost none of it", async () => {
    const body = countedBody(60_000_000);
    const res = await post("/profile", companyAdmin.cookie, FORM, body.stream, 60_000_000);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Nothing was saved");
    expect(body.read()).toBeLessThan(256 * 1024);
  });

  it("refuses a 30 MB form to the anonymous /verify-domain with 413, reading almost none of it", async () => {
    const body = countedBody(30_000_000);
    const res = await post("/verify-domain?token=x", undefined, FORM, body.stream, 30_000_000);
    expect(res.status).toBe(413);
    expect(body.read()).toBeLessThan(256 * 1024);
  });

  it("counts a body sent without a length, or with a false one, and stops it at the limit", async () => {
    const unsaid = countedBody(5_000_000);
    expect((await post("/profile.data", companyAdmin.cookie, FORM, unsaid.stream)).status).toBe(413);
    expect(unsaid.read()).toBeLessThan(MAX_FORM_BODY_BYTES + 256 * 1024);
    const lying = countedBody(5_000_000);
    expect((await post("/verify-domain", undefined, FORM, lying.stream, 100)).status).toBe(413);
    expect(lying.read()).toBeLessThan(MAX_FORM_BODY_BYTES + 256 * 1024);
  });

  it("keeps an upload page's larger limit, the API's for the same upload", async () => {
    // 2 MB: over a form's 1 MB, within the knowledge base's 10 MB. The action reads it (whatever it makes of it).
    const twoMegabytes = `${filePart("policy.bin")}${"a".repeat(2_000_000)}\r\n------charterly-boundary--\r\n`;
    const within = await post("/admin/knowledge.data", companyAdmin.cookie, MULTIPART, twoMegabytes);
    expect(within.status).not.toBe(413);
    expect(within.status).toBeLessThan(500);
    // The same 2 MB to a page that takes no uploads: its form's limit.
    expect((await post("/admin/settings.data", companyAdmin.cookie, MULTIPART, twoMegabytes)).status).toBe(
      413,
    );
  });

  it("refuses an upload over its limit with the upload's 413: declared, before reading; undeclared, cut off", async () => {
    const declared = countedBody(MAX_KNOWLEDGE_FILE_BYTES * 2, filePart("big.txt"));
    const res = await post(
      "/admin/knowledge",
      companyAdmin.cookie,
      MULTIPART,
      declared.stream,
      MAX_KNOWLEDGE_FILE_BYTES * 2,
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(KNOWLEDGE_FILE_SIZE_MESSAGE);
    expect(declared.read()).toBeLessThan(256 * 1024);

    const undeclared = countedBody(MAX_IMPORT_FORM_BYTES + 2_000_000, filePart("big.txt"));
    const cut = await post("/documents.data", companyAdmin.cookie, MULTIPART, undeclared.stream);
    expect(cut.status).toBe(413);
    expect(undeclared.read()).toBeLessThan(MAX_IMPORT_FORM_BYTES + 1_000_000);
  });

  it("lets good forms through, urlencoded and multipart: the action reads them as before", async () => {
    const fields = { intent: "save-settings", set: "maxUsers", maxUsers: "9" };
    const urlencoded = await post(
      "/admin/settings.data",
      companyAdmin.cookie,
      FORM,
      new URLSearchParams(fields).toString(),
    );
    expect(urlencoded.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, maxUsers: "11" })) form.append(name, value);
    const multipart = await fetchThrough(worker, "POST", "/admin/settings.data", {
      cookie: companyAdmin.cookie,
      headers: { origin: APP_ORIGIN },
      body: form,
    });
    expect(multipart.status).toBe(200);
    const broken = await post("/admin/settings", companyAdmin.cookie, MULTIPART, "garbage");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(PAGE_FORM_UNREADABLE_MESSAGE);
  });
});
