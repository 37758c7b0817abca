import { sql } from "drizzle-orm";
import { knowledgeBaseDocuments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import {
  AppError,
  CONTENT_TYPES,
  extensionOf,
  fitsOneDocument,
  type ImportFormat,
  invalidInput,
  isAppError,
  KNOWLEDGE_FILE_SIZE_MESSAGE,
  KNOWLEDGE_FILE_TYPE_MESSAGE,
  KNOWLEDGE_FORMATS,
  KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE,
  type KnowledgeBaseEntryDto,
  knowledgeBaseUploadFields,
  MAX_KNOWLEDGE_FILE_BYTES,
  NO_TEXT_LAYER_MESSAGE,
  noTextMessage,
  tooMuchTextMessage,
} from "../contract";
import { knowledgeFileKey } from "../files/file-keys";
import { storeFile } from "../files/file-store";
import { detectImportFormat } from "../imports/detect-import-format";
import { cleanFileName, readImportedText } from "../imports/import-document";
import { syncChunkVectors } from "./chunk-vectors";
import { chunkInsertStatements } from "./index-statements";
import { readEntry } from "./knowledge-entries";

export interface KnowledgeUpload {
  /** Absent when the form carried no file. */
  file: { name: string; bytes: Uint8Array } | null;
  /** The form's fields as sent (title, documentType, category); checked here. */
  fields: Record<string, unknown>;
}

/** Attempts at taking the next entry id when concurrent uploads race for it. */
const ID_ATTEMPTS = 5;

/**
 * Adds an uploaded file (PDF, DOCX, TXT or MD, at most 10 MB) to the knowledge base: its text is read
 * with the import's extractors, the original is kept in the file store, and the entry and its
 * passages are written in one batch. A file that fails at any step stores nothing: a PDF without a
 * text layer is refused (422) before anything is kept, and the original is removed again when the
 * batch fails.
 */
export async function uploadKnowledgeDocument(
  ctx: DomainContext,
  actor: Actor,
  upload: KnowledgeUpload,
): Promise<KnowledgeBaseEntryDto> {
  requirePermission(actor, "knowledge.manage");
  const parsed = knowledgeBaseUploadFields.safeParse(upload.fields);
  if (!upload.file) throw required();
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.path[0] === "title" ? KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE : issue.message;
    throw invalidInput(message, { [String(issue.path[0] ?? "body")]: message });
  }
  const { title, documentType, category } = parsed.data;
  const fileName = cleanFileName(upload.file.name);
  const { bytes } = upload.file;

  if (bytes.byteLength > MAX_KNOWLEDGE_FILE_BYTES)
    throw new AppError("payload_too_large", KNOWLEDGE_FILE_SIZE_MESSAGE);
  if (!(KNOWLEDGE_FORMATS as readonly string[]).includes(extensionOf(fileName))) throw unsupported();
  const { format, text } = await readFile(ctx, fileName, bytes);
  if (!text) {
    if (format === "pdf")
      throw new AppError("unprocessable", NO_TEXT_LAYER_MESSAGE, { file: NO_TEXT_LAYER_MESSAGE });
    throw invalidInput(noTextMessage(fileName), { file: noTextMessage(fileName) });
  }
  if (!fitsOneDocument(text)) throw new AppError("payload_too_large", tooMuchTextMessage(fileName));

  const key = knowledgeFileKey(actor.companyId, fileName);
  await storeFile(ctx, key, bytes, { contentType: CONTENT_TYPES[format] });
  let id: number;
  try {
    id = await writeEntry(ctx, actor, {
      title,
      documentType,
      category,
      fileName,
      size: bytes.byteLength,
      key,
      text,
    });
  } catch (error) {
    // Best effort: the failed write is what the caller must hear about.
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
  await syncChunkVectors(ctx, { companyId: actor.companyId, entryId: id }, []);
  return readEntry(ctx, actor.companyId, id);
}

const required = () =>
  invalidInput(KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE, { file: KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE });
const unsupported = () => new AppError("unsupported_media_type", KNOWLEDGE_FILE_TYPE_MESSAGE);

/** The file's format (its name and first bytes must agree) and normalized text. */
async function readFile(
  ctx: DomainContext,
  fileName: string,
  bytes: Uint8Array,
): Promise<{ format: ImportFormat; text: string }> {
  try {
    const format = detectImportFormat(fileName, bytes);
    const { text } = await readImportedText(format, bytes, fileName, ctx.textExtractor);
    return { format, text };
  } catch (error) {
    // The import's "not a file we read" carries the import dialog's wording; say it the upload's way.
    if (isAppError(error) && error.code === "unsupported_media_type") throw unsupported();
    throw error;
  }
}

/**
 * The entry row, its passages and their count in one batch. The passages need the entry's id inside
 * the batch, so the id is taken up front: the one AUTOINCREMENT would hand out next (the larger of
 * the table's sequence and its highest id, plus one), which is in this database's own block of ids
 * (decision 030) — never `max(id) + 1` alone, which in a new database is 1, another database's id.
 * An upload that races for the same id fails on the primary key, changes nothing, and takes the next.
 */
async function writeEntry(
  ctx: DomainContext,
  actor: Actor,
  entry: {
    title: string;
    documentType: KnowledgeBaseEntryDto["documentType"];
    category: KnowledgeBaseEntryDto["category"];
    fileName: string;
    size: number;
    key: string;
    text: string;
  },
): Promise<number> {
  const now = ctx.clock.now();
  for (let attempt = 1; ; attempt++) {
    const [next] = await ctx.companyDb
      .select({
        id: sql<number>`max(coalesce(max(${knowledgeBaseDocuments.id}), 0), coalesce((select seq from sqlite_sequence where name = 'knowledge_base_documents'), 0)) + 1`,
      })
      .from(knowledgeBaseDocuments);
    const id = Number(next!.id);
    const { statements, chunkCount } = chunkInsertStatements(
      ctx.companyDb,
      {
        companyId: actor.companyId,
        knowledgeBaseDocumentId: id,
        documentVersion: null,
        inForceSince: now,
        title: entry.title,
        category: entry.category,
        documentType: entry.documentType,
        isActive: true,
      },
      entry.text,
    );
    try {
      await ctx.companyDb.batch([
        ctx.companyDb.insert(knowledgeBaseDocuments).values({
          id,
          companyId: actor.companyId,
          title: entry.title,
          fileName: entry.fileName,
          fileSize: entry.size,
          fileKey: entry.key,
          category: entry.category,
          documentType: entry.documentType,
          isActive: true,
          chunkCount,
          createdByUserId: actor.userId,
          createdAt: now,
        }),
        ...statements,
      ]);
      return id;
    } catch (error) {
      if (constraintFailure(error)?.kind === "unique" && attempt < ID_ATTEMPTS) continue;
      throw error;
    }
  }
}
