// Decision 010: strict inputs. JSON routes take JSON only; typed text is plain text; a document's
// text has one bound in UTF-8 bytes whichever way it arrives; archives and PDFs are measured
// before they are read. A JSON body over its route's limit is refused before parsing.
import { env } from "cloudflare:workers";
import {
  archiveTooLargeMessage,
  bodyTooLargeMessage,
  CONTENT_TOO_LONG_MESSAGE,
  MAX_JSON_BODY_BYTES,
  tooManyPagesMessage,
  tooMuchTextMessage,
  utf8ByteLength,
} from "@charterly/domain/contract";
import { count, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { listRoutes } from "../../worker/api/route-table";
import { documents } from "../../worker/db/schema";
import { checkAccess } from "../../worker/domain/access/access-rule";
import {
  APP_ORIGIN,
  callApi,
  createDocument,
  domain,
  fetchApi,
  findDocument,
  findUser,
  type Person,
  person,
  platformAdmin,
  uploadForImport as upload,
} from "../support/fixtures";
import { buildZip, minimalDocxParts } from "../support/zip-files";

interface ErrorAnswer {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

let admin: Person;
let payPerUse: Person;
let operator: Person;
let documentId: number;

beforeAll(async () => {
  admin = await person({ tier: "enterprise", role: "company_admin" });
  payPerUse = await person({ tier: "per_document", role: "company_admin" });
  // The platform's routes (templates, customers, tokens, settings, CRM) take JSON bodies too.
  operator = await platformAdmin();
  documentId = await createDocument(admin.company.id, { status: "draft", title: "Leave Policy" });
});

/** The Slack bot's service routes (decision 017) are called with its bearer credential instead of a cookie. */
const SERVICE_TOKEN = "strict-slack-service-token-0123456789abcdef";
const slackBot = { cookie: "", bearer: SERVICE_TOKEN };

function sendRaw(
  method: string,
  path: string,
  cookie: string,
  body: string,
  contentType?: string,
  bearer?: string,
) {
  const headers = new Headers({ cookie, origin: APP_ORIGIN });
  if (contentType !== undefined) headers.set("content-type", contentType);
  if (bearer) headers.set("authorization", `Bearer ${bearer}`);
  return fetchApi(new Request(`${APP_ORIGIN}${path}`, { method, headers, body }), {
    SLACK_SERVICE_TOKEN: SERVICE_TOKEN,
  });
}

type JsonRoute = ReturnType<typeof listRoutes>[number];

/** A test caller the route admits: the Slack bot for a service route, else the first person it lets in. */
function callerAdmittedTo(route: JsonRoute): { cookie: string; bearer?: string } {
  const caller =
    route.meta!.access.kind === "service"
      ? slackBot
      : [admin, payPerUse, operator].find((p) => !checkAccess(route.meta!.access, p.actor));
  expect(caller, `${route.method} ${route.path}: no test caller may call it`).toBeDefined();
  return caller!;
}

/** The route's path with every id the test's document (an id of the wrong kind answers after the body's checks). */
const pathOf = (route: JsonRoute) => route.path.replace(/:\w+/g, String(documentId));

describe("JSON routes answer 415 unless the body is application/json", () => {
  const routes = listRoutes(createApiApp()).filter((r) => r.meta?.body);

  it("every route that takes a JSON body refuses other media types, naming the one to send", async () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const notJson = [
      undefined,
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      "application/json-patch+json",
    ];
    for (const route of routes) {
      const caller = callerAdmittedTo(route);
      const path = pathOf(route);
      const body = JSON.stringify(route.meta!.example);
      for (const contentType of notJson) {
        const res = await sendRaw(route.method, path, caller.cookie, body, contentType, caller.bearer);
        const label = `${route.method} ${route.path} as ${contentType ?? "(no content type)"}`;
        expect(res.status, label).toBe(415);
        expect(await res.json(), label).toEqual({
          code: "unsupported_media_type",
          message: 'Send the request body as JSON, with the header "Content-Type: application/json".',
        });
      }
    }
  }, 30_000);

  it("accepts application/json with parameters, in any case", async () => {
    for (const contentType of [
      "application/json",
      "application/json; charset=utf-8",
      "Application/JSON;charset=UTF-8",
    ]) {
      const res = await sendRaw(
        "PUT",
        "/api/profile",
        admin.cookie,
        JSON.stringify({ firstName: "Ada", lastName: "Lovelace" }),
        contentType,
      );
      expect(res.status, contentType).toBe(200);
    }
  });
});

describe("JSON bodies over 1 MB answer 413 before parsing", () => {
  const routes = listRoutes(createApiApp()).filter((r) => r.meta?.body);
  const profile = JSON.stringify({ firstName: "Ada", lastName: "Lovelace" });
  /** Valid JSON of exactly `bytes` bytes: the profile change, padded with spaces JSON ignores. */
  const paddedProfile = (bytes: number) => profile + " ".repeat(bytes - profile.length);
  const tooLarge = (maxBytes: number) => ({
    code: "payload_too_large",
    message: bodyTooLargeMessage(maxBytes),
  });

  /** A body streamed in 1 MB chunks of spaces after the profile change, counting the chunks read. */
  function streamedProfile(megabytes: number) {
    const read = { chunks: 0 };
    const spaces = new TextEncoder().encode(" ".repeat(1_000_000));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(profile));
      },
      pull(controller) {
        if (read.chunks === megabytes) return controller.close();
        read.chunks++;
        controller.enqueue(spaces);
      },
    });
    return { body, read };
  }
  const putProfile = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetchApi(
      new Request(`${APP_ORIGIN}/api/profile`, {
        method: "PUT",
        headers: { cookie: admin.cookie, origin: APP_ORIGIN, "content-type": "application/json", ...headers },
        body,
      }),
    );

  it("refuses a 20 MB body with 413, and changes nothing (it used to be parsed, and applied)", async () => {
    const before = await findUser(admin.user.id);
    const res = await putProfile(paddedProfile(20_000_000));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge(MAX_JSON_BODY_BYTES));
    expect(bodyTooLargeMessage(MAX_JSON_BODY_BYTES)).toBe(
      "The request body is larger than 1 MB, the most this request may carry. Nothing was saved.",
    );
    expect(await findUser(admin.user.id)).toEqual(before);
  });

  it("stops reading a body sent without Content-Length as soon as it passes 1 MB", async () => {
    const { body, read } = streamedProfile(20);
    const res = await putProfile(body);
    expect(res.status).toBe(413);
    expect(read.chunks).toBeLessThanOrEqual(2);
  });

  it("refuses a declared Content-Length over 1 MB before reading a byte", async () => {
    const { body, read } = streamedProfile(20);
    const res = await putProfile(body, { "content-length": String(20_000_000 + profile.length) });
    expect(res.status).toBe(413);
    expect(read.chunks).toBe(0);
  });

  it("reads and applies a body of exactly 1 MB, as before", async () => {
    expect((await putProfile(paddedProfile(MAX_JSON_BODY_BYTES))).status).toBe(200);
    expect((await putProfile(paddedProfile(MAX_JSON_BODY_BYTES + 1))).status).toBe(413);
  });

  it("holds on every route that takes a JSON body; a document's edit takes its whole text, escaped", async () => {
    for (const route of routes) {
      const caller = callerAdmittedTo(route);
      const limit = route.meta!.maxBodyBytes ?? MAX_JSON_BODY_BYTES;
      const example = JSON.stringify(route.meta!.example);
      const body = example + " ".repeat(limit + 1 - example.length);
      const res = await sendRaw(
        route.method,
        pathOf(route),
        caller.cookie,
        body,
        "application/json",
        caller.bearer,
      );
      const label = `${route.method} ${route.path}`;
      expect(res.status, label).toBe(413);
      expect(await res.json(), label).toEqual(tooLarge(limit));
    }
    // 1.9 MB of line breaks is 3.8 MB of JSON: still an edit, not a 413.
    const res = await callApi("PUT", `/api/documents/${documentId}`, {
      cookie: admin.cookie,
      body: { title: "Leave Policy", content: "\n".repeat(1_900_000) },
    });
    expect(res.status).toBe(200);
  }, 60_000);
});

