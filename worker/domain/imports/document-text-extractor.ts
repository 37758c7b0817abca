/**
 * Reads the text out of a binary document. The Worker's implementation (unpdf for PDF, mammoth for
 * DOCX) lives in worker/adapters/extract/; the domain only knows this interface.
 * Throws ExtractionRefused when a limit is reached, anything else when the file cannot be parsed
 * (damaged, encrypted); the import turns both into messages.
 */
export interface DocumentTextExtractor {
  extractText(format: "pdf" | "docx", bytes: Uint8Array, limits?: ExtractionLimits): Promise<string>;
}

/** How much reading one file may cost (the import passes the contract's bounds). */
export interface ExtractionLimits {
  /** A PDF with more pages is refused before its pages are read. */
  maxPdfPages: number;
  /** Reading stops after this long. */
  timeLimitMs: number;
  /** What the text parts of a .docx may expand to (and, inflated, may not exceed). */
  maxDocxExpandedBytes: number;
}

export type ExtractionRefusal = "too_many_pages" | "too_slow" | "archive_too_large";

/** The file is readable, but reading it would cost more than the limits allow. */
export class ExtractionRefused extends Error {
  constructor(
    readonly reason: ExtractionRefusal,
    message: string,
  ) {
    super(message);
    this.name = "ExtractionRefused";
  }
}
