import { and, eq } from "drizzle-orm";
import { comments, companyPeople } from "../../db/schema";
import type { CommentDto } from "../contract";

/**
 * The columns a comment is answered with: the comment and its author's name, from the company
 * database's copy of its people (joined with `authorOfComment`).
 */
export const commentColumns = {
  comment: comments,
  authorFirstName: companyPeople.firstName,
  authorLastName: companyPeople.lastName,
  authorEmail: companyPeople.email,
};

/** The comment's author, as the company's copy of its people holds them (none once removed). */
export const authorOfComment = and(
  eq(companyPeople.id, comments.userId),
  eq(companyPeople.companyId, comments.companyId),
);

export interface CommentWithAuthor {
  comment: typeof comments.$inferSelect;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
}

/** The author as people see them: first and last name, else e-mail; null once the account is gone. */
export function authorNameOf(row: Omit<CommentWithAuthor, "comment">): string | null {
  return [row.authorFirstName, row.authorLastName].filter(Boolean).join(" ") || row.authorEmail;
}

export function toCommentDto(comment: typeof comments.$inferSelect, authorName: string | null): CommentDto {
  return {
    id: comment.id,
    userId: comment.userId,
    authorName,
    comment: comment.comment,
    commentType: comment.commentType,
    isResolved: comment.isResolved,
    createdAt: comment.createdAt.toISOString(),
  };
}
