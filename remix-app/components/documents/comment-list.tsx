import type { CommentDto } from "@charterly/domain/contract";
import { CommentItem } from "./comment-item";

const nothing = () => {};

/**
 * A document's comments, oldest first. Without handlers (the comments page) each is read-only:
 * resolving and deleting are done in the library's Comments dialog.
 */
export function CommentList({
  comments,
  currentUserId,
  busyId = null,
  onToggleResolved,
  onDelete,
}: {
  comments: CommentDto[];
  currentUserId?: number;
  busyId?: number | null;
  onToggleResolved?: (comment: CommentDto) => void;
  onDelete?: (comment: CommentDto) => void;
}) {
  if (comments.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No comments yet. Start the discussion below.
      </p>
    );
  return (
    <ul className="space-y-3" aria-label="Comments">
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          isOwn={onDelete !== undefined && comment.userId === currentUserId}
          busy={busyId === comment.id}
          readOnly={onToggleResolved === undefined}
          onToggleResolved={() => (onToggleResolved ?? nothing)(comment)}
          onDelete={() => (onDelete ?? nothing)(comment)}
        />
      ))}
    </ul>
  );
}
