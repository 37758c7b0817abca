import type { CommentDto } from "@charterly/domain/contract";
import { useConfirmation } from "../ui/use-confirmation";
import { CommentItem } from "./comment-item";

/**
 * A document's comments, oldest first, each with its Resolve/Reopen and (for its author) Delete
 * buttons, posted to the comments route's action: the same on the comments page and in the
 * library's Comments dialog.
 */
export function CommentList({
  comments,
  documentId,
  currentUserId,
}: {
  comments: CommentDto[];
  documentId: number;
  currentUserId: number;
}) {
  const confirmation = useConfirmation();
  const confirmDelete = () =>
    confirmation.ask({
      title: "Delete Comment",
      message: "Delete this comment? This cannot be undone.",
      confirmLabel: "Delete Comment",
      destructive: true,
    });
  if (comments.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No comments yet. Start the discussion below.
      </p>
    );
  return (
    <>
      <ul className="space-y-3" aria-label="Comments">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            action={`/documents/${documentId}/comments`}
            isOwn={comment.userId === currentUserId}
            confirmDelete={confirmDelete}
          />
        ))}
      </ul>
      {confirmation.dialog}
    </>
  );
}
