import { and, eq } from "drizzle-orm";
import { knowledgeBaseDocuments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { chunkIdsOf, removeChunkVectors } from "./chunk-vectors";
import { applyEntrySettingsStatement } from "./document-index";
import { deleteChunksOfEntryStatement } from "./index-statements";
import { loadEntry } from "./knowledge-entries";

/**
 * Removes an entry from the knowledge base. An upload goes with its passages (one batch), then its
 * original in the file store and its vectors. A linked library document stays in the library, and in
 * force it stays indexed: its passages get back the defaults (the document's category, policy, active).
 */
export async function removeKnowledgeEntry(ctx: DomainContext, actor: Actor, entryId: number): Promise<void> {
  requirePermission(actor, "knowledge.manage");
  const companyId = actor.companyId;
  const entry = await loadEntry(ctx, companyId, entryId);
  const deleteEntry = ctx.companyDb
    .delete(knowledgeBaseDocuments)
    .where(and(eq(knowledgeBaseDocuments.companyId, companyId), eq(knowledgeBaseDocuments.id, entry.id)));

  if (entry.sourceDocumentId !== null) {
    await ctx.companyDb.batch([
      deleteEntry,
      applyEntrySettingsStatement(ctx, companyId, entry.sourceDocumentId),
    ]);
    return;
  }
  const chunkIds = await chunkIdsOf(ctx, { companyId, entryId: entry.id });
  await ctx.companyDb.batch([deleteChunksOfEntryStatement(ctx.companyDb, companyId, entry.id), deleteEntry]);
  if (entry.fileKey) {
    await ctx.files.delete(entry.fileKey).catch((error: unknown) => {
      ctx.log.error("knowledge base: entry removed, its original file not", error, {
        entryId: entry.id,
        fileKey: entry.fileKey,
      });
    });
  }
  await removeChunkVectors(ctx, chunkIds);
}
