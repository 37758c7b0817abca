import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor } from "../../../test/support/factories";
import { createCompany, createUser, domain } from "../../../test/support/fixtures";
import { buildZip, minimalDocxParts } from "../../../test/support/zip-files";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { IMPORT_DISABLED_MESSAGE } from "../contract";
import type { FileStore } from "../files/file-store";
import { type DocumentTextExtractor, ExtractionRefused } from "./document-text-extractor";
import { cleanFileName, importDocument } from "./import-document";

function memoryFileStore() {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const store: FileStore = {
    async put(key, bytes, { contentType }) {
      files.set(key, { bytes, contentType });
    },
    async delete(key) {
      files.delete(key);
    },
    async deletePrefix(prefix) {
      const keys = [...files.keys()].filter((key) => key.startsWith(prefix));
      for (const key of keys) files.delete(key);
      return keys.length;
    },
  };
  return { files, store };
}

const extractor = (text: string | Error): DocumentTextExtractor => ({
  async extractText() {
    if (text instanceof Error) throw text;
    return text;
  },
});

/** The test database with the import's file store and text extractor replaced. */
const importContext = (files: FileStore, textExtractor: DocumentTextExtractor): DomainContext => ({
  ...domain(),
  files,
  textExtractor,
});

async function enterpriseActor(features?: Partial<Actor["features"]>): Promise<Actor> {
  const company = await createCompany("enterprise");
  const user = await createUser(company.id, "user");
  return actorFor({
    userId: user.id,
    companyId: company.id,
    role: "user",
    tier: "enterprise",
    email: user.email,
    displayName: "Test user",
    features,
  });
}

const txt = (s: string) => new TextEncoder().encode(s);
const PDF_BYTES = txt("%PDF-1.7 stand-in: the extractor is a fake");

