import { and, asc, eq } from "drizzle-orm";
import { comments, companyPeople } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type CommentDto, notFound } from "../contract";
import { documentExistsQuery } from "../documents/load-document";
import { authorNameOf, authorOfComment, commentColumns, toCommentDto } from "./comment-dto";

/** A document's comments, oldest first, each with its author's name. */
export async function listComments(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<CommentDto[]> {
  requirePermission(actor, "library.read");
  const [found, rows] = await ctx.companyDb.batch([
    documentExistsQuery(ctx, actor, documentId),
    documentCommentsQuery(ctx, actor, documentId),
  ]);
  if (found.length === 0) throw notFound("document");
  return commentDtosOf(rows);
}

/** The query of a document's comments with their authors, oldest first (to send in a batch). */
export function documentCommentsQuery(ctx: DomainContext, actor: Actor, documentId: number) {
  return ctx.companyDb
    .select(commentColumns)
    .from(comments)
    .leftJoin(companyPeople, authorOfComment)
    .where(and(eq(comments.companyId, actor.companyId), eq(comments.documentId, documentId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** What documentCommentsQuery read, as the comments' DTOs. */
export function commentDtosOf(rows: Awaited<ReturnType<typeof documentCommentsQuery>>): CommentDto[] {
  return rows.map((row) => toCommentDto(row.comment, authorNameOf(row)));
}
