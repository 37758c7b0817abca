// The Documents tab's 'Replace document version' as its route's action (routes/admin.documents.tsx,
// lib/documents-tab-actions.server.ts): the multipart form read with the API's limits
// (worker/domain/files/upload-limits.ts), `replaceDocumentVersion` for the signed-in person, a refused
// file said by the file field with nothing changed, a role or plan without the tab refused.
import { INVALID_FILES_MESSAGE } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/admin.documents";
import { createDocument, findDocument, type Person, person, versionsOf } from "../support/fixtures";
import { postUpload, type UploadFile } from "../support/page-route-requests";

const CONTENT = "1. Purpose\n\nEmployees may work remotely two days a week.";
const text = (s: string): UploadFile["bytes"] => new TextEncoder().encode(s);

const replace = (who: Person, documentId: number | string, file: UploadFile | null, description?: string) =>
  postUpload(
    action,
    "/admin/documents",
    who.cookie,
    {
      intent: "replace-version",
      documentId: String(documentId),
      ...(description ? { changeDescription: description } : {}),
    },
    file,
  );

async function adminWithDraft(tier: "enterprise" | "per_document" = "enterprise") {
  const admin = await person({ tier, role: "company_admin" });
  const documentId = await createDocument(admin.company.id, {
    title: "Remote work",
    content: CONTENT,
    status: "draft",
  });
  return { admin, documentId };
}

describe("replacing a document's version (intent replace-version)", () => {
  it("makes a small file's text the next version, recorded with the change description", async () => {
    const { admin, documentId } = await adminWithDraft();
    const answer = await replace(
      admin,
      documentId,
      { name: "remote-v2.md", bytes: text("# Remote work\n\nThree days a week.") },
      "Board update",
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      intent: "replace-version",
      value: { documentId, version: 2, status: "draft", tookOutOfForce: false },
    });
    expect((await findDocument(documentId))!.content).toContain("Three days a week.");
    expect((await versionsOf(documentId)).at(-1)).toMatchObject({
      version: 2,
      changeDescription: "Board update",
    });
  });

  it("says a file over the limit, a type it does not read and the same text next to the file field, changing nothing", async () => {
    const { admin, documentId } = await adminWithDraft();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(text("Remote work\n\n"));
    const tooLarge = await replace(admin, documentId, { name: "huge.txt", bytes: big }, "Too big");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      ok: false,
      code: "payload_too_large",
      fieldErrors: { file: INVALID_FILES_MESSAGE },
    });
    const wrongType = await replace(admin, documentId, {
      name: "setup.exe",
      bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0]),
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toMatchObject({ ok: false, code: "unsupported_media_type" });
    expect(!wrongType.body.ok && wrongType.body.fieldErrors.file).toBeTruthy();
    const same = await replace(admin, documentId, { name: "same.txt", bytes: text(CONTENT) });
    expect(same.status).toBe(400);
    expect(!same.body.ok && same.body.fieldErrors.file).toBeTruthy();
    const noDocument = await replace(admin, "", { name: "a.txt", bytes: text("New text") });
    expect(noDocument.status).toBe(400);
    expect(noDocument.body).toMatchObject({ fieldErrors: { documentId: "Choose a document." } });
    expect((await findDocument(documentId))!.version).toBe(1);
  });

  it("refuses another company's document (404), a plain user (403) and a plan without the tab", async () => {
    const { admin, documentId } = await adminWithDraft();
    const other = await adminWithDraft();
    const foreign = await replace(admin, other.documentId, { name: "a.txt", bytes: text("New text") });
    expect(foreign.status).toBe(404);
    const user = await person({ tier: "enterprise", role: "user", company: admin.company });
    expect((await replace(user, documentId, { name: "a.txt", bytes: text("New text") })).status).toBe(403);
    const payPerUse = await adminWithDraft("per_document");
    const upgrade = await replace(payPerUse.admin, payPerUse.documentId, {
      name: "a.txt",
      bytes: text("New text"),
    });
    expect(upgrade.body).toEqual({ state: "upgrade" });
    for (const id of [documentId, other.documentId, payPerUse.documentId])
      expect((await findDocument(id))!.version).toBe(1);
  });
});
