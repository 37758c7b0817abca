// `npx tsx scripts/measure-pdf-extraction.ts`: how long the import's PDF text extraction takes for a
// 50-page PDF (about 45 lines of policy text a page), measured with the adapter the Worker uses.
// Figures are printed, never asserted: a first (cold) run, then the median of 10 warm runs.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { libraryTextExtractor } from "../worker/adapters/extract/library-text-extractor.ts";

const PAGES = 50;
const LINES_PER_PAGE = 45;

async function buildPdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= PAGES; p++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Section ${p}: Travel and Expense Rules`, { x: 50, y: 790, size: 14, font });
    for (let l = 0; l < LINES_PER_PAGE; l++) {
      page.drawText(
        `${p}.${l + 1} Employees book flights and hotels through the travel desk and keep receipts.`,
        {
          x: 50,
          y: 760 - l * 16,
          size: 10,
          font,
        },
      );
    }
  }
  return pdf.save();
}

const bytes = await buildPdf();
const time = async () => {
  const t0 = performance.now();
  const text = await libraryTextExtractor.extractText("pdf", bytes);
  return { ms: performance.now() - t0, characters: text.length };
};

const cold = await time();
const warm: number[] = [];
for (let i = 0; i < 10; i++) warm.push((await time()).ms);
warm.sort((a, b) => a - b);
const median = (warm[4]! + warm[5]!) / 2;
console.log(
  `${PAGES}-page PDF, ${(bytes.byteLength / 1024).toFixed(0)} KB, ${cold.characters} characters extracted: ` +
    `first run ${cold.ms.toFixed(0)} ms, warm median ${median.toFixed(0)} ms (min ${warm[0]!.toFixed(0)}, max ${warm[9]!.toFixed(0)}) on Node ${process.version}`,
);