describe("importDocument", () => {
  it("stores the original, then creates a draft with version 1 that names the file", async () => {
    const actor = await enterpriseActor();
    const { files, store } = memoryFileStore();
    const result = await importDocument(
      importContext(store, extractor("Business Travel\n\nBook flights and hotels early.")),
      actor,
      { fileName: "Travel.pdf", bytes: PDF_BYTES },
    );
    expect(result).toMatchObject({ title: "Business Travel", category: "travel" });
    const [key] = [...files.keys()];
    expect(key).toMatch(new RegExp(`^imports/${actor.companyId}/[0-9a-f-]{36}/Travel\\.pdf$`));
    expect(files.get(key!)!.contentType).toBe("application/pdf");
    const [row] = await domain()
      .companyDb.select()
      .from(documents)
      .where(eq(documents.id, result.documentId));
    expect(row).toMatchObject({
      status: "draft",
      version: 1,
      sourceFileKey: key,
      companyId: actor.companyId,
    });
  });

  it("removes the stored original when the document cannot be created", async () => {
    // The database fails the document's batch, after the file was stored.
    const actor = await enterpriseActor();
    const { files, store } = memoryFileStore();
    const put: string[] = [];
    const recording: FileStore = {
      put: async (key, bytes, options) => {
        put.push(key);
        await store.put(key, bytes, options);
      },
      delete: store.delete,
      deletePrefix: store.deletePrefix,
    };
    const ctx = importContext(recording, extractor(""));
    const db = new Proxy(ctx.companyDb, {
      get: (target, property, receiver) =>
        property === "batch"
          ? async () => {
              throw new Error("D1_ERROR: Network connection lost.");
            }
          : Reflect.get(target, property, receiver),
    });
    await expect(
      importDocument({ ...ctx, companyDb: db }, actor, { fileName: "a.txt", bytes: txt("Some text") }),
    ).rejects.toThrow("Network connection lost");
    expect(put).toHaveLength(1);
    expect(files.size).toBe(0);
  });

  it("stores nothing when the text cannot be read or is empty", async () => {
    const actor = await enterpriseActor();
    const { files, store } = memoryFileStore();
    await expect(
      importDocument(importContext(store, extractor(new Error("PasswordException"))), actor, {
        fileName: "locked.pdf",
        bytes: PDF_BYTES,
      }),
    ).rejects.toMatchObject({
      code: "invalid_input",
      message: "locked.pdf could not be read. The file may be damaged or password-protected.",
    });
    await expect(
      importDocument(importContext(store, extractor(" \n\n ")), actor, {
        fileName: "scan.pdf",
        bytes: PDF_BYTES,
      }),
    ).rejects.toMatchObject({
      code: "invalid_input",
      message: "No text could be found in scan.pdf. Is it a scanned image?",
    });
    expect(files.size).toBe(0);
  });

  it("uses a valid chosen category and infers one otherwise", async () => {
    const actor = await enterpriseActor();
    const { store } = memoryFileStore();
    const text = "Password rules\n\nPasswords have 14 characters. Use the VPN.";
    const chosen = await importDocument(importContext(store, extractor("")), actor, {
      fileName: "a.txt",
      bytes: txt(text),
      category: "legal",
    });
    expect(chosen.category).toBe("legal");
    const invalid = await importDocument(importContext(store, extractor("")), actor, {
      fileName: "b.txt",
      bytes: txt(text),
      category: "weird",
    });
    expect(invalid.category).toBe("it");
  });

  it("refuses text that does not fit one document (413), storing nothing", async () => {
    const actor = await enterpriseActor();
    const { files, store } = memoryFileStore();
    // 700,000 three-byte characters: 2.1 MB of UTF-8, over the 1.9 MB bound (editing has the same).
    await expect(
      importDocument(importContext(store, extractor("")), actor, {
        fileName: "wide.txt",
        bytes: txt("政".repeat(700_000)),
      }),
    ).rejects.toMatchObject({ code: "payload_too_large" });
    expect(files.size).toBe(0);
  });

  it("archives are measured before they are opened: a .docx too large when expanded never reaches the extractor", async () => {
    const actor = await enterpriseActor();
    const { files, store } = memoryFileStore();
    const calls: string[] = [];
    const spy: DocumentTextExtractor = {
      async extractText(format) {
        calls.push(format);
        return "text";
      },
    };
    const lying = await buildZip([
      ...minimalDocxParts("x").slice(0, 2),
      { name: "word/document.xml", data: "x", method: 0, declaredSize: 30_000_000 },
    ]);
    await expect(
      importDocument(importContext(store, spy), actor, { fileName: "bomb.docx", bytes: lying }),
    ).rejects.toMatchObject({
      code: "payload_too_large",
      message: expect.stringContaining("bomb.docx would expand to more than 1.9 MB"),
    });
    await expect(
      importDocument(importContext(store, spy), actor, {
        fileName: "broken.docx",
        bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]),
      }),
    ).rejects.toMatchObject({ code: "invalid_input", message: expect.stringContaining("could not be read") });
    expect(calls).toEqual([]);
    expect(files.size).toBe(0);
  });

  it("turns the extractor's page and time limits into a 413 that says why, storing nothing", async () => {
    const actor = await enterpriseActor();
    const { files, store } = memoryFileStore();
    const refusing = (reason: "too_many_pages" | "too_slow"): DocumentTextExtractor => ({
      async extractText(_format, _bytes, limits) {
        // The import hands the contract's bounds to the extractor.
        expect(limits).toEqual({ maxPdfPages: 500, timeLimitMs: 10_000, maxDocxExpandedBytes: 1_900_000 });
        throw new ExtractionRefused(reason, reason);
      },
    });
    await expect(
      importDocument(importContext(store, refusing("too_many_pages")), actor, {
        fileName: "huge.pdf",
        bytes: PDF_BYTES,
      }),
    ).rejects.toMatchObject({
      code: "payload_too_large",
      message: "huge.pdf has more than 500 pages. Split it and import the parts.",
    });
    await expect(
      importDocument(importContext(store, refusing("too_slow")), actor, {
        fileName: "slow.pdf",
        bytes: PDF_BYTES,
      }),
    ).rejects.toMatchObject({ code: "payload_too_large", message: expect.stringContaining("took too long") });
    expect(files.size).toBe(0);
  });

  it("is refused when the company turned document import off, storing nothing", async () => {
    // The switch comes with the actor (read with the session), as the permission table states it.
    const actor = await enterpriseActor({ documentImport: false });
    const { files, store } = memoryFileStore();
    await expect(
      importDocument(importContext(store, extractor("")), actor, { fileName: "a.txt", bytes: txt("Text") }),
    ).rejects.toMatchObject({ code: "forbidden", message: IMPORT_DISABLED_MESSAGE });
    expect(files.size).toBe(0);
  });
});

describe("cleanFileName", () => {
  it("keeps the file's own name only, without control characters, at most 200 characters with its extension", () => {
    expect(cleanFileName("../../etc/pass\u0000wd.txt")).toBe("passwd.txt");
    // A right-to-left override would make "invoice\u202Efdp.exe" display as "invoiceexe.pdf".
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("a\u2066b\u2069\u0085.txt")).toBe("ab.txt");
    expect(cleanFileName("C:\\docs\\Policy.docx")).toBe("Policy.docx");
    const long = cleanFileName(`${"x".repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});
