import { env } from "cloudflare:workers";
import {
  documentAlreadyAddedMessage,
  KNOWLEDGE_FILE_SIZE_MESSAGE,
  KNOWLEDGE_FILE_TYPE_MESSAGE,
  KNOWLEDGE_SNIPPET_LENGTH,
  KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE,
  type KnowledgeBaseEntryDto,
  type KnowledgeSearchResultDto,
  NO_TEXT_LAYER_MESSAGE,
  SEARCH_QUERY_REQUIRED_MESSAGE,
} from "@charterly/domain/contract";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { loader as tabLoader } from "../../remix-app/routes/admin.knowledge";
import { knowledgeBaseDocuments, knowledgeChunks } from "../../worker/db/schema";
import {
  APP_ORIGIN,
  callApi,
  createDocument,
  domain,
  fetchApi,
  type Person,
  person,
} from "../support/fixtures";
import { loadPage } from "../support/page-route-requests";

const REMOTE_WORK = `Remote Work Guidelines

1. Equipment

The company provides a laptop, a second monitor and a headset for the home office. Staff return the equipment when they leave.

2. Working hours

Core hours are 10:00 to 15:00. Outside core hours staff plan their own time, and record overtime in the time sheet.

3. Security

Company data stays on company devices. Public Wi-Fi is used only through the VPN.`;

const text = (s: string) => new TextEncoder().encode(s);

