import { and, eq } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type CommentDto, notFound } from "../contract";
import { commentDtosOf, documentCommentsQuery } from "./list-comments";

export interface DocumentDiscussion {
  document: { id: number; title: string };
  comments: CommentDto[];
}

/**
 * A document's title and its comments, oldest first, in one round trip: the page of a document's
 * comments (routes/documents_.$documentId.comments.tsx). Like listComments, 404 for a document
 * that is not the caller's company's.
 */
export async function getDocumentDiscussion(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<DocumentDiscussion> {
  requirePermission(actor, "library.read");
  const [found, rows] = await ctx.companyDb.batch([
    ctx.companyDb
      .select({ id: documents.id, title: documents.title })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.companyId, actor.companyId)))
      .limit(1),
    documentCommentsQuery(ctx, actor, documentId),
  ]);
  const [document] = found;
  if (!document) throw notFound("document");
  return { document, comments: commentDtosOf(rows) };
}
