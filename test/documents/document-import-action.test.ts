// 'Import Documents' as the library route's action (routes/documents.tsx, intent import-document,
// lib/document-actions.server.ts): one file a submission, read with the API's limits
// (worker/domain/files/upload-limits.ts) and imported by `importDocument` for the signed-in person;
// a refused file is said by the file field and nothing is stored; a plan without the import is refused.
import { env } from "cloudflare:workers";
import { INVALID_FILES_MESSAGE, RateLimitedError } from "@charterly/domain/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/documents";
import { documents } from "../../worker/db/schema";
import { domain, findDocument, type Person, person } from "../support/fixtures";
import { postUpload, type UploadFile } from "../support/page-route-requests";

const text = (s: string): UploadFile["bytes"] => new TextEncoder().encode(s);

const importFile = (who: Person, file: UploadFile | null, category = "") =>
  postUpload(action, "/documents", who.cookie, { intent: "import-document", category }, file);

async function nothingStored(companyId: number) {
  const [row] = await domain()
    .db.select({ value: count() })
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
      checkRateLimit: async () => new RateLimitedError("Too many uploads. Try again in a minute.", 60),
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
