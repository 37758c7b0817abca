import type { DocumentTextExtractor } from "../../domain/imports/document-text-extractor";

/**
 * Text extraction with plain JavaScript libraries that run inside workerd: unpdf (pdf.js built for
 * serverless runtimes) for PDF and mammoth for DOCX. Both are imported on first use, so a Worker
 * isolate that never imports a file does not evaluate them.
 */
export const libraryTextExtractor: DocumentTextExtractor = {
  async extractText(format, bytes) {
    return format === "pdf" ? extractPdfText(bytes) : extractDocxText(bytes);
  },
};

async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const { extractText } = await import("unpdf");
  // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy. unpdf destroys
  // the document it opened when it is done.
  const { text } = await extractText(bytes.slice(), { mergePages: false });
  // One blank line between pages, so a page break also ends a paragraph.
  return text.join("\n\n");
}

async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const mammoth = (await import("mammoth")).default;
  const arrayBuffer = bytes.slice().buffer;
  // wrangler bundles mammoth's browser build, which reads `arrayBuffer`; vitest resolves its Node
  // build, which reads `buffer` (any bytes JSZip accepts). Giving both makes one call work in each.
  const input = { arrayBuffer, buffer: new Uint8Array(arrayBuffer) } as { arrayBuffer: ArrayBuffer };
  const result = await mammoth.extractRawText(input);
  return result.value;
}
