import { comments, users } from "../../db/schema";
import type { CommentDto } from "../contract";

/** The columns a comment is answered with: the comment and its author's name. */
export const commentColumns = {
  comment: comments,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorEmail: users.email,
};

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
