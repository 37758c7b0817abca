// Export timings: a 50-page policy to PDF and DOCX with the same renderers the browser uses, next
// to pdf-lib's own floor (the same pages laid out with a built-in font: no embedding, no shaping).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PageSizes, PDFDocument, StandardFonts } from "pdf-lib";
import { seedTemplates } from "../../worker/db/seed/templates/index.ts";
import { renderDocx } from "../../worker/domain/export/docx.ts";
import { longPolicy } from "../../worker/domain/export/export-fixtures.ts";
import { renderPdf } from "../../worker/domain/export/pdf.ts";

export interface ExportTiming {
  name: string;
  pages?: number;
  bytes: number;
  ms: number;
}

const require = createRequire(import.meta.url);
const font = (file: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; firstMs: number }> {
  const t0 = performance.now();
  await work(); // the first run also pays module initialisation, JIT and (for PDF) the font cache's fill
  const firstMs = performance.now() - t0;
  const runs: number[] = [];
  let value!: T;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    value = await work();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  return { value, ms: runs[2]!, firstMs };
}

/** pdf-lib alone: the same number of pages of the same text, wrapped and drawn with Helvetica. */
async function pdfLibFloor(content: string, pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  const [width, height] = PageSizes.A4;
  const words = content.replace(/\s+/g, " ").split(" ");
  let w = 0;
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage(PageSizes.A4);
    for (let y = height - 56; y > 56; y -= 15) {
      let line = "";
      let lineWidth = 0;
      for (;;) {
        const wordWidth = helvetica.widthOfTextAtSize(` ${words[w]}`, 10.5);
        if (line && lineWidth + wordWidth > width - 112) break;
        line = line ? `${line} ${words[w]}` : words[w]!;
        lineWidth += wordWidth;
        w = (w + 1) % words.length;
      }
      page.drawText(line, { x: 56, y, size: 10.5, font: helvetica });
    }
  }
  return pdf.save();
}

/** About 50 pages of varied policy text: the template library's texts, one after another. */
function libraryText(): string {
  return seedTemplates
    .map((t) => t.content)
    .join("\n\n")
    .slice(0, 150_000);
}

export async function measureExports(): Promise<ExportTiming[]> {
  const fonts = { regular: font("DejaVuSans.ttf"), bold: font("DejaVuSans-Bold.ttf") };
  const content = longPolicy();
  const pdf = await timed(() => renderPdf({ title: "Long policy", content, fonts }));
  const pages = (await PDFDocument.load(pdf.value)).getPageCount();
  const floor = await timed(() => pdfLibFloor(content, pages));
  const varied = libraryText();
  const variedPdf = await timed(() => renderPdf({ title: "Template library", content: varied, fonts }));
  const variedPages = (await PDFDocument.load(variedPdf.value)).getPageCount();
  const docx = await timed(() => renderDocx({ title: "Long policy", content }));
  return [
    {
      name: "PDF (pdf-lib, DejaVu Sans subset), median of 5 after one export",
      pages,
      bytes: pdf.value.byteLength,
      ms: pdf.ms,
    },
    {
      name: "PDF, the same, first export in the process (font parsed, words shaped)",
      pages,
      bytes: pdf.value.byteLength,
      ms: pdf.firstMs,
    },
    {
      name: "PDF of the template library's texts (varied words), first export of that text",
      pages: variedPages,
      bytes: variedPdf.value.byteLength,
      ms: variedPdf.firstMs,
    },
    {
      name: "pdf-lib's own floor: same page count, Helvetica (no embedding, no shaping), median of 5",
      pages,
      bytes: floor.value.byteLength,
      ms: floor.ms,
    },
    { name: "DOCX (docx), same content, median of 5", bytes: docx.value.byteLength, ms: docx.ms },
  ];
}
