import {
  MAX_DOCX_EXPANDED_BYTES,
  MAX_PDF_PAGES,
  PDF_EXTRACTION_TIME_LIMIT_MS,
} from "@charterly/domain/contract";
import {
  type DocumentTextExtractor,
  type ExtractionLimits,
  ExtractionRefused,
} from "../../domain/imports/document-text-extractor";
import { ArchiveTooLarge, docxTextPartsArchive } from "./docx-text-parts";

const DEFAULT_LIMITS: ExtractionLimits = {
  maxPdfPages: MAX_PDF_PAGES,
  timeLimitMs: PDF_EXTRACTION_TIME_LIMIT_MS,
  maxDocxExpandedBytes: MAX_DOCX_EXPANDED_BYTES,
};

/**
 * Text extraction with plain JavaScript libraries that run inside workerd: unpdf (pdf.js built for
 * serverless runtimes) for PDF and mammoth for DOCX. Both are imported on first use, so a Worker
 * isolate that never imports a file does not evaluate them. Each file is read within limits: a
 * PDF's pages are counted before they are read and reading stops after a time limit; a DOCX is
 * measured from its ZIP directory before anything is inflated (./docx-text-parts.ts).
 */
export const libraryTextExtractor: DocumentTextExtractor = {
  async extractText(format, bytes, limits = DEFAULT_LIMITS) {
    return format === "pdf" ? extractPdfText(bytes, limits) : extractDocxText(bytes, limits);
  },
};

async function extractPdfText(bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  const { getDocumentProxy } = await import("unpdf");
  const deadline = startDeadline(limits.timeLimitMs);
  // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const opening = getDocumentProxy(bytes.slice());
  try {
    const pdf = await deadline.race(opening);
    if (pdf.numPages > limits.maxPdfPages) {
      throw new ExtractionRefused("too_many_pages", `The PDF has ${pdf.numPages} pages.`);
    }
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      await deadline.check(number % PAGES_BETWEEN_YIELDS === 0);
      pages.push(await deadline.race(pageText(pdf, number)));
    }
    // One blank line between pages, so a page break also ends a paragraph.
    return pages.join("\n\n");
  } finally {
    deadline.clear();
    // Whenever the document opens (now, or after the deadline gave up on it), it is destroyed.
    opening.then((pdf) => pdf.loadingTask.destroy()).catch(() => undefined);
  }
}

/** Pages read between two yields to the event loop (see startDeadline). */
const PAGES_BETWEEN_YIELDS = 10;

type PdfDocument = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

/** A page's text as unpdf's extractText reads it: the text items, a line end after each that ends a line. */
async function pageText(pdf: PdfDocument, number: number): Promise<string> {
  const content = await (await pdf.getPage(number)).getTextContent();
  return content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
}

async function extractDocxText(bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  let archive: Uint8Array;
  try {
    archive = await docxTextPartsArchive(bytes, limits.maxDocxExpandedBytes);
  } catch (error) {
    if (error instanceof ArchiveTooLarge) throw new ExtractionRefused("archive_too_large", error.message);
    throw error;
  }
  const mammoth = (await import("mammoth")).default;
  const arrayBuffer = archive.buffer as ArrayBuffer;
  // wrangler bundles mammoth's browser build, which reads `arrayBuffer`; vitest resolves its Node
  // build, which reads `buffer` (any bytes JSZip accepts). Giving both makes one call work in each.
  const input = { arrayBuffer, buffer: archive } as { arrayBuffer: ArrayBuffer };
  const result = await mammoth.extractRawText(input);
  return result.value;
}

/**
 * A time limit for reading. pdf.js works in promise steps that never let a timer fire, so the limit
 * is checked between pages: the clock at every page, and every few pages after a yield to the event
 * loop, which lets the timer fire (a deployed Worker's clock only moves between events, so the
 * timer is what catches it there); each step is also raced against the timer.
 */
function startDeadline(ms: number) {
  const endsAt = Date.now() + ms;
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refusal = () => new ExtractionRefused("too_slow", `Reading took longer than ${ms} ms.`);
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(refusal());
    }, ms);
  });
  expiry.catch(() => undefined); // rejected only while someone races it
  return {
    race: <T>(work: Promise<T>) => Promise.race([work, expiry]),
    /** Refuses once the time is up; `yieldFirst` lets a due timer fire (a yield costs about a millisecond). */
    async check(yieldFirst: boolean) {
      if (yieldFirst) await new Promise((resolve) => setTimeout(resolve, 0));
      if (expired || Date.now() >= endsAt) throw refusal();
    },
    clear: () => clearTimeout(timer),
  };
}
