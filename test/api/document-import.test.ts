import { env } from "cloudflare:workers";
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { count, eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { documents } from "../../worker/db/schema";
import {
  APP_ORIGIN,
  callApi,
  domain,
  fetchApi,
  findDocument,
  person,
  uploadForImport as upload,
  versionsOf,
} from "../support/fixtures";

const INVALID_FILES = "Please select PDF, DOCX, TXT, or MD files under 10MB.";

async function documentOf(id: number) {
  return { row: (await findDocument(id))!, versions: await versionsOf(id) };
}

async function nothingStored(companyId: number) {
  const [counted] = await domain()
    .companyDb.select({ value: count() })
    .from(documents)
    .where(eq(documents.companyId, companyId));
  expect(counted!.value).toBe(0);
  expect((await env.FILES.list({ prefix: `imports/${companyId}/` })).objects).toHaveLength(0);
}

async function makePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  page.drawText("Business Travel Policy", { x: 50, y: 740, size: 18, font });
  page.drawText("Book flights and hotels through the travel desk.", { x: 50, y: 700, size: 12, font });
  page.drawText("Mileage is reimbursed per kilometre driven.", { x: 50, y: 680, size: 12, font });
  return pdf.save();
}

async function makeDocx() {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            children: [new TextRun("Password and Device Policy")],
          }),
          new Paragraph({ children: [new TextRun("Passwords have at least 14 characters.")] }),
          new Paragraph({ children: [new TextRun("Laptops use disk encryption and the VPN.")] }),
        ],
      },
    ],
  });
  return new Uint8Array(await (await Packer.toBlob(doc)).arrayBuffer());
}

const text = (s: string) => new TextEncoder().encode(s);

