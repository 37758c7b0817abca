import { comments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { AddCommentBody, CommentDto } from "../contract";
import { loadDocument } from "../documents/load-document";
import { toCommentDto } from "./comment-dto";

/** Adds the actor's comment to a document of their company. */
export async function addComment(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  body: AddCommentBody,
): Promise<CommentDto> {
  requirePermission(actor, "library.write");
  await loadDocument(ctx, actor, documentId);
  const now = ctx.clock.now();
  const [inserted] = await ctx.db
    .insert(comments)
    .values({
      documentId,
      companyId: actor.companyId,
      userId: actor.userId,
      comment: body.comment.trim(),
      commentType: body.commentType,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!inserted) throw new Error("The new comment was not returned.");
  return toCommentDto(inserted, actor.displayName);
}
