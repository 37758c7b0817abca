import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { knowledgeBaseDocuments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import {
  conflict,
  documentAlreadyAddedMessage,
  type KnowledgeBaseEntryDto,
  knowledgeBaseAddedMessage,
  type knowledgeBaseImportBody,
} from "../contract";
import { loadDocument } from "../documents/load-document";
import { applyEntrySettingsStatement } from "./document-index";
import { readEntry } from "./knowledge-entries";

/** The API's body; a category left out is the document's own (the tab's "The document's own"). */
export type KnowledgeBaseImportBody = Omit<z.output<typeof knowledgeBaseImportBody>, "category"> & {
  category?: z.output<typeof knowledgeBaseImportBody>["category"];
};

/**
 * Adds a library document to the knowledge base as a link, not a copy (decision 011): the entry's
 * category, type and active switch are applied to the document's own passages, which exist only
 * while its current version is in force — a document not in force may be added, and is used once
 * it is approved. A document is added once (409 'Document Already Added').
 */
export async function importIntoKnowledgeBase(
  ctx: DomainContext,
  actor: Actor,
  body: KnowledgeBaseImportBody,
): Promise<{ message: string; entry: KnowledgeBaseEntryDto }> {
  requirePermission(actor, "knowledge.manage");
  const document = await loadDocument(ctx, actor, body.documentId);
  const alreadyAdded = () => conflict(documentAlreadyAddedMessage(document.title));
  const [existing] = await ctx.companyDb
    .select({ id: knowledgeBaseDocuments.id })
    .from(knowledgeBaseDocuments)
    .where(
      and(
        eq(knowledgeBaseDocuments.companyId, actor.companyId),
        eq(knowledgeBaseDocuments.sourceDocumentId, document.id),
      ),
    )
    .limit(1);
  if (existing) throw alreadyAdded();
  let inserted: { id: number }[];
  try {
    [inserted] = await ctx.companyDb.batch([
      ctx.companyDb
        .insert(knowledgeBaseDocuments)
        .values({
          companyId: actor.companyId,
          title: document.title,
          category: body.category ?? document.category,
          documentType: body.documentType,
          isActive: true,
          chunkCount: 0,
          sourceDocumentId: document.id,
          createdByUserId: actor.userId,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: knowledgeBaseDocuments.id }),
      applyEntrySettingsStatement(ctx, actor.companyId, document.id),
    ]);
  } catch (error) {
    // Added meanwhile (the unique index on company and document decides), or deleted meanwhile.
    const failure = constraintFailure(error);
    if (failure?.kind === "unique") throw alreadyAdded();
    throw error;
  }
  const entry = await readEntry(ctx, actor.companyId, inserted[0]!.id);
  return { message: knowledgeBaseAddedMessage(document.title), entry };
}
