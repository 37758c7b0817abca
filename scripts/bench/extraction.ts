// A 50-page PDF (about 45 lines of policy text a page) and the time the import's text extraction
// takes for it with the adapter the Worker uses: a first (cold) run, then the median of 10 warm runs.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { libraryTextExtractor } from "../../worker/adapters/extract/library-text-extractor.ts";

export const PDF_PAGES = 50;
const LINES_PER_PAGE = 45;

export async function buildFiftyPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= PDF_PAGES; p++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Section ${p}: Travel and Expense Rules`, { x: 50, y: 790, size: 14, font });
    for (let l = 0; l < LINES_PER_PAGE; l++) {
      const line = `${p}.${l + 1} Employees book flights and hotels through the travel desk and keep receipts.`;
      page.drawText(line, { x: 50, y: 760 - l * 16, size: 10, font });
    }
  }
  return pdf.save();
}

export async function measureExtraction(bytes: Uint8Array) {
  const time = async () => {
    const t0 = performance.now();
    const text = await libraryTextExtractor.extractText("pdf", bytes);
    return { ms: performance.now() - t0, characters: text.length };
  };
  const cold = await time();
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) warm.push((await time()).ms);
  warm.sort((a, b) => a - b);
  return { coldMs: cold.ms, warmMedianMs: (warm[4]! + warm[5]!) / 2, characters: cold.characters };
}
