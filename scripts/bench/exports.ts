// Export timings: a 50-page policy to PDF and DOCX with the same renderers the browser uses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PDFDocument } from "pdf-lib";
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

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  await work(); // warm-up: module initialisation and JIT
  const runs: number[] = [];
  let value!: T;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    value = await work();
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  return { value, ms: runs[1]! };
}

export async function measureExports(): Promise<ExportTiming[]> {
  const fonts = { regular: font("DejaVuSans.ttf"), bold: font("DejaVuSans-Bold.ttf") };
  const content = longPolicy();
  const pdf = await timed(() => renderPdf({ title: "Long policy", content, fonts }));
  const pages = (await PDFDocument.load(pdf.value)).getPageCount();
  const docx = await timed(() => renderDocx({ title: "Long policy", content }));
  return [
    {
      name: "PDF (pdf-lib, DejaVu Sans subset), median of 3",
      pages,
      bytes: pdf.value.byteLength,
      ms: pdf.ms,
    },
    { name: "DOCX (docx), same content, median of 3", bytes: docx.value.byteLength, ms: docx.ms },
  ];
}
