import { and, eq } from "drizzle-orm";
import { comments, documents, documentVersions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { loadDocument } from "./load-document";

/** Deletes a document for good, with every version and comment, in one batch. */
export async function deleteDocument(ctx: DomainContext, actor: Actor, documentId: number): Promise<void> {
  requirePermission(actor, "document.delete");
  await loadDocument(ctx, actor, documentId);
  const companyId = actor.companyId;
  await ctx.db.batch([
    ctx.db
      .delete(comments)
      .where(and(eq(comments.documentId, documentId), eq(comments.companyId, companyId))),
    ctx.db
      .delete(documentVersions)
      .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.companyId, companyId))),
    ctx.db.delete(documents).where(and(eq(documents.id, documentId), eq(documents.companyId, companyId))),
  ]);
}
