// The statements that write and remove a source's passages in the knowledge index, for callers to
// run inside their own D1 batch (so a source is never seen half-indexed: the old passages go and
// the new ones arrive in one transaction). The full-text index follows by trigger
// (migrations/0002_knowledge_index.sql).
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { knowledgeChunks } from "../../db/schema";
import type { Database } from "../context";
import type { Category, KnowledgeDocumentType } from "../contract";
import { companyScope } from "../search/full-text";
import { chunkText } from "./chunk-text";

/** Where passages come from: exactly one of a knowledge-base entry and a library document. */
export interface ChunkSource {
  companyId: number;
  knowledgeBaseDocumentId?: number | null;
  documentId?: number | null;
  /** The library document's version the text is (null for an upload). */
  documentVersion?: number | null;
  /** When that version came into force (for an upload, when it was added). */
  inForceSince?: Date | null;
  title: string;
  category: Category;
  documentType: KnowledgeDocumentType;
  isActive: boolean;
}

/** D1 binds at most 100 parameters per statement; one passage row binds 13. */
const COLUMNS_PER_ROW = 13;
const ROWS_PER_STATEMENT = Math.floor(100 / COLUMNS_PER_ROW);

/**
 * The insert statements of a text's passages (none for a text without words), and how many
 * passages they write.
 */
export function chunkInsertStatements(
  db: Database,
  source: ChunkSource,
  text: string,
): { statements: BatchItem<"sqlite">[]; chunkCount: number } {
  const hasEntry = source.knowledgeBaseDocumentId != null;
  const hasDocument = source.documentId != null;
  if (hasEntry === hasDocument) {
    throw new Error("A chunk source is exactly one of a knowledge-base entry and a library document.");
  }
  const rows = chunkText(text).map((chunk) => ({
    companyId: source.companyId,
    knowledgeBaseDocumentId: source.knowledgeBaseDocumentId ?? null,
    documentId: source.documentId ?? null,
    documentVersion: source.documentVersion ?? null,
    inForceSince: source.inForceSince ?? null,
    category: source.category,
    documentType: source.documentType,
    isActive: source.isActive,
    position: chunk.position,
    scope: companyScope(source.companyId),
    title: source.title,
    heading: chunk.heading,
    body: chunk.body,
  }));
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(db.insert(knowledgeChunks).values(rows.slice(i, i + ROWS_PER_STATEMENT)));
  }
  return { statements, chunkCount: rows.length };
}

/** Removes the passages of a knowledge-base entry. */
export function deleteChunksOfEntryStatement(
  db: Database,
  companyId: number,
  entryId: number,
): BatchItem<"sqlite"> {
  return db
    .delete(knowledgeChunks)
    .where(
      and(eq(knowledgeChunks.companyId, companyId), eq(knowledgeChunks.knowledgeBaseDocumentId, entryId)),
    );
}

/** Removes the passages of a library document (every version). */
export function deleteChunksOfDocumentStatement(
  db: Database,
  companyId: number,
  documentId: number,
): BatchItem<"sqlite"> {
  return db
    .delete(knowledgeChunks)
    .where(and(eq(knowledgeChunks.companyId, companyId), eq(knowledgeChunks.documentId, documentId)));
}
