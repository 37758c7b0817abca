import { longPolicy, SHORT_POLICY, UNICODE_SAMPLE } from "@charterly/domain/export/export-fixtures";
import { renderPdf } from "@charterly/domain/export/pdf";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { workerPdfFonts } from "../../worker/adapters/fonts/worker-pdf-fonts";

async function pagesOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return text;
}

describe("renderPdf", () => {
  it("writes the title, subtitle, headings, paragraphs and bullets", async () => {
    const bytes = await renderPdf({
      title: "Travel and Expenses Policy",
      subtitle: "Finance · How to book travel",
      content: SHORT_POLICY,
      fonts: workerPdfFonts,
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const [text, ...rest] = await pagesOf(bytes);
    expect(rest).toEqual([]);
    for (const expected of [
      "Travel and Expenses Policy",
      "Finance · How to book travel",
      "1. Purpose",
      "2.1 Approvals",
      "Required documents:",
      "Managers approve every trip before it is booked.",
      "• A receipt for every claim",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    // The content's own uppercase title is not printed a second time under the title.
    expect(text).not.toContain("TRAVEL AND EXPENSES POLICY");
  });

  it("Company / Effective Date / Policy Owner are separate lines in previews and PDFs", async () => {
    const bytes = await renderPdf({
      title: "Remote Work Policy",
      content:
        "REMOTE WORK POLICY\nCompany: Northwind\nEffective Date: March 1, 2026\nPolicy Owner: HR\n\n1. Purpose\n\nWhy.",
      fonts: workerPdfFonts,
    });
    const [text] = await pagesOf(bytes);
    const lines = text!.split("\n").map((line) => line.trim());
    expect(lines).toContain("Company: Northwind");
    expect(lines).toContain("Effective Date: March 1, 2026");
    expect(lines).toContain("Policy Owner: HR");
  });

  it("marks text that is not in force DRAFT / UNDER REVIEW on every page", async () => {
    const marking = "DRAFT — not approved; not the policy in force";
    const bytes = await renderPdf({
      title: "Long Policy",
      content: longPolicy(),
      marking,
      fonts: workerPdfFonts,
    });
    const pages = await pagesOf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const text of pages) expect(text).toContain(marking);
    const unmarked = await pagesOf(
      await renderPdf({ title: "Policy", content: SHORT_POLICY, fonts: workerPdfFonts }),
    );
    expect(unmarked.join("\n")).not.toContain("not approved");
  });

  it("paginates long content with a 'Page N of M' footer on every page", async () => {
    const bytes = await renderPdf({ title: "Long Policy", content: longPolicy(), fonts: workerPdfFonts });
    const pages = await pagesOf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(20);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages.join("\n")).toContain("120. Section 120");
  });

  it("draws characters outside WinAnsi and replaces those the font lacks instead of failing", async () => {
    const bytes = await renderPdf({
      title: UNICODE_SAMPLE,
      subtitle: UNICODE_SAMPLE,
      content: `ÜBERSICHT:\n\n${UNICODE_SAMPLE}\n\n- ${UNICODE_SAMPLE}`,
      fonts: workerPdfFonts,
    });
    const [text] = await pagesOf(bytes);
    expect(text).toContain("Zoë — €50 ≥ 40 → ✓");
    expect(text).toContain("ÜBERSICHT:");
    // DejaVu Sans has no CJK glyphs: each becomes "?".
    expect(text).toContain("??");
    expect(text).not.toContain("中");
  });

  it("breaks a word longer than a line and survives control characters and empty content", async () => {
    const token = "x".repeat(600);
    const bytes = await renderPdf({
      title: "Edge\ncases\u0000",
      content: `Key: ${token}\u0007 end`,
      fonts: workerPdfFonts,
    });
    const [text] = await pagesOf(bytes);
    expect(text).toContain("Edge cases");
    expect(text?.replace(/\s/g, "")).toContain(token);
    expect(await pagesOf(await renderPdf({ title: "", content: "", fonts: workerPdfFonts }))).toHaveLength(1);
  });

  it("uses A4 by default and US Letter on request", async () => {
    const a4 = await PDFDocument.load(await renderPdf({ title: "T", content: "x", fonts: workerPdfFonts }));
    expect(a4.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(a4.getTitle()).toBe("T");
    const letter = await PDFDocument.load(
      await renderPdf({ title: "T", content: "x", fonts: workerPdfFonts, pageSize: "Letter" }),
    );
    expect(letter.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });
});
