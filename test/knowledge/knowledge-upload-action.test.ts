// The Knowledge Base tab's 'Upload Training Document' and 'Import from Library' as its route's
// action (routes/admin.knowledge.tsx, lib/knowledge-actions.server.ts): the multipart form read with
// the API's limits (worker/domain/files/upload-limits.ts), the API's operations for the signed-in
// person, a refused file said by the file field with nothing stored, a refused role or plan 403.
import { env } from "cloudflare:workers";
import {
  documentAlreadyAddedMessage,
  KNOWLEDGE_FILE_SIZE_MESSAGE,
  KNOWLEDGE_FILE_TYPE_MESSAGE,
  KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE,
  RateLimitedError,
} from "@charterly/domain/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/admin.knowledge";
import { knowledgeBaseDocuments } from "../../worker/db/schema";
import { createDocument, domain, type Person, person } from "../support/fixtures";
import { postForm, postUpload, type UploadFile } from "../support/page-route-requests";

const text = (s: string): UploadFile["bytes"] => new TextEncoder().encode(s);
const GUIDE = "Office Plant Care\n\nThe ficus trees are watered every Tuesday with two litres each.";
const FIELDS = { intent: "upload-entry", title: "Plant care", documentType: "example", category: "other" };

const upload = (who: Person, file: UploadFile | null, fields: Record<string, string> = FIELDS) =>
  postUpload(action, "/admin/knowledge", who.cookie, fields, file);

const admin = (tier: "enterprise" | "per_document" | "freemium" = "enterprise") =>
  person({ tier, role: "company_admin" });

async function entriesOf(companyId: number) {
  const [row] = await domain()
    .companyDb.select({ value: count() })
    .from(knowledgeBaseDocuments)
    .where(eq(knowledgeBaseDocuments.companyId, companyId));
  return row!.value;
}

async function nothingStored(companyId: number) {
  expect(await entriesOf(companyId)).toBe(0);
  expect((await env.FILES.list({ prefix: `knowledge/${companyId}/` })).objects).toHaveLength(0);
}

describe("uploading a training document (intent upload-entry)", () => {
  it("adds a small text file as the API does: the entry with its passages, the original kept", async () => {
    const me = await admin();
    const answer = await upload(me, { name: "plant-care.txt", bytes: text(GUIDE) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      intent: "upload-entry",
      value: { title: "Plant care", fileName: "plant-care.txt", documentType: "example", category: "other" },
    });
    expect(answer.body.ok && (answer.body.value as { chunkCount: number }).chunkCount).toBeGreaterThan(0);
    expect(await entriesOf(me.company.id)).toBe(1);
    expect((await env.FILES.list({ prefix: `knowledge/${me.company.id}/` })).objects).toHaveLength(1);
  });

  it("says a file over 10 MB and a type it does not read next to the file field, storing nothing", async () => {
    const me = await admin();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(text("%PDF-1.7\n"));
    const tooLarge = await upload(me, { name: "huge.pdf", bytes: big });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      ok: false,
      intent: "upload-entry",
      code: "payload_too_large",
      fieldErrors: { file: KNOWLEDGE_FILE_SIZE_MESSAGE },
    });
    const wrongType = await upload(me, { name: "setup.exe", bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0]) });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toMatchObject({
      ok: false,
      code: "unsupported_media_type",
      fieldErrors: { file: KNOWLEDGE_FILE_TYPE_MESSAGE },
      // What was typed is sent back for the page without JavaScript.
      values: { title: "Plant care" },
    });
    const noFile = await upload(me, null);
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ fieldErrors: { file: KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE } });
    await nothingStored(me.company.id);
  });

  it("answers the API's upload limit with 429 before reading the file, storing nothing", async () => {
    const me = await admin();
    const overLimit = {
      countOperation: async () => new RateLimitedError("Too many uploads. Try again in a minute.", 60),
    };
    // Even a file over 10 MB is refused for the limit: the body is never read, so never buffered.
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(text("%PDF-1.7\n"));
    for (const file of [
      { name: "plant-care.txt", bytes: text(GUIDE) },
      { name: "huge.pdf", bytes: big },
    ]) {
      const limited = await postUpload(action, "/admin/knowledge", me.cookie, FIELDS, file, overLimit);
      expect(limited.status, file.name).toBe(429);
      expect(limited.body).toMatchObject({
        ok: false,
        intent: "upload-entry",
        code: "rate_limited",
        message: "Too many uploads. Try again in a minute.",
      });
      expect(limited.bodyRead, "the upload's body was not read").toBe(false);
    }
    // A plain form naming the upload (no file) counts as the API's call would, the text kept.
    const plain = await postForm(action, "/admin/knowledge", me.cookie, FIELDS, overLimit);
    expect(plain.status).toBe(429);
    expect(plain.body).toMatchObject({ code: "rate_limited", values: { title: "Plant care" } });
    await nothingStored(me.company.id);
  });

  it("refuses a plain user (403) and answers a Freemium admin with the tab's upgrade prompt, storing nothing", async () => {
    const owner = await admin();
    const user = await person({ tier: "enterprise", role: "user", company: owner.company });
    expect((await upload(user, { name: "a.txt", bytes: text(GUIDE) })).status).toBe(403);
    await nothingStored(owner.company.id);
    const freemium = await admin("freemium");
    const refused = await upload(freemium, { name: "a.txt", bytes: text(GUIDE) });
    expect(refused.body).toEqual({ state: "upgrade" });
    await nothingStored(freemium.company.id);
  });
});

describe("importing a library document (intent import-document)", () => {
  it("adds it with the document's own category when none is chosen; a second time it is the domain's 409", async () => {
    const me = await admin("per_document");
    const documentId = await createDocument(me.company.id, {
      title: "Expense Policy",
      category: "finance",
      content: "Receipts are submitted within 30 days.",
      status: "approved",
    });
    const fields = { intent: "import-document", documentId, documentType: "policy", category: "" };
    const first = await postForm(action, "/admin/knowledge", me.cookie, fields);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      value: { entry: { title: "Expense Policy", sourceDocumentId: documentId, category: "finance" } },
    });
    const again = await postForm(action, "/admin/knowledge", me.cookie, fields);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, message: documentAlreadyAddedMessage("Expense Policy") });
    expect(await entriesOf(me.company.id)).toBe(1);
  });

  it("says a missing document next to its field; refuses a plain user with 403", async () => {
    const me = await admin();
    const none = await postForm(action, "/admin/knowledge", me.cookie, {
      intent: "import-document",
      documentId: "",
      category: "legal",
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      ok: false,
      fieldErrors: { documentId: "Choose a document to import." },
    });
    const documentId = await createDocument(me.company.id, { status: "approved" });
    const user = await person({ tier: "enterprise", role: "user", company: me.company });
    const denied = await postForm(action, "/admin/knowledge", user.cookie, {
      intent: "import-document",
      documentId,
      category: "legal",
    });
    expect(denied.status).toBe(403);
    expect(await entriesOf(me.company.id)).toBe(0);
  });
});
