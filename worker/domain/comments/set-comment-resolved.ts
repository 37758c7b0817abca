import { and, eq } from "drizzle-orm";
import { comments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type CommentDto, invalidInput, notFound } from "../contract";
import { authorNameOf, toCommentDto } from "./comment-dto";
import { loadComment } from "./load-comment";

/**
 * Resolves or reopens a suggestion, approval or rejection comment; anyone who sees the comment may.
 * General comments have no resolved state.
 */
export async function setCommentResolved(
  ctx: DomainContext,
  actor: Actor,
  commentId: number,
  isResolved: boolean,
): Promise<CommentDto> {
  requirePermission(actor, "library.write");
  const row = await loadComment(ctx, actor, commentId);
  if (row.comment.commentType === "general") throw invalidInput("General comments cannot be resolved.");
  const authorName = authorNameOf(row);
  if (row.comment.isResolved === isResolved) return toCommentDto(row.comment, authorName);
  const [updated] = await ctx.companyDb
    .update(comments)
    .set({ isResolved, updatedAt: ctx.clock.now() })
    .where(and(eq(comments.id, commentId), eq(comments.companyId, actor.companyId)))
    .returning();
  if (!updated) throw notFound("comment");
  return toCommentDto(updated, authorName);
}