describe("titles, names, comments and reasons refuse control characters and text-direction overrides, naming the field", () => {
  interface FieldCase {
    method: string;
    path: () => string;
    who: () => Person;
    body: Record<string, unknown>;
    field: string;
    multiline: boolean;
  }
  const doc = () => `/api/documents/${documentId}`;
  const edit = { title: "Leave Policy", description: "Annual leave", content: "Text" };
  const tokenRequest = {
    requestedTokens: 10,
    businessJustification: "We approve many policies every month.",
    urgency: "medium",
    contactEmail: "finance@example.test",
    contactPhone: "+44 20 7946 0000",
  };
  const inquiry = {
    fullName: "Ada Lovelace",
    email: "ada@example.test",
    company: "Analytical Engines",
    companySize: "11-50",
    inquiryType: "full_enterprise",
    currentTier: "enterprise",
    notes: "Please call.",
  };
  const generate = { templateType: "hr", companyName: "Acme", department: "hr", requirements: "One" };
  const cases: FieldCase[] = [
    { method: "PUT", path: doc, who: () => admin, body: edit, field: "title", multiline: false },
    { method: "PUT", path: doc, who: () => admin, body: edit, field: "description", multiline: true },
    {
      method: "POST",
      path: () => `${doc()}/archive`,
      who: () => admin,
      body: {},
      field: "reason",
      multiline: true,
    },
    {
      method: "POST",
      path: () => `${doc()}/comments`,
      who: () => admin,
      body: { commentType: "general" },
      field: "comment",
      multiline: true,
    },
    {
      method: "POST",
      path: () => `${doc()}/reject`,
      who: () => payPerUse,
      body: {},
      field: "rejectionReason",
      multiline: true,
    },
    {
      method: "PUT",
      path: () => "/api/profile",
      who: () => admin,
      body: { firstName: "A", lastName: "B" },
      field: "firstName",
      multiline: false,
    },
    {
      method: "PUT",
      path: () => "/api/profile",
      who: () => admin,
      body: { firstName: "A", lastName: "B" },
      field: "lastName",
      multiline: false,
    },
    {
      method: "PUT",
      path: () => "/api/profile",
      who: () => admin,
      body: { firstName: "A", lastName: "B" },
      field: "companyName",
      multiline: false,
    },
    {
      method: "POST",
      path: () => "/api/tokens/request",
      who: () => payPerUse,
      body: tokenRequest,
      field: "businessJustification",
      multiline: true,
    },
    {
      method: "POST",
      path: () => "/api/tokens/request",
      who: () => payPerUse,
      body: tokenRequest,
      field: "contactPhone",
      multiline: false,
    },
    {
      method: "POST",
      path: () => "/api/enterprise-inquiry",
      who: () => admin,
      body: inquiry,
      field: "fullName",
      multiline: false,
    },
    {
      method: "POST",
      path: () => "/api/enterprise-inquiry",
      who: () => admin,
      body: inquiry,
      field: "company",
      multiline: false,
    },
    {
      method: "POST",
      path: () => "/api/enterprise-inquiry",
      who: () => admin,
      body: inquiry,
      field: "currentTier",
      multiline: false,
    },
    {
      method: "POST",
      path: () => "/api/enterprise-inquiry",
      who: () => admin,
      body: inquiry,
      field: "notes",
      multiline: true,
    },
    {
      method: "POST",
      path: () => "/api/documents/generate",
      who: () => admin,
      body: generate,
      field: "companyName",
      multiline: false,
    },
    {
      method: "POST",
      path: () => "/api/documents/generate",
      who: () => admin,
      body: generate,
      field: "requirements",
      multiline: true,
    },
  ];
  // A bell, a NUL, an escape, DEL, a C1 control, the right-to-left override, its pop, an isolate.
  const alwaysRefused = [
    "\u0007",
    "\u0000",
    "\u001b[31m",
    "\u007f",
    "\u0085",
    "\u202e",
    "\u202c",
    "\u2066",
    "\u2069",
  ];
  const lineBreaksAndTabs = ["\n", "\r\n", "\t"];

  const send = (c: FieldCase, value: string) =>
    callApi(c.method, c.path(), {
      cookie: c.who().cookie,
      body: { ...c.body, [c.field]: `Policy ${value} text` },
    });

  it("refuses them with a 400 whose fields name the field", async () => {
    for (const c of cases) {
      const refused = c.multiline ? alwaysRefused : [...alwaysRefused, ...lineBreaksAndTabs];
      for (const value of refused) {
        const res = await send(c, value);
        const label = `${c.method} ${c.path()} ${c.field} with ${JSON.stringify(value)}`;
        expect(res.status, label).toBe(400);
        const answer = (await res.json()) as ErrorAnswer;
        expect(answer.code, label).toBe("invalid_input");
        expect(answer.fields?.[c.field], label).toMatch(/cannot contain/);
        expect(answer.message, label).toContain(`${c.field}: `);
      }
    }
  }, 30_000);

  it("keeps line breaks and tabs in comments, reasons and other multi-line fields", async () => {
    for (const c of cases.filter((c) => c.multiline)) {
      for (const value of lineBreaksAndTabs) {
        const res = await send(c, value);
        const answer = res.status === 400 ? ((await res.json()) as ErrorAnswer) : null;
        expect(
          answer?.fields?.[c.field],
          `${c.path()} ${c.field} with ${JSON.stringify(value)}`,
        ).toBeUndefined();
      }
    }
    const comment = await callApi("POST", `${doc()}/comments`, {
      cookie: admin.cookie,
      body: { comment: "First point.\n\n\tSecond point.", commentType: "general" },
    });
    expect(comment.status).toBeLessThan(300);
  });

  it("document content keeps line breaks, tabs and direction marks, and refuses other control characters", async () => {
    const put = (content: string) =>
      callApi("PUT", doc(), { cookie: admin.cookie, body: { ...edit, content } });
    const kept = "Scope\r\n\n\tRule one.\n\u202bنص عربي\u202c and \u2067עברית\u2069.";
    expect((await put(kept)).status).toBe(200);
    expect((await findDocument(documentId))!.content).toBe(kept);
    for (const value of ["\u0000", "\u0007", "\u001b", "\u000b", "\u000c", "\u007f"]) {
      const res = await put(`Text ${value}`);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(((await res.json()) as ErrorAnswer).fields?.content).toBe(
        "Content cannot contain control characters other than line breaks and tabs.",
      );
    }
  });
});

