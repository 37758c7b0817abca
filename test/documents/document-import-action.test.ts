// 'Import Documents' as the library route's action (routes/documents.tsx, intent import-document,
// lib/document-actions.server.ts): one file a submission (with JavaScript; without it, several in
// one form, below), read with the API's limits
// (worker/domain/files/upload-limits.ts) and imported by `importDocument` for the signed-in person;
// a refused file is said by the file field and nothing is stored; a plan without the import is refused.
import { env } from "cloudflare:workers";
import {
  IMPORT_FORM_TOO_LARGE_MESSAGE,
  INVALID_FILES_MESSAGE,
  MAX_IMPORT_FILES_PER_FORM,
  RateLimitedError,
  TOO_MANY_IMPORT_FILES_MESSAGE,
} from "@charterly/domain/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/documents";
import { documents } from "../../worker/db/schema";
import { IMPORT_FORM_UPLOAD_LIMITS, readUploadForm } from "../../worker/domain/files/upload-limits";
import { domain, findDocument, type Person, person } from "../support/fixtures";
import { postUpload, type UploadFile } from "../support/page-route-requests";

const text = (s: string): UploadFile["bytes"] => new TextEncoder().encode(s);

const importFile = (who: Person, file: UploadFile | null, category = "") =>
  postUpload(action, "/documents", who.cookie, { intent: "import-document", category }, file);

async function nothingStored(companyId: number) {
  const [row] = await domain()
    .companyDb.select({ value: count() })
    .from(documents)
    .where(eq(documents.companyId, companyId));
  expect(row!.value).toBe(0);
  expect((await env.FILES.list({ prefix: `imports/${companyId}/` })).objects).toHaveLength(0);
}

describe("importing a document (intent import-document)", () => {
  it("imports a small text file as a draft with its title and the chosen category", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const answer = await importFile(
      admin,
      {
        name: "kitchen.txt",
        bytes: text("Kitchen Use Guidelines\n\nClean the coffee machine every Friday."),
      },
      "other",
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      intent: "import-document",
      value: { title: "Kitchen Use Guidelines", category: "other" },
    });
    const documentId = answer.body.ok ? (answer.body.value as { documentId: number }).documentId : 0;
    const stored = await findDocument(documentId);
    expect(stored).toMatchObject({ status: "draft", companyId: admin.company.id });
    expect(stored!.content).toContain("coffee machine");
  });

  it("says a file over 10 MB, a type it does not read and no file by the file field, storing nothing", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const tooLarge = await importFile(admin, {
      name: "huge.pdf",
      bytes: new Uint8Array(12 * 1024 * 1024).fill(65),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      ok: false,
      code: "payload_too_large",
      fieldErrors: { file: INVALID_FILES_MESSAGE },
    });
    const wrongType = await importFile(admin, { name: "setup.exe", bytes: text("MZ fake program") });
    expect(wrongType.status).toBe(415);
    expect(!wrongType.body.ok && wrongType.body.fieldErrors.file).toMatch(
      /PDF, DOCX, TXT, or MD files under 10MB/,
    );
    const none = await importFile(admin, null);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fieldErrors: { file: "Choose a file to import." } });
    await nothingStored(admin.company.id);
  });

  it("answers the API's upload limit with 429 before reading the file, storing nothing", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const overLimit = {
      countOperation: async () => new RateLimitedError("Too many uploads. Try again in a minute.", 60),
    };
    const limited = await postUpload(
      action,
      "/documents",
      admin.cookie,
      { intent: "import-document", category: "other" },
      {
        name: "kitchen.txt",
        bytes: text("Kitchen Use Guidelines\n\nClean the coffee machine every Friday."),
      },
      overLimit,
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      ok: false,
      intent: "import-document",
      code: "rate_limited",
      message: "Too many uploads. Try again in a minute.",
    });
    expect(limited.bodyRead, "the upload's body was not read").toBe(false);
    await nothingStored(admin.company.id);
  });

  it("refuses a plan without the import (Pay Per Use) with the domain's 403, storing nothing", async () => {
    const admin = await person({ tier: "per_document", role: "company_admin" });
    const refused = await importFile(admin, {
      name: "kitchen.txt",
      bytes: text("Kitchen Use Guidelines\n\nClean up."),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, code: "forbidden" });
    await nothingStored(admin.company.id);
  });
});

