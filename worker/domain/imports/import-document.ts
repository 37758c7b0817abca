import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  AppError,
  archiveTooLargeMessage,
  type Category,
  CONTENT_TYPES,
  fitsOneDocument,
  type ImportFormat,
  invalidInput,
  isCategory,
  MAX_DOCX_EXPANDED_BYTES,
  MAX_PDF_PAGES,
  noTextMessage,
  PDF_EXTRACTION_TIME_LIMIT_MS,
  tooManyPagesMessage,
  tooMuchTextMessage,
  tooSlowToReadMessage,
  unreadableMessage,
} from "../contract";
import { createDocument } from "../documents/create-document";
import { importFileKey } from "../files/file-keys";
import { storeFile } from "../files/file-store";
import { decodeTextFile, firstMarkdownHeading, markdownHeadingsToLines } from "./decode-text-file";
import { detectImportFormat } from "./detect-import-format";
import {
  type DocumentTextExtractor,
  type ExtractionLimits,
  type ExtractionRefusal,
  ExtractionRefused,
} from "./document-text-extractor";
import { inferDocumentCategory } from "./infer-document-category";
import { inferDocumentTitle } from "./infer-document-title";
import { normalizeExtractedText } from "./normalize-extracted-text";
import { docxTextPartsSize, readZipDirectory, ZipFormatError } from "./zip-directory";

export interface ImportDocumentOptions {
  fileName: string;
  bytes: Uint8Array;
  /** The category picked in the dialog; anything that is not a category is ignored and inferred. */
  category?: string | null;
}

export interface ImportResult {
  documentId: number;
  title: string;
  category: Category;
}

/**
 * Imports one file into the company's library as a draft: checks its type and size, extracts its
 * text, infers a title and a category, keeps the original in the file store, and creates the
 * document with version 1 ("Imported from <file name>"). A file that fails at any step changes
 * nothing: the stored original is removed again when the document cannot be created. The
 * permission includes the company's "document import" switch (read with the session).
 */
export async function importDocument(
  ctx: DomainContext,
  actor: Actor,
  options: ImportDocumentOptions,
): Promise<ImportResult> {
  requirePermission(actor, "document.import");
  const fileName = cleanFileName(options.fileName);
  const format = detectImportFormat(fileName, options.bytes);

  const { text, heading } = await readImportedText(format, options.bytes, fileName, ctx.textExtractor);
  if (!text) throw invalidInput(noTextMessage(fileName), { file: noTextMessage(fileName) });
  // The same bound as editing (contract: MAX_DOCUMENT_CONTENT_BYTES, UTF-8 bytes).
  if (!fitsOneDocument(text)) throw new AppError("payload_too_large", tooMuchTextMessage(fileName));

  const title = inferDocumentTitle(text, fileName, heading);
  const chosen = options.category;
  const category = chosen && isCategory(chosen) ? chosen : inferDocumentCategory(text, title);

  const key = importFileKey(actor.companyId, fileName);
  await storeFile(ctx, key, options.bytes, { contentType: CONTENT_TYPES[format] });
  try {
    const documentId = await createDocument(ctx, {
      companyId: actor.companyId,
      author: { userId: actor.userId, displayName: actor.displayName },
      title,
      category,
      content: text,
      status: "draft",
      sourceFileKey: key,
      changeDescription: `Imported from ${fileName}`,
    });
    return { documentId, title, category };
  } catch (error) {
    // Best effort: the document's failure is what the caller must hear about.
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
}

/** How much reading one imported file may cost. */
const EXTRACTION_LIMITS: ExtractionLimits = {
  maxPdfPages: MAX_PDF_PAGES,
  timeLimitMs: PDF_EXTRACTION_TIME_LIMIT_MS,
  maxDocxExpandedBytes: MAX_DOCX_EXPANDED_BYTES,
};

const REFUSAL_MESSAGES: Record<ExtractionRefusal, (fileName: string) => string> = {
  archive_too_large: archiveTooLargeMessage,
  too_many_pages: tooManyPagesMessage,
  too_slow: tooSlowToReadMessage,
};

/**
 * The normalized text of a file whose format detectImportFormat accepted (a .docx is measured
 * before it is opened), and its first Markdown heading; the knowledge-base upload reads files so too.
 */
export async function readImportedText(
  format: ImportFormat,
  bytes: Uint8Array,
  fileName: string,
  extractor: DocumentTextExtractor,
): Promise<{ text: string; heading: string | null }> {
  if (format === "docx") measureArchive(bytes, fileName);
  return readText(format, bytes, fileName, extractor);
}

/**
 * A .docx is measured before it is opened: its ZIP directory declares what each part expands to,
 * and an archive whose text parts would expand past the bound is refused without inflating
 * anything (the extractor then holds every part to its declared size).
 */
function measureArchive(bytes: Uint8Array, fileName: string) {
  let expanded: number;
  try {
    expanded = docxTextPartsSize(readZipDirectory(bytes));
  } catch (error) {
    if (!(error instanceof ZipFormatError)) throw error;
    throw invalidInput(unreadableMessage(fileName), { file: unreadableMessage(fileName) });
  }
  if (expanded > MAX_DOCX_EXPANDED_BYTES) {
    throw new AppError("payload_too_large", archiveTooLargeMessage(fileName));
  }
}

async function readText(
  format: ImportFormat,
  bytes: Uint8Array,
  fileName: string,
  extractor: DocumentTextExtractor,
): Promise<{ text: string; heading: string | null }> {
  if (format === "txt") return { text: normalizeExtractedText(decodeTextFile(bytes)), heading: null };
  if (format === "md") {
    const markdown = decodeTextFile(bytes);
    return {
      text: normalizeExtractedText(markdownHeadingsToLines(markdown)),
      heading: firstMarkdownHeading(markdown),
    };
  }
  if (format === "doc") throw new Error("Legacy .doc files are refused by detectImportFormat.");
  let raw: string;
  try {
    raw = await extractor.extractText(format, bytes, EXTRACTION_LIMITS);
  } catch (error) {
    if (error instanceof ExtractionRefused) {
      throw new AppError("payload_too_large", REFUSAL_MESSAGES[error.reason](fileName));
    }
    throw invalidInput(unreadableMessage(fileName), { file: unreadableMessage(fileName) });
  }
  return { text: normalizeExtractedText(raw), heading: null };
}

/**
 * The file's own name without any folder part, control characters or text-direction overrides
 * (which make "invoice\u202Efdp.exe" display as "invoiceexe.pdf"), at most 200 characters.
 */
export function cleanFileName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (base.length <= 200) return base || "document";
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot) : "";
  return base.slice(0, 200 - extension.length) + extension;
}