async function documentCount(companyId: number) {
  const [counted] = await domain()
    .companyDb.select({ value: count() })
    .from(documents)
    .where(eq(documents.companyId, companyId));
  return counted!.value;
}

describe("size limits count UTF-8 bytes, the same bound for editing as for import", () => {
  const euros = (n: number) => "€".repeat(n); // three bytes each

  it("counts UTF-8 bytes as the encoder does", () => {
    for (const text of ["", "abc", "é", "€", "😀", "a😀b", "\ud800", "\udc00x", "x\ud800", euros(10)]) {
      expect(utf8ByteLength(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).byteLength);
    }
  });

  it("editing refuses content over 1.9 MB of UTF-8, however few characters it has", async () => {
    const { cookie, company } = await person({ tier: "enterprise", role: "company_admin" });
    const id = await createDocument(company.id, { status: "draft" });
    const put = (content: string) =>
      callApi("PUT", `/api/documents/${id}`, { cookie, body: { title: "Big", content } });
    // 700,000 characters, 2.1 MB: refused (the edit used to count characters and take up to 3 MB).
    const tooMuch = await put(euros(700_000));
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ fields: { content: CONTENT_TOO_LONG_MESSAGE } });
    expect(CONTENT_TOO_LONG_MESSAGE).toContain("1.9 MB");
    expect((await put(`${"a".repeat(1_900_000 - 2)}€`)).status).toBe(400); // 1,900,001 bytes
    // Exactly the bound, in three-byte and one-byte characters alike.
    expect((await put(euros(633_333))).status).toBe(200);
    expect((await put("a".repeat(1_900_000))).status).toBe(200);
    expect((await findDocument(id))!.content).toHaveLength(1_900_000);
  }, 30_000);

  it("import refuses the same text with 413, and takes what editing takes", async () => {
    const { cookie, company } = await person({ tier: "enterprise", role: "company_admin" });
    const tooMuch = await upload(cookie, "wide.txt", new TextEncoder().encode(euros(700_000)));
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.json()).toEqual({
      code: "payload_too_large",
      message: tooMuchTextMessage("wide.txt"),
    });
    expect(tooMuchTextMessage("wide.txt")).toContain("1.9 MB");
    expect(await documentCount(company.id)).toBe(0);
    const fits = await upload(cookie, "fits.txt", new TextEncoder().encode(`Title\n\n${euros(633_000)}`));
    expect(fits.status).toBe(200);
  }, 30_000);
});