// Without JavaScript the form sends several files at once (intent import-documents): each file is
// imported as one import-document submission would be, counted against the same `upload` limit.
describe("importing several documents in one form (intent import-documents)", () => {
  const importFiles = (who: Person, files: UploadFile[], overrides = {}) =>
    postUpload(
      action,
      "/documents?import=1",
      who.cookie,
      { intent: "import-documents", category: "" },
      files,
      overrides,
    );

  const companyTitles = async (companyId: number) =>
    (
      await domain()
        .companyDb.select({ title: documents.title, status: documents.status })
        .from(documents)
        .where(eq(documents.companyId, companyId))
    )
      .map((row) => `${row.title} (${row.status})`)
      .sort();

  const kitchen = { name: "kitchen.txt", bytes: text("Kitchen Use Guidelines\n\nClean the coffee machine.") };
  const parking = { name: "parking.md", bytes: text("# Visitor Parking\n\nVisitors park in bays 1 to 4.") };

  it("imports each file as a draft and lists each one's outcome", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const answer = await importFiles(admin, [kitchen, parking]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      intent: "import-documents",
      value: {
        files: [
          { fileName: "kitchen.txt", ok: true, document: { title: "Kitchen Use Guidelines" } },
          { fileName: "parking.md", ok: true, document: { title: "Visitor Parking" } },
        ],
      },
    });
    expect(await companyTitles(admin.company.id)).toEqual([
      "Kitchen Use Guidelines (draft)",
      "Visitor Parking (draft)",
    ]);
  });

  it("imports the good files when one among them is refused, and says the refused one's message", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const answer = await importFiles(admin, [
      kitchen,
      { name: "setup.exe", bytes: text("MZ fake program") },
      { name: "huge.txt", bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(65) },
      parking,
    ]);
    expect(answer.status).toBe(200);
    const files = answer.body.ok ? (answer.body.value as { files: unknown[] }).files : [];
    expect(files).toMatchObject([
      { fileName: "kitchen.txt", ok: true },
      { fileName: "setup.exe", ok: false, code: "unsupported_media_type", message: INVALID_FILES_MESSAGE },
      { fileName: "huge.txt", ok: false, code: "payload_too_large", message: INVALID_FILES_MESSAGE },
      { fileName: "parking.md", ok: true },
    ]);
    expect(await companyTitles(admin.company.id)).toEqual([
      "Kitchen Use Guidelines (draft)",
      "Visitor Parking (draft)",
    ]);
  });

  it("counts each file against the upload limit: over it before the form is read, 429 and nothing read or stored", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const limited = await importFiles(admin, [kitchen, parking], {
      countOperation: async () => new RateLimitedError("Too many uploads. Try again in a minute.", 60),
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      ok: false,
      code: "rate_limited",
      message: "Too many uploads. Try again in a minute.",
    });
    expect(limited.bodyRead, "the upload's body was not read").toBe(false);
    await nothingStored(admin.company.id);
  });

  it("imports the files counted before the limit is reached and says the limit for the others", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const counted: string[] = [];
    // Two uploads left: the form's count (the first file), then the second file's.
    const answer = await importFiles(
      admin,
      [kitchen, parking, { name: "third.txt", bytes: text("Third Policy\n\nText.") }],
      {
        countOperation: async (operationId: string) => {
          counted.push(operationId);
          return counted.length > 2
            ? new RateLimitedError("Too many uploads. Try again in a minute.", 60)
            : null;
        },
      },
    );
    expect(counted).toEqual(["importDocument", "importDocument", "importDocument"]);
    expect(answer.status).toBe(200);
    const files = answer.body.ok ? (answer.body.value as { files: unknown[] }).files : [];
    expect(files).toMatchObject([
      { fileName: "kitchen.txt", ok: true },
      { fileName: "parking.md", ok: true },
      {
        fileName: "third.txt",
        ok: false,
        code: "rate_limited",
        message: "Too many uploads. Try again in a minute.",
      },
    ]);
    expect(await companyTitles(admin.company.id)).toHaveLength(2);
  });

  it("refuses a form with no file, or with more files than it may carry, by the file field, storing nothing", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    // What a browser sends for a file input left empty: one part with no name and no bytes.
    const none = await importFiles(admin, [{ name: "", bytes: new Uint8Array() }]);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      ok: false,
      intent: "import-documents",
      fieldErrors: { file: "Choose a file to import." },
    });
    const tooMany = await importFiles(
      admin,
      Array.from({ length: MAX_IMPORT_FILES_PER_FORM + 1 }, (_, n) => ({
        name: `policy-${n}.txt`,
        bytes: text(`Policy ${n}\n\nText.`),
      })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ fieldErrors: { file: TOO_MANY_IMPORT_FILES_MESSAGE } });
    await nothingStored(admin.company.id);
  });

  it("refuses a form declaring more than the files may be together before reading it (413)", async () => {
    let read = false;
    const request = {
      headers: new Headers({
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(31 * 1024 * 1024 + 64 * 1024),
      }),
      formData: async () => {
        read = true;
        return new FormData();
      },
    };
    await expect(readUploadForm(request, IMPORT_FORM_UPLOAD_LIMITS)).rejects.toMatchObject({
      code: "payload_too_large",
      message: IMPORT_FORM_TOO_LARGE_MESSAGE,
    });
    expect(read).toBe(false);
  });

  it("answers with the refusal's status when no file could be imported", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const answer = await importFiles(admin, [
      { name: "setup.exe", bytes: text("MZ fake program") },
      { name: "notes.txt", bytes: new Uint8Array() },
    ]);
    expect(answer.status).toBe(415);
    const files = answer.body.ok ? (answer.body.value as { files: unknown[] }).files : [];
    expect(files).toMatchObject([
      { fileName: "setup.exe", ok: false },
      { fileName: "notes.txt", ok: false },
    ]);
    await nothingStored(admin.company.id);
  });
});
