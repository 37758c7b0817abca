import { and, desc, eq, gt, sql } from "drizzle-orm";
import { comments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import type { AddCommentBody, CommentDto } from "../contract";
import { loadDocument } from "../documents/load-document";
import { DOUBLE_SUBMIT_WINDOW_MS } from "../double-submit";
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
  const text = body.comment.trim();
  // The same comment by the same person on the same document, just sent: a double submit, written once.
  const sameComment = and(
    eq(comments.documentId, documentId),
    eq(comments.userId, actor.userId),
    eq(comments.comment, text),
    eq(comments.commentType, body.commentType),
    gt(comments.createdAt, new Date(now.getTime() - DOUBLE_SUBMIT_WINDOW_MS)),
  );
  try {
    const [, inserted] = await ctx.companyDb.batch([
      // Checked inside the write's own batch: two concurrent sends of one comment write one row.
      batchGuard(ctx.companyDb, sql`not exists (select 1 from ${comments} where ${sameComment})`),
      ctx.companyDb
        .insert(comments)
        .values({
          documentId,
          companyId: actor.companyId,
          userId: actor.userId,
          comment: text,
          commentType: body.commentType,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    ]);
    const [row] = inserted;
    if (!row) throw new Error("The new comment was not returned.");
    return toCommentDto(row, actor.displayName);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    const [written] = await ctx.companyDb
      .select()
      .from(comments)
      .where(sameComment)
      .orderBy(desc(comments.createdAt))
      .limit(1);
    if (!written) throw error;
    return toCommentDto(written, actor.displayName);
  }
}
