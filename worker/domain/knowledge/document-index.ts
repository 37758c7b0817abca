// A library document's passages in the knowledge index (decision 011): the one function every
// document write path calls. Only a version in force (approved or generated) has passages; the
// statements go into the write's own D1 batch, so the index changes with the document, atomically.
import { type AnyColumn, and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { documents, knowledgeBaseDocuments, knowledgeChunks } from "../../db/schema";
import type { DomainContext } from "../context";
import { type Category, type DocumentStatus, IN_FORCE_STATUSES, isInForce } from "../contract";
import { chunkIdsOf, syncChunkVectors } from "./chunk-vectors";
import { chunkInsertStatements, deleteChunksOfDocumentStatement } from "./index-statements";

/** What the index needs of a document row, as the write leaves it (or found it). */
export interface IndexedDocument {
  id: number;
  companyId: number;
  title: string;
  content: string;
  category: Category;
  status: DocumentStatus;
  version: number;
}

export interface DocumentIndexUpdate {
  /** For the write's own batch, after the statements that write the document. */
  statements: BatchItem<"sqlite">[];
  /** After the batch committed: brings the vector index (if any) in step. Never throws. */
  afterCommit(): Promise<void>;
}

/**
 * The index statements for a document row: its passages go, and when `next` is in force its text is
 * cut into passages again (version `next.version`, in force since now — or, when only the
 * description changed, since the text came into force), with the settings of the knowledge-base
 * entry that links the document, if any. `previous` is the row before the write (null for a new
 * document). The statements only make sense in the same batch as the document's own write.
 */
export async function documentIndexUpdate(
  ctx: DomainContext,
  next: IndexedDocument,
  previous: IndexedDocument | null,
): Promise<DocumentIndexUpdate> {
  const { companyDb: db } = ctx;
  const owner = { companyId: next.companyId, documentId: next.id };
  const replaced = await chunkIdsOf(ctx, owner);
  const statements: BatchItem<"sqlite">[] = [deleteChunksOfDocumentStatement(db, next.companyId, next.id)];
  if (isInForce(next.status)) {
    const inForceSince = (await sameTextStillInForce(ctx, next, previous)) ?? ctx.clock.now();
    const { statements: inserts, chunkCount } = chunkInsertStatements(
      db,
      {
        companyId: next.companyId,
        documentId: next.id,
        documentVersion: next.version,
        inForceSince,
        title: next.title,
        category: next.category,
        documentType: "policy",
        isActive: true,
      },
      next.content,
    );
    statements.push(...inserts);
    if (chunkCount > 0) {
      statements.push(
        applyEntrySettingsStatement(ctx, next.companyId, next.id),
        // Passages only for the version in force: if the row is not (or no longer) this version in
        // force — a create indexed after another write got there — they go again, atomically.
        db
          .delete(knowledgeChunks)
          .where(
            and(
              eq(knowledgeChunks.companyId, next.companyId),
              eq(knowledgeChunks.documentId, next.id),
              sql`not exists (select 1 from ${documents} where ${documents.id} = ${next.id} and ${documents.version} = ${next.version} and ${inArray(documents.status, [...IN_FORCE_STATUSES])})`,
            ),
          ),
      );
    }
  }
  return { statements, afterCommit: () => syncChunkVectors(ctx, owner, replaced) };
}

/**
 * Indexes a document whose row was just written on its own (a create, whose id the batch could not
 * know): a missing index is safe, a stale one is not, so a failure here is logged, not thrown — the
 * document stands, and its next change indexes it.
 */
export async function indexNewDocument(ctx: DomainContext, document: IndexedDocument): Promise<void> {
  if (!isInForce(document.status)) return;
  try {
    const update = await documentIndexUpdate(ctx, document, null);
    const [first, ...rest] = update.statements;
    if (first) await ctx.companyDb.batch([first, ...rest]);
    await update.afterCommit();
  } catch (error) {
    ctx.log.error("knowledge index: a document was created but not indexed", error, {
      documentId: document.id,
    });
  }
}

/**
 * The document's passages take the settings of the knowledge-base entry that links it (category,
 * type, active), or the defaults when no entry does (the document's category, policy, active).
 * Run after the passages are written and after any change of the entry, in the same batch.
 */
export function applyEntrySettingsStatement(
  ctx: Pick<DomainContext, "companyDb">,
  companyId: number,
  documentId: number,
): BatchItem<"sqlite"> {
  const entry = (column: AnyColumn) =>
    sql`(select ${column} from ${knowledgeBaseDocuments} where ${knowledgeBaseDocuments.companyId} = ${companyId} and ${knowledgeBaseDocuments.sourceDocumentId} = ${documentId})`;
  const documentCategory = sql`(select ${documents.category} from ${documents} where ${documents.id} = ${documentId})`;
  return ctx.companyDb
    .update(knowledgeChunks)
    .set({
      category: sql`coalesce(${entry(knowledgeBaseDocuments.category)}, ${documentCategory}, ${knowledgeChunks.category})`,
      documentType: sql`coalesce(${entry(knowledgeBaseDocuments.documentType)}, 'policy')`,
      isActive: sql`coalesce(${entry(knowledgeBaseDocuments.isActive)}, 1)`,
    })
    .where(and(eq(knowledgeChunks.companyId, companyId), eq(knowledgeChunks.documentId, documentId)));
}

/**
 * When a document stays in force with the same title and text (a description edit), its passages
 * keep the date the text came into force.
 */
async function sameTextStillInForce(
  ctx: DomainContext,
  next: IndexedDocument,
  previous: IndexedDocument | null,
): Promise<Date | null> {
  if (!previous || !isInForce(previous.status)) return null;
  if (previous.title !== next.title || previous.content !== next.content) return null;
  const [row] = await ctx.companyDb
    .select({ inForceSince: knowledgeChunks.inForceSince })
    .from(knowledgeChunks)
    .where(and(eq(knowledgeChunks.companyId, next.companyId), eq(knowledgeChunks.documentId, next.id)))
    .limit(1);
  return row?.inForceSince ?? null;
}
