import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { libraryTextExtractor } from "./library-text-extractor";

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
