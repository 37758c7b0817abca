import { Document, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, expectPresent, test } from "../support/fixtures.ts";

async function pdfFile() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  page.drawText("Parking Allocation Policy", { x: 50, y: 750, size: 18, font });
  page.drawText("Visitors park in bays 1 to 4 and register at reception.", { x: 50, y: 720, size: 11, font });
  return Buffer.from(await pdf.save());
}

async function docxFile() {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph("Laptop Encryption Standard"),
          new Paragraph("Every company laptop uses full-disk encryption with a recovery key held by IT."),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

const files = async () => [
  {
    name: "parking.pdf",
    mimeType: "application/pdf",
    buffer: await pdfFile(),
    text: "register at reception",
  },
  {
    name: "encryption.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await docxFile(),
    text: "full-disk encryption",
  },
  {
    name: "kitchen.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Kitchen Use Guidelines\n\nClean the coffee machine every Friday afternoon."),
    text: "coffee machine every Friday",
  },
  {
    name: "visitors.md",
    mimeType: "text/markdown",
    buffer: Buffer.from("# Visitor Badge Procedure\n\nBadges are returned to the front desk before leaving."),
    text: "returned to the front desk",
  },
];

test.describe("bulk import", () => {
  test("imports a real PDF, DOCX, TXT and MD one after another into documents holding their text", async ({
    as,
  }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    await page.goto("/documents");
    await page.getByRole("link", { name: "Import Documents" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Documents" });
    // The categories read as in the other forms (templates, the knowledge base), not in capitals.
    await expect(dialog.getByLabel("Category").locator("option")).toHaveText([
      "Detect automatically",
      "HR",
      "Travel",
      "Finance",
      "IT",
      "Legal",
      "Other",
    ]);
    const good = await files();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles([
        ...good.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })),
        { name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(12 * 1024 * 1024, 65) },
        { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ fake program") },
      ]);
    await expect(
      page.getByText("Please select PDF, DOCX, TXT, or MD files under 10MB.").first(),
    ).toBeVisible();
    await expect(dialog.getByText("4 files ready to import")).toBeVisible();
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "Done" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Import Complete").first()).toBeVisible();

    const list = (await (await admin.api("GET", "/api/documents?limit=200")).json()) as {
      documents: Array<{ id: number; title: string; status: string }>;
    };
    for (const [title, file] of [
      ["Parking Allocation Policy", good[0]!],
      ["Laptop Encryption Standard", good[1]!],
      ["Kitchen Use Guidelines", good[2]!],
      ["Visitor Badge Procedure", good[3]!],
    ] as const) {
      const doc = list.documents.find((d) => d.title === title);
      expectPresent(doc, `imported ${file.name} as "${title}"`);
      expect(doc.status).toBe("draft");
      const full = (await (await admin.api("GET", `/api/documents/${doc.id}`)).json()) as {
        content: string;
      };
      expect(full.content).toMatch(new RegExp(file.text));
    }
    await admin.close();
  });

  test("the server refuses a 12 MB file and an .exe and creates nothing", async ({ as }) => {
    const admin = await as("admin@enterprise.test");
    const send = (name: string, bytes: Uint8Array, type: string) => {
      const form = new FormData();
      form.set("file", new Blob([bytes], { type }), name);
      return admin.api("POST", "/api/documents/import", form);
    };
    const count = async () =>
      ((await (await admin.api("GET", "/api/documents?limit=1")).json()) as { counts: { active: number } })
        .counts.active;
    const before = await count();
    const huge = await send("huge.pdf", new Uint8Array(12 * 1024 * 1024).fill(65), "application/pdf");
    expect(huge.status).toBe(413);
    const exe = await send(
      "setup.exe",
      new TextEncoder().encode("MZ fake program"),
      "application/octet-stream",
    );
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { message: string }).message).toMatch(
      /PDF, DOCX, TXT, or MD files under 10MB/,
    );
    expect(await count()).toBe(before);
    await admin.close();
  });
});