describe("POST /api/documents/import", () => {
  it("imports a PDF: text, inferred title and category, a draft with version 1, the original in R2", async () => {
    const { company, user, cookie } = await person();
    const bytes = await makePdf();
    const res = await upload(cookie, "travel.pdf", bytes);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { documentId: number; title: string; category: string };
    expect(body).toEqual({
      documentId: expect.any(Number),
      title: "Business Travel Policy",
      category: "travel",
    });

    const { row, versions } = await documentOf(body.documentId);
    expect(row).toMatchObject({
      companyId: company.id,
      createdByUserId: user.id,
      status: "draft",
      version: 1,
    });
    expect(row.content).toContain("Book flights and hotels through the travel desk.");
    expect(row.content).toContain("Mileage is reimbursed per kilometre driven.");
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      changeType: "created",
      changeDescription: "Imported from travel.pdf",
    });

    expect(row.sourceFileKey).toMatch(new RegExp(`^imports/${company.id}/[0-9a-f-]{36}/travel\\.pdf$`));
    const stored = await env.FILES.get(row.sourceFileKey!);
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(new Uint8Array(bytes));

    // The library lists it like any other document.
    const list = await callApi("GET", "/api/documents", { cookie });
    expect(
      ((await list.json()) as { documents: Array<{ id: number }> }).documents.map((d) => d.id),
    ).toContain(body.documentId);
  });

  it("imports a DOCX made with the docx package", async () => {
    const { company, cookie } = await person({ tier: "system_admin" });
    const res = await upload(cookie, "Device Policy.docx", await makeDocx());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { documentId: number; title: string; category: string };
    expect(body).toMatchObject({ title: "Password and Device Policy", category: "it" });
    const { row } = await documentOf(body.documentId);
    expect(row.content).toBe(
      "Password and Device Policy\n\nPasswords have at least 14 characters.\n\nLaptops use disk encryption and the VPN.",
    );
    const stored = await env.FILES.get(row.sourceFileKey!);
    expect(stored?.httpMetadata?.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(row.sourceFileKey).toContain(`imports/${company.id}/`);
  });

  it("imports a TXT file (BOM dropped) and keeps a chosen category", async () => {
    const { cookie } = await person();
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...text("Expense Claims\r\n\r\nSubmit receipts within 30 days.\r\n"),
    ]);
    const res = await upload(cookie, "claims.txt", bytes, { category: "legal" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { documentId: number; title: string; category: string };
    expect(body).toMatchObject({ title: "Expense Claims", category: "legal" });
    expect((await documentOf(body.documentId)).row.content).toBe(
      "Expense Claims\n\nSubmit receipts within 30 days.",
    );
  });

  it("imports Markdown: headings become lines without #s, the first one is the title", async () => {
    const { cookie } = await person();
    const markdown =
      "Draft v2\n\n# Parental Leave Policy\nParents get 16 weeks of paid leave.\n## Eligibility\n- All staff\n";
    const res = await upload(cookie, "leave.md", text(markdown), { category: "not-a-category" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { documentId: number; title: string; category: string };
    expect(body).toMatchObject({ title: "Parental Leave Policy", category: "hr" });
    expect((await documentOf(body.documentId)).row.content).toBe(
      "Draft v2\n\nParental Leave Policy\n\nParents get 16 weeks of paid leave.\n\nEligibility\n\n- All staff",
    );
  });

  it("takes the file name as the title when the first line is a long sentence", async () => {
    const { cookie } = await person();
    const sentence = `${"This sentence is far too long to be a title. ".repeat(4)}\nMore.`;
    const res = await upload(cookie, "meeting_notes.txt", text(sentence));
    expect(await res.json()).toMatchObject({ title: "meeting notes", category: "other" });
  });

  it("refuses a file over 10 MB with 413 and creates nothing", async () => {
    const { company, cookie } = await person();
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set(text("%PDF-1.7\n"));
    const res = await upload(cookie, "huge.pdf", big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: "payload_too_large", message: INVALID_FILES });
    await nothingStored(company.id);
  });

  it("refuses an .exe, a .pdf that is not a PDF and non-UTF-8 text with 415, creating nothing", async () => {
    const { company, cookie } = await person();
    for (const [name, bytes] of [
      ["setup.exe", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])],
      ["policy.pdf", text("<html>I am a web page</html>")],
      ["latin1.txt", new Uint8Array([0x43, 0x61, 0x66, 0xe9])],
    ] as const) {
      const res = await upload(cookie, name, bytes);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toEqual({ code: "unsupported_media_type", message: INVALID_FILES });
    }
    await nothingStored(company.id);
  });

  it("refuses a legacy .doc with its own message", async () => {
    const { company, cookie } = await person();
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const res = await upload(cookie, "old.doc", ole);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Legacy .doc files can't be read. Save the file as .docx or PDF and import it again.",
    );
    await nothingStored(company.id);
  });

  it("answers 400 for a file without text, a damaged DOCX, or no file at all, creating nothing", async () => {
    const { company, cookie } = await person();
    const empty = await upload(cookie, "blank.txt", text("  \n\n\t"));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: "invalid_input",
      message: "No text could be found in blank.txt. Is it a scanned image?",
      fields: { file: expect.any(String) },
    });
    const damaged = await upload(cookie, "broken.docx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]));
    expect(damaged.status).toBe(400);
    expect(((await damaged.json()) as { message: string }).message).toMatch(/broken\.docx could not be read/);

    const form = new FormData();
    form.set("category", "hr");
    const request = new Request(`${APP_ORIGIN}/api/documents/import`, {
      method: "POST",
      headers: { cookie, origin: APP_ORIGIN },
      body: form,
    });
    const noFile = await fetchApi(request);
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({
      code: "invalid_input",
      fields: { file: "Choose a file to import." },
    });
    await nothingStored(company.id);
  });

  it("answers a JSON body with 415 (the route takes multipart only)", async () => {
    const { cookie } = await person();
    const res = await callApi("POST", "/api/documents/import", { cookie, body: { title: "x" } });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: "unsupported_media_type" });
    expect((await callApi("POST", "/api/documents/import", { cookie })).status).toBe(415);
  });

  it("is an Enterprise feature: other plans get 403 with the upgrade message and nothing is created", async () => {
    for (const tier of ["freemium", "per_document"] as const) {
      const { company, cookie } = await person({ tier });
      const res = await upload(cookie, "a.txt", text("Some policy"));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        code: "forbidden",
        message: "Document import is an Enterprise feature.",
      });
      await nothingStored(company.id);
    }
    expect((await upload("", "a.txt", text("x"))).status).toBe(401);
  });
});
