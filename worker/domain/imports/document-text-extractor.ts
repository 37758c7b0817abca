/**
 * Reads the text out of a binary document. The Worker's implementation (unpdf for PDF, mammoth for
 * DOCX) lives in worker/adapters/extract/; the domain only knows this interface.
 * Throws when the file cannot be parsed (damaged, encrypted); the import turns that into a message.
 */
export interface DocumentTextExtractor {
  extractText(format: "pdf" | "docx", bytes: Uint8Array): Promise<string>;
}
