import { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildZip, minimalDocxParts } from "../../../test/support/zip-files";
import { ExtractionRefused } from "../../domain/imports/document-text-extractor";
import { libraryTextExtractor } from "./library-text-extractor";

const LIMITS = { maxPdfPages: 500, timeLimitMs: 10_000, maxDocxExpandedBytes: 1_900_000 };

async function pdfWithPages(pages: number, linesPerPage = 0) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage();
    for (let l = 0; l < linesPerPage; l++) {
      page.drawText(`Page ${p + 1}, line ${l + 1}: travel is booked through the travel desk.`, {
        x: 40,
        y: 780 - l * 18,
        size: 10,
        font,
      });
    }
  }
  return pdf.save();
}

describe("libraryTextExtractor (inside workerd)", () => {
  it("reads the text of a PDF with unpdf", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage();
    page.drawText("Travel Policy", { x: 50, y: 700, size: 20, font });
    page.drawText("Book flights through the travel desk.", { x: 50, y: 660, size: 12, font });
    const second = pdf.addPage();
    second.drawText("Hotels up to 150 EUR per night.", { x: 50, y: 700, size: 12, font });
    const text = await libraryTextExtractor.extractText("pdf", await pdf.save());
    expect(text).toContain("Travel Policy");
    expect(text).toContain("Book flights through the travel desk.");
    expect(text).toContain("Hotels up to 150 EUR per night.");
    console.log(JSON.stringify(text));
  });

  it("reads the text of a DOCX with mammoth", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun("Password Policy")] }),
            new Paragraph({ children: [new TextRun("Passwords have at least 14 characters.")] }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await (await Packer.toBlob(doc)).arrayBuffer());
    const text = await libraryTextExtractor.extractText("docx", bytes);
    expect(text).toContain("Password Policy");
    expect(text).toContain("Passwords have at least 14 characters.");
    console.log(JSON.stringify(text));
  });

  it("fails on a ZIP that is not a Word document, and on a broken PDF", async () => {
    await expect(
      libraryTextExtractor.extractText("docx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])),
    ).rejects.toThrow();
    await expect(
      libraryTextExtractor.extractText("pdf", new TextEncoder().encode("%PDF-1.7 nothing else")),
    ).rejects.toThrow();
  });
});

describe("PDF extraction is bounded in pages and time", () => {
  it("refuses a PDF of more than 500 pages before reading its pages", async () => {
    const refusal = await libraryTextExtractor.extractText("pdf", await pdfWithPages(501)).catch((e) => e);
    expect(refusal).toBeInstanceOf(ExtractionRefused);
    expect(refusal).toMatchObject({ reason: "too_many_pages" });
    const small = { ...LIMITS, maxPdfPages: 3 };
    await expect(libraryTextExtractor.extractText("pdf", await pdfWithPages(3, 1), small)).resolves.toContain(
      "Page 3, line 1",
    );
    await expect(
      libraryTextExtractor.extractText("pdf", await pdfWithPages(4, 1), small),
    ).rejects.toMatchObject({
      reason: "too_many_pages",
    });
  });

  it("stops reading when the time limit has passed", async () => {
    const bytes = await pdfWithPages(300, 40);
    const started = performance.now();
    const refusal = await libraryTextExtractor
      .extractText("pdf", bytes, { ...LIMITS, timeLimitMs: 50 })
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(ExtractionRefused);
    expect(refusal).toMatchObject({ reason: "too_slow" });
    // Reading all 300 pages takes several hundred milliseconds.
    expect(performance.now() - started).toBeLessThan(300);
  }, 20_000);
});

describe("archives are measured before they are opened: DOCX extraction", () => {
  it("reads a .docx through its text parts only", async () => {
    const zip = await buildZip([
      ...minimalDocxParts("Remote Work Policy\nWork from home two days a week."),
      { name: "word/media/photo.png", data: new Uint8Array(500_000), method: 0 },
    ]);
    const text = await libraryTextExtractor.extractText("docx", zip, LIMITS);
    expect(text).toContain("Remote Work Policy");
    expect(text).toContain("Work from home two days a week.");
  });

  it("reads a .docx with pictures: the media are left out, the text around them is read", async () => {
    // A 1×1 PNG.
    const png = Uint8Array.from(
      atob(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      ),
      (c) => c.charCodeAt(0),
    );
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun("Before the picture.")] }),
            new Paragraph({
              children: [new ImageRun({ type: "png", data: png, transformation: { width: 10, height: 10 } })],
            }),
            new Paragraph({ children: [new TextRun("After the picture.")] }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await (await Packer.toBlob(doc)).arrayBuffer());
    const text = await libraryTextExtractor.extractText("docx", bytes, LIMITS);
    expect(text).toContain("Before the picture.");
    expect(text).toContain("After the picture.");
  });

  it("refuses a .docx whose parts would expand past the limit, from its directory", async () => {
    const lying = await buildZip([
      ...minimalDocxParts("x").slice(0, 2),
      { name: "word/document.xml", data: "garbage", method: 0, declaredSize: 20_000_000 },
    ]);
    await expect(libraryTextExtractor.extractText("docx", lying, LIMITS)).rejects.toMatchObject({
      reason: "archive_too_large",
    });
    const bomb = await buildZip(minimalDocxParts("x", 20_000_000));
    await expect(libraryTextExtractor.extractText("docx", bomb, LIMITS)).rejects.toMatchObject({
      reason: "archive_too_large",
    });
  });
});
