import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  AppError,
  type Category,
  CONTENT_TYPES,
  type ImportFormat,
  invalidInput,
  isCategory,
  MAX_IMPORTED_CHARACTERS,
  MAX_IMPORTED_TEXT_BYTES,
  noTextMessage,
  tooMuchTextMessage,
  unreadableMessage,
} from "../contract";
import { createDocument } from "../documents/create-document";
import { decodeTextFile, firstMarkdownHeading, markdownHeadingsToLines } from "./decode-text-file";
import { detectImportFormat } from "./detect-import-format";
import type { DocumentTextExtractor } from "./document-text-extractor";
import { inferDocumentCategory } from "./infer-document-category";
import { inferDocumentTitle } from "./infer-document-title";
import { normalizeExtractedText } from "./normalize-extracted-text";

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

  const { text, heading } = await readText(format, options.bytes, fileName, ctx.textExtractor);
  if (!text) throw invalidInput(noTextMessage(fileName), { file: noTextMessage(fileName) });
  if (text.length > MAX_IMPORTED_CHARACTERS || utf8Length(text) > MAX_IMPORTED_TEXT_BYTES) {
    throw new AppError("payload_too_large", tooMuchTextMessage(fileName));
  }

  const title = inferDocumentTitle(text, fileName, heading);
  const chosen = options.category;
  const category = chosen && isCategory(chosen) ? chosen : inferDocumentCategory(text, title);

  const key = `imports/${actor.companyId}/${crypto.randomUUID()}/${fileName}`;
  await ctx.files.put(key, options.bytes, { contentType: CONTENT_TYPES[format] });
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
    raw = await extractor.extractText(format, bytes);
  } catch {
    throw invalidInput(unreadableMessage(fileName), { file: unreadableMessage(fileName) });
  }
  return { text: normalizeExtractedText(raw), heading: null };
}

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

/** The file's own name without any folder part or control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  if (base.length <= 200) return base || "document";
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot) : "";
  return base.slice(0, 200 - extension.length) + extension;
}
