import { and, eq } from "drizzle-orm";
import { comments, documents, documentVersions, knowledgeBaseDocuments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { chunkIdsOf, removeChunkVectors } from "../knowledge/chunk-vectors";
import { loadDocument } from "./load-document";

/**
 * Deletes a document for good, with every version and comment and its knowledge-base link, in one
 * batch; its passages in the knowledge index go by cascade, then their vectors.
 */
export async function deleteDocument(ctx: DomainContext, actor: Actor, documentId: number): Promise<void> {
  requirePermission(actor, "document.delete");
  const document = await loadDocument(ctx, actor, documentId);
  const companyId = actor.companyId;
  const chunkIds = await chunkIdsOf(ctx, { companyId, documentId });
  await ctx.companyDb.batch([
    ctx.companyDb
      .delete(knowledgeBaseDocuments)
      .where(
        and(
          eq(knowledgeBaseDocuments.sourceDocumentId, documentId),
          eq(knowledgeBaseDocuments.companyId, companyId),
        ),
      ),
    ctx.companyDb
      .delete(comments)
      .where(and(eq(comments.documentId, documentId), eq(comments.companyId, companyId))),
    ctx.companyDb
      .delete(documentVersions)
      .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.companyId, companyId))),
    ctx.companyDb
      .delete(documents)
      .where(and(eq(documents.id, documentId), eq(documents.companyId, companyId))),
  ]);
  await removeChunkVectors(ctx, chunkIds);
  // The imported original goes too. The rows are already gone: a store failure leaves only a file
  // that the company's purge finds by its prefix.
  if (document.sourceFileKey)
    await ctx.files.delete(document.sourceFileKey).catch((error: unknown) => {
      ctx.log.error("a deleted document's original file was not deleted", error, { documentId });
    });
}
