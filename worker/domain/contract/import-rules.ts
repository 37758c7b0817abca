// The bulk import's limits and messages (spec §5 and §9: PDF, DOCX, DOC, TXT or MD, at most 10 MB each).
// One bound for a document's text, whichever way it arrives (edit, generation, import):
// plain/text-rules.ts holds it.
import { MAX_DOCUMENT_CONTENT_BYTES, MAX_DOCUMENT_CONTENT_LABEL } from "./plain/text-rules";

export const IMPORT_FORMATS = ["pdf", "docx", "doc", "txt", "md"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** 10 MB, as the import dialog says. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * A .docx is a ZIP archive: the parts a reader inflates (everything but the media) may expand to at
 * most the text bound, read from the archive's central directory before anything is inflated. Word's
 * markup is several bytes per byte of text, so this admits documents of some hundreds of pages, and
 * keeps the reader's memory (about 25 times the markup) inside a Worker's 128 MB.
 */
export const MAX_DOCX_EXPANDED_BYTES = MAX_DOCUMENT_CONTENT_BYTES;
/** A PDF with more pages is refused before any page is read. */
export const MAX_PDF_PAGES = 500;
/** Reading a PDF's text stops (and the import is refused) after this long. */
export const PDF_EXTRACTION_TIME_LIMIT_MS = 10_000;

/**
 * Several files in one form: the library's Import Documents without JavaScript, where a browser
 * cannot send one file at a time (with JavaScript each file is its own request). The spec sets no
 * number; these bounds are ours: the form is read whole before its files are imported one after
 * another in the same request, so at most this many files and this many bytes together, inside a
 * Worker's 128 MB and its CPU time per request. Each file keeps its own limit (MAX_IMPORT_BYTES).
 */
export const MAX_IMPORT_FILES_PER_FORM = 5;
export const MAX_IMPORT_FORM_BYTES = 30 * 1024 * 1024;
export const TOO_MANY_IMPORT_FILES_MESSAGE = `Choose at most ${MAX_IMPORT_FILES_PER_FORM} files at a time, then import the others in another go.`;
/** "30 MB", as the form's hint and its refusal say it. */
export const MAX_IMPORT_FORM_LABEL = `${MAX_IMPORT_FORM_BYTES / (1024 * 1024)} MB`;
export const IMPORT_FORM_TOO_LARGE_MESSAGE = `These files are more than ${MAX_IMPORT_FORM_LABEL} together. Import them in smaller groups (each file at most 10 MB).`;

export const INVALID_FILES_MESSAGE = "Please select PDF, DOCX, TXT, or MD files under 10MB.";
export const LEGACY_DOC_MESSAGE =
  "Legacy .doc files can't be read. Save the file as .docx or PDF and import it again.";

export const CONTENT_TYPES: Record<ImportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
};

export const noTextMessage = (fileName: string) =>
  `No text could be found in ${fileName}. Is it a scanned image?`;
export const unreadableMessage = (fileName: string) =>
  `${fileName} could not be read. The file may be damaged or password-protected.`;
export const tooMuchTextMessage = (fileName: string) =>
  `${fileName} holds more text than one document can (${MAX_DOCUMENT_CONTENT_LABEL}). Split it and import the parts.`;
export const archiveTooLargeMessage = (fileName: string) =>
  `${fileName} would expand to more than ${MAX_DOCUMENT_CONTENT_LABEL} of document text when opened, more than one document can hold. Split it and import the parts.`;
export const tooManyPagesMessage = (fileName: string) =>
  `${fileName} has more than ${MAX_PDF_PAGES} pages. Split it and import the parts.`;
export const tooSlowToReadMessage = (fileName: string) =>
  `${fileName} took too long to read (more than ${PDF_EXTRACTION_TIME_LIMIT_MS / 1000} seconds). Split it, or save it again as a simpler PDF, and import it again.`;

/** The file name's extension, lower-cased ("" when there is none): the browser's check and the server's agree. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}
