import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { knowledgeBaseDocuments, knowledgeChunks } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { KnowledgeBaseEntryDto } from "../contract";
import { applyEntrySettingsStatement } from "./document-index";
import { loadEntry, readEntry } from "./knowledge-entries";

/**
 * Switches an entry on or off, and its passages with it, in one batch: an upload's own passages, or
 * the linked library document's. Search and the assistant only read active passages.
 */
export async function setKnowledgeEntryActive(
  ctx: DomainContext,
  actor: Actor,
  entryId: number,
  isActive: boolean,
): Promise<KnowledgeBaseEntryDto> {
  requirePermission(actor, "knowledge.manage");
  const entry = await loadEntry(ctx, actor.companyId, entryId);
  const companyId = actor.companyId;
  const passages: BatchItem<"sqlite"> =
    entry.sourceDocumentId === null
      ? ctx.companyDb
          .update(knowledgeChunks)
          .set({ isActive })
          .where(
            and(
              eq(knowledgeChunks.companyId, companyId),
              eq(knowledgeChunks.knowledgeBaseDocumentId, entry.id),
            ),
          )
      : applyEntrySettingsStatement(ctx, companyId, entry.sourceDocumentId);
  await ctx.companyDb.batch([
    ctx.companyDb
      .update(knowledgeBaseDocuments)
      .set({ isActive })
      .where(and(eq(knowledgeBaseDocuments.companyId, companyId), eq(knowledgeBaseDocuments.id, entry.id))),
    passages,
  ]);
  return readEntry(ctx, companyId, entry.id);
}