describe("archives are measured before they are opened; PDF extraction is bounded", () => {
  it("refuses a .docx whose parts would expand past the text limit, from its central directory", async () => {
    const { cookie, company } = await person({ tier: "enterprise", role: "company_admin" });
    // 20 KB that would expand to 20 MB (the directory tells the truth).
    const bomb = await buildZip(minimalDocxParts("Policy", 20_000_000));
    expect(bomb.byteLength).toBeLessThan(40_000);
    // 1 KB whose directory claims 50 MB for word/document.xml (its data is not even DEFLATE).
    const lying = await buildZip([
      ...minimalDocxParts("Policy").slice(0, 2),
      { name: "word/document.xml", data: "x".repeat(1000), method: 0, declaredSize: 50_000_000 },
    ]);
    for (const [name, bytes] of [
      ["bomb.docx", bomb],
      ["lying.docx", lying],
    ] as const) {
      const res = await upload(cookie, name, bytes);
      expect(res.status, name).toBe(413);
      expect(await res.json()).toEqual({ code: "payload_too_large", message: archiveTooLargeMessage(name) });
    }
    expect(await documentCount(company.id)).toBe(0);
    expect((await env.FILES.list({ prefix: `imports/${company.id}/` })).objects).toHaveLength(0);
  });

  it("still imports a .docx whose text parts fit", async () => {
    const { cookie } = await person({ tier: "enterprise", role: "company_admin" });
    const res = await upload(
      cookie,
      "remote.docx",
      await buildZip(minimalDocxParts("Remote Work\nTwo days a week.")),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: "Remote Work" });
  });

  it("refuses a PDF of more than 500 pages before reading them", async () => {
    const { cookie, company } = await person({ tier: "enterprise", role: "company_admin" });
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 501; i++) pdf.addPage();
    const res = await upload(cookie, "huge.pdf", await pdf.save());
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: "payload_too_large", message: tooManyPagesMessage("huge.pdf") });
    expect(await documentCount(company.id)).toBe(0);
  }, 30_000);
});
