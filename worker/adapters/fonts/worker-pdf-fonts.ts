// Worker side: the PDF fonts are bundled with the Worker as binary modules (see fonts.d.ts).
// Only the Worker imports this file; the browser fetches the same TTFs and passes their bytes.

import type { PdfFonts } from "@charterly/domain/export/pdf";
import regular from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf";
import bold from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf";

/** DejaVu Sans regular and bold, for `renderPdf` in the Worker. */
export const workerPdfFonts: PdfFonts = { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
