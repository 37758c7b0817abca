import { COMMENT_TYPE_LABELS, type CommentDto } from "@charterly/domain/contract";
import { Badge } from "../badges";
import { buttonStyles } from "../button-styles";
import { CheckCircleIcon } from "../icons";
import { CommentTypeBadge } from "./document-badges";
import { RestoreIcon, TrashIcon } from "./document-icons";
import { DateTime } from "./formatted-date";

interface CommentItemProps {
  comment: CommentDto;
  /** Only the author may delete a comment, so only the author sees the button. */
  isOwn: boolean;
  busy: boolean;
  /** Shown without its buttons (the comments page: they are the dialog's). */
  readOnly?: boolean;
  onToggleResolved: () => void;
  onDelete: () => void;
}

/** One comment: author, type, date, resolved state and what the reader may do with it. */
export function CommentItem({
  comment,
  isOwn,
  busy,
  readOnly = false,
  onToggleResolved,
  onDelete,
}: CommentItemProps) {
  const resolvable = comment.commentType !== "general";
  const offersResolve = resolvable && !readOnly;
  const typeLabel = COMMENT_TYPE_LABELS[comment.commentType].toLowerCase();
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{comment.authorName ?? "Former user"}</span>
        <CommentTypeBadge type={comment.commentType} />
        {resolvable ? (
          comment.isResolved ? (
            <Badge tone="emerald">Resolved</Badge>
          ) : (
            <Badge tone="amber">Open</Badge>
          )
        ) : null}
        <span className="text-xs text-slate-600 dark:text-slate-400">
          <DateTime iso={comment.createdAt} />
        </span>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
        {comment.comment}
      </p>
      {offersResolve || isOwn ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {offersResolve ? (
            <button
              type="button"
              className={`${buttonStyles.secondary} px-3 py-1.5`}
              onClick={onToggleResolved}
              disabled={busy}
              aria-label={`${comment.isResolved ? "Reopen" : "Resolve"} ${typeLabel} by ${comment.authorName ?? "former user"}`}
            >
              {comment.isResolved ? <RestoreIcon /> : <CheckCircleIcon className="size-4" />}
              {comment.isResolved ? "Reopen" : "Resolve"}
            </button>
          ) : null}
          {isOwn ? (
            <button
              type="button"
              className={`${buttonStyles.ghost} px-3 py-1.5 text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200`}
              onClick={onDelete}
              disabled={busy}
              aria-label={`Delete your ${typeLabel} comment`}
            >
              <TrashIcon />
              Delete
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
