import { and, eq } from "drizzle-orm";
import { comments, companyPeople } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { DomainContext } from "../context";
import { notFound } from "../contract";
import { authorOfComment, type CommentWithAuthor, commentColumns } from "./comment-dto";

/** A comment of the actor's company with its author; another company's id is a 404 like a missing one. */
export async function loadComment(
  ctx: DomainContext,
  actor: Actor,
  commentId: number,
): Promise<CommentWithAuthor> {
  const [row] = await ctx.companyDb
    .select(commentColumns)
    .from(comments)
    .leftJoin(companyPeople, authorOfComment)
    .where(and(eq(comments.id, commentId), eq(comments.companyId, actor.companyId)))
    .limit(1);
  if (!row) throw notFound("comment");
  return row;
}
