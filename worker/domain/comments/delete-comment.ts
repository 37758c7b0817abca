import { and, eq } from "drizzle-orm";
import { comments } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { forbidden } from "../contract";
import { loadComment } from "./load-comment";

/** Deletes a comment. Only its author may, whatever anyone else's role. */
export async function deleteComment(ctx: DomainContext, actor: Actor, commentId: number): Promise<void> {
  requirePermission(actor, "library.write");
  const row = await loadComment(ctx, actor, commentId);
  if (row.comment.userId !== actor.userId) throw forbidden("Only the author can delete a comment.");
  await ctx.companyDb
    .delete(comments)
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.companyId, actor.companyId),
        eq(comments.userId, actor.userId),
      ),
    );
}