function upload(
  cookie: string,
  file: { name: string; bytes: Uint8Array } | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  if (file) form.set("file", new File([file.bytes.slice()], file.name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return fetchApi(
    new Request(`${APP_ORIGIN}/api/admin/knowledge-base/upload`, {
      method: "POST",
      headers: { cookie, origin: APP_ORIGIN },
      body: form,
    }),
  );
}

async function uploaded(
  cookie: string,
  name = "remote.txt",
  content = REMOTE_WORK,
  title = "Remote Work Guidelines",
) {
  const res = await upload(
    cookie,
    { name, bytes: text(content) },
    { title, documentType: "policy", category: "hr" },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as KnowledgeBaseEntryDto;
}

async function search(cookie: string, query: string, extra: Record<string, unknown> = {}) {
  const res = await callApi("POST", "/api/admin/knowledge-base/search", {
    cookie,
    body: { query, ...extra },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { results: KnowledgeSearchResultDto[] }).results;
}

async function list(cookie: string, query = "") {
  const res = await callApi("GET", `/api/admin/knowledge-base${query}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: KnowledgeBaseEntryDto[] }).entries;
}

const admin = (options: Parameters<typeof person>[0] = {}) => person({ role: "company_admin", ...options });

async function nothingStored(companyId: number) {
  const db = domain().companyDb;
  const [entries] = await db
    .select({ value: count() })
    .from(knowledgeBaseDocuments)
    .where(eq(knowledgeBaseDocuments.companyId, companyId));
  const [chunks] = await db
    .select({ value: count() })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.companyId, companyId), isNotNull(knowledgeChunks.knowledgeBaseDocumentId)));
  expect(entries!.value).toBe(0);
  expect(chunks!.value).toBe(0);
  expect((await env.FILES.list({ prefix: `knowledge/${companyId}/` })).objects).toHaveLength(0);
}

async function entryRow(id: number) {
  return (
    await domain().companyDb.select().from(knowledgeBaseDocuments).where(eq(knowledgeBaseDocuments.id, id))
  )[0];
}

async function pdfWith(lines: string[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 740 - i * 20, size: 12, font });
  return pdf.save();
}

/** A "scan": a page with only drawn shapes, no text layer. */
async function scannedPdf() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  page.drawRectangle({ x: 50, y: 600, width: 400, height: 100, color: rgb(0.2, 0.2, 0.2) });
  return pdf.save();
}

describe("knowledge-base upload and search", () => {
  it("uploads a text file: the entry, its passages, the original in R2; search finds it with a percent match and a snippet", async () => {
    const { company, cookie } = await admin();
    const entry = await uploaded(cookie);
    expect(entry).toMatchObject({
      title: "Remote Work Guidelines",
      fileName: "remote.txt",
      fileSize: text(REMOTE_WORK).byteLength,
      category: "hr",
      documentType: "policy",
      isActive: true,
      sourceDocumentId: null,
      inForce: true,
    });
    expect(entry.chunkCount).toBeGreaterThan(0);
    const row = (await entryRow(entry.id))!;
    expect(row.fileKey).toMatch(new RegExp(`^knowledge/${company.id}/[0-9a-f-]{36}/remote\\.txt$`));
    expect(await env.FILES.get(row.fileKey!)).not.toBeNull();
    const chunks = await domain()
      .companyDb.select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.knowledgeBaseDocumentId, entry.id));
    expect(chunks).toHaveLength(entry.chunkCount);

    const results = await search(cookie, "monitor for the home office");
    expect(results[0]).toMatchObject({
      id: entry.id,
      source: "knowledge_base",
      title: "Remote Work Guidelines",
      category: "hr",
      documentType: "policy",
    });
    const best = results[0]!;
    expect(best.content).toContain("second monitor");
    expect(best.similarity).toBeGreaterThan(0);
    expect(best.similarity).toBeLessThanOrEqual(1);
    expect(best.snippet.length).toBeLessThanOrEqual(KNOWLEDGE_SNIPPET_LENGTH + 2);
    expect(best.snippet.toLowerCase()).toContain("monitor");

    expect(await list(cookie)).toEqual([entry]);
    expect(await list(cookie, "?search=remote&status=active&category=hr&documentType=policy")).toEqual([
      entry,
    ]);
    expect(await list(cookie, "?status=inactive")).toEqual([]);
    expect(await list(cookie, "?search=travel")).toEqual([]);
    expect(await list(cookie, "?documentType=example")).toEqual([]);
  });

  it("reads PDFs and Markdown with the import's extractors; the category filter narrows the search", async () => {
    const { cookie } = await admin();
    const pdf = await upload(
      cookie,
      {
        name: "travel.pdf",
        bytes: await pdfWith(["Travel Policy", "Flights are booked through the travel desk."]),
      },
      { title: "Travel Policy", category: "finance", documentType: "example" },
    );
    expect(pdf.status).toBe(200);
    const md = await upload(
      cookie,
      { name: "it.md", bytes: text("# Password rules\n\nPasswords have at least 14 characters.\n") },
      { title: "Password rules", category: "it" },
    );
    expect(await md.json()).toMatchObject({ documentType: "policy", category: "it" });

    expect((await search(cookie, "flights travel desk"))[0]).toMatchObject({
      title: "Travel Policy",
      documentType: "example",
    });
    expect(await search(cookie, "flights travel desk", { category: "it" })).toEqual([]);
    expect((await search(cookie, "password characters", { category: "it" }))[0]).toMatchObject({
      title: "Password rules",
    });
  });

  it("refuses a wrong type (415), over 10 MB (413), a scanned PDF (422) and a missing title or file (400), storing nothing", async () => {
    const { company, cookie } = await admin();
    const fields = { title: "Something" };
    for (const [name, bytes] of [
      ["setup.exe", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])],
      ["policy.pdf", text("<html>I am a web page</html>")],
      ["old.doc", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
      ["latin1.txt", new Uint8Array([0x43, 0x61, 0x66, 0xe9])],
    ] as const) {
      const res = await upload(cookie, { name, bytes }, fields);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toEqual({
        code: "unsupported_media_type",
        message: KNOWLEDGE_FILE_TYPE_MESSAGE,
      });
    }

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(text("%PDF-1.7\n"));
    const tooBig = await upload(cookie, { name: "huge.pdf", bytes: big }, fields);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ code: "payload_too_large", message: KNOWLEDGE_FILE_SIZE_MESSAGE });

    const scan = await upload(cookie, { name: "scan.pdf", bytes: await scannedPdf() }, fields);
    expect(scan.status).toBe(422);
    expect(await scan.json()).toMatchObject({ code: "unprocessable", message: NO_TEXT_LAYER_MESSAGE });

    const noTitle = await upload(cookie, { name: "a.txt", bytes: text("Some policy") }, { title: "  " });
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({
      code: "invalid_input",
      message: KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE,
    });
    const noFile = await upload(cookie, null, fields);
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({
      code: "invalid_input",
      message: KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE,
    });
    const json = await callApi("POST", "/api/admin/knowledge-base/upload", { cookie, body: fields });
    expect(json.status).toBe(415);

    await nothingStored(company.id);
  });

  it("answers an empty search query with 400 'Search Query Required'", async () => {
    const { cookie } = await admin();
    for (const body of [{ query: "   " }, {}]) {
      const res = await callApi("POST", "/api/admin/knowledge-base/search", { cookie, body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(SEARCH_QUERY_REQUIRED_MESSAGE);
    }
  });

  it("the tab's search is a GET form its loader answers as the API does; an empty query is said next to its field", async () => {
    const { cookie } = await admin();
    await uploaded(cookie);
    const fromApi = await search(cookie, "laptop and headset for the home office", { category: "hr" });
    expect(fromApi.length).toBeGreaterThan(0);

    type Loaded = {
      passages: {
        query: string;
        fieldErrors: Record<string, string>;
        found: { ok: boolean; data?: { results: KnowledgeSearchResultDto[] } } | null;
      } | null;
    };
    const page = (query: string) => loadPage<Loaded>(tabLoader, `/admin/knowledge${query}`, cookie);
    const found = await page("?passage=laptop+and+headset+for+the+home+office&passageCategory=hr");
    expect(found.passages).toMatchObject({
      query: "laptop and headset for the home office",
      fieldErrors: {},
    });
    expect(found.passages!.found).toEqual({ ok: true, data: { results: fromApi } });

    const empty = await page("?passage=+++&passageCategory=");
    expect(empty.passages).toMatchObject({
      fieldErrors: { query: SEARCH_QUERY_REQUIRED_MESSAGE },
      found: null,
    });
    expect((await page("")).passages).toBeNull();

    // Anyone without the tab (a user) gets no data, and so no search.
    const { cookie: user } = await person({ role: "user", company: (await admin()).company });
    expect(await loadPage(tabLoader, "/admin/knowledge?passage=laptop", user)).toEqual({ state: "denied" });
  });

  it("never finds an inactive entry; switched on again, it is found", async () => {
    const { cookie } = await admin();
    const entry = await uploaded(cookie);
    const off = await callApi("PUT", `/api/admin/knowledge-base/${entry.id}/status`, {
      cookie,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: entry.id, isActive: false });
    expect(await search(cookie, "monitor home office")).toEqual([]);
    expect((await list(cookie, "?status=inactive")).map((e) => e.id)).toEqual([entry.id]);

    await callApi("PUT", `/api/admin/knowledge-base/${entry.id}/status`, {
      cookie,
      body: { isActive: true },
    });
    expect((await search(cookie, "monitor home office"))[0]?.id).toBe(entry.id);
  });

  it("removes an entry with its passages and its original; it is never found again", async () => {
    const { company, cookie } = await admin();
    const entry = await uploaded(cookie);
    const key = (await entryRow(entry.id))!.fileKey!;
    const res = await callApi("DELETE", `/api/admin/knowledge-base/${entry.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(await search(cookie, "monitor home office")).toEqual([]);
    expect(await env.FILES.get(key)).toBeNull();
    await nothingStored(company.id);
    expect((await callApi("DELETE", `/api/admin/knowledge-base/${entry.id}`, { cookie })).status).toBe(404);
  });

  it("keeps each company's knowledge to itself", async () => {
    const owner = await admin();
    const entry = await uploaded(owner.cookie);
    const other = await admin();
    expect(await search(other.cookie, "monitor home office")).toEqual([]);
    expect(await list(other.cookie)).toEqual([]);
    const toggle = await callApi("PUT", `/api/admin/knowledge-base/${entry.id}/status`, {
      cookie: other.cookie,
      body: { isActive: false },
    });
    expect(toggle.status).toBe(404);
    expect(
      (await callApi("DELETE", `/api/admin/knowledge-base/${entry.id}`, { cookie: other.cookie })).status,
    ).toBe(404);
    expect((await entryRow(entry.id))?.isActive).toBe(true);
    // Nor can it import the owner's library documents.
    const documentId = await createDocument(owner.company.id, { status: "approved" });
    const imported = await callApi("POST", "/api/admin/knowledge-base/import", {
      cookie: other.cookie,
      body: { documentId },
    });
    expect(imported.status).toBe(404);
  });
});

describe("importing a library document", () => {
  it("'Import from Library' offers the company's documents but the archived, read by the tab's loader", async () => {
    const { company, cookie } = await admin();
    const kept = await createDocument(company.id, { title: "Expense Policy", status: "approved" });
    await createDocument(company.id, { title: "Old Expense Policy", status: "archived" });
    await createDocument((await admin()).company.id, { title: "Someone Else's Policy" });
    const loaded = await loadPage<{ library: { id: number; title: string }[] }>(
      tabLoader,
      "/admin/knowledge",
      cookie,
    );
    expect(loaded.library.map((document) => document.id)).toEqual([kept]);
  });

  it("links it once (409 the second time); the entry's type and category apply to the document's passages", async () => {
    const { company, cookie } = await admin();
    const documentId = await createDocument(company.id, {
      title: "Expense Policy",
      category: "finance",
      content: "Receipts are submitted within 30 days. Meals are reimbursed up to 40 EUR per day.",
      status: "approved",
    });
    const first = await callApi("POST", "/api/admin/knowledge-base/import", {
      cookie,
      body: { documentId, documentType: "example", category: "legal" },
    });
    expect(first.status).toBe(200);
    const { message, entry } = (await first.json()) as { message: string; entry: KnowledgeBaseEntryDto };
    expect(message).toContain("Expense Policy");
    expect(entry).toMatchObject({
      title: "Expense Policy",
      sourceDocumentId: documentId,
      inForce: true,
      fileName: null,
      category: "legal",
      documentType: "example",
    });
    expect(entry.chunkCount).toBeGreaterThan(0);
    expect((await search(cookie, "meals reimbursed"))[0]).toMatchObject({
      id: documentId,
      source: "document",
      category: "legal",
      documentType: "example",
    });

    const second = await callApi("POST", "/api/admin/knowledge-base/import", {
      cookie,
      body: { documentId },
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      code: "conflict",
      message: documentAlreadyAddedMessage("Expense Policy"),
    });

    // Switched off: the document's passages are not used; removed: they are the library's again.
    await callApi("PUT", `/api/admin/knowledge-base/${entry.id}/status`, {
      cookie,
      body: { isActive: false },
    });
    expect(await search(cookie, "meals reimbursed")).toEqual([]);
    expect((await callApi("DELETE", `/api/admin/knowledge-base/${entry.id}`, { cookie })).status).toBe(200);
    expect((await search(cookie, "meals reimbursed"))[0]).toMatchObject({
      id: documentId,
      category: "finance",
      documentType: "policy",
    });
  });

  it("may add a document not in force: it is not used until approved", async () => {
    const { company, cookie } = await admin();
    const documentId = await createDocument(company.id, {
      title: "Draft Parking Policy",
      content: "Parking spaces are assigned by the facilities team.",
      status: "draft",
    });
    const res = await callApi("POST", "/api/admin/knowledge-base/import", {
      cookie,
      body: { documentId, category: "legal" },
    });
    const { entry } = (await res.json()) as { entry: KnowledgeBaseEntryDto };
    expect(entry).toMatchObject({ inForce: false, chunkCount: 0 });
    expect(await search(cookie, "parking spaces facilities")).toEqual([]);

    const approved = await callApi("PUT", `/api/documents/${documentId}`, {
      cookie,
      body: { status: "approved" },
    });
    expect(approved.status).toBe(200);
    expect((await search(cookie, "parking spaces facilities"))[0]).toMatchObject({
      id: documentId,
      category: "legal",
    });
    expect((await list(cookie))[0]).toMatchObject({ id: entry.id, inForce: true });
  });
});

describe("who may manage the knowledge base", () => {
  const attempts = async (who: Person) => {
    const documentId = await createDocument(who.company.id, { status: "approved" });
    return [
      await callApi("GET", "/api/admin/knowledge-base", { cookie: who.cookie }),
      await upload(who.cookie, { name: "a.txt", bytes: text("Some policy text") }, { title: "A" }),
      await callApi("POST", "/api/admin/knowledge-base/import", { cookie: who.cookie, body: { documentId } }),
      await callApi("POST", "/api/admin/knowledge-base/search", {
        cookie: who.cookie,
        body: { query: "policy" },
      }),
    ];
  };

  it("lets a Pay Per Use company admin manage it", async () => {
    const who = await admin({ tier: "per_document" });
    expect((await attempts(who)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it("refuses a plain user and a Freemium admin with 403, storing nothing", async () => {
    for (const who of [await person({ role: "user" }), await admin({ tier: "freemium" })]) {
      const statuses = (await attempts(who)).map((r) => r.status);
      expect(statuses, `${who.user.role} on ${who.company.tier}`).toEqual([403, 403, 403, 403]);
      await nothingStored(who.company.id);
    }
  });
});
