import { COMMENT_TYPE_LABELS, type CommentDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useId } from "react";
import { type CommentDeleted, DOCUMENT_INTENTS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { Badge } from "../badges";
import { buttonStyles } from "../button-styles";
import { CheckCircleIcon } from "../icons";
import { useToast } from "../toast";
import { fieldErrorStyles } from "../ui/form-field";
import { useFormAnswer } from "../ui/use-form-answer";
import { CommentTypeBadge } from "./document-badges";
import { RestoreIcon, TrashIcon } from "./document-icons";
import { DateTime } from "./formatted-date";

const { resolveComment, reopenComment, deleteComment } = DOCUMENT_INTENTS;
const FAILED: Record<string, string> = {
  [resolveComment]: "Failed to Update Comment",
  [reopenComment]: "Failed to Update Comment",
  [deleteComment]: "Failed to Delete Comment",
};
export const COMMENT_ROW_INTENTS = [resolveComment, reopenComment, deleteComment] as const;

export type CommentRowResult = FormResult<CommentDto | CommentDeleted>;

interface CommentItemProps {
  comment: CommentDto;
  /** The comments route whose action the buttons post to (/documents/:id/comments). */
  action: string;
  /** Only the author may delete a comment, so only the author sees the button. */
  isOwn: boolean;
  /** Asks before deleting (with JavaScript); resolves false to keep the comment. */
  confirmDelete: () => Promise<boolean>;
}

/**
 * One comment: author, type, date, resolved state and what the reader may do with it. Resolve,
 * Reopen and Delete are a form posted to the comments route's action (intents resolve-comment,
 * reopen-comment, delete-comment), so they work without JavaScript too (the page then shows the
 * answer). With JavaScript a fetcher sends it: the new state shows at once (a deleted comment
 * leaves), the buttons wait for the answer, a refusal is said under the comment and as a toast,
 * and Remix reads the comments again.
 */
export function CommentItem({ comment, action, isOwn, confirmDelete }: CommentItemProps) {
  const id = useId();
  const { toast } = useToast();
  const fetcher = useFetcher<CommentRowResult>();
  const busy = fetcher.state !== "idle";
  const sentIntent = busy ? fetcher.formData?.get("intent") : null;
  const answer = busy ? undefined : fetcher.data;
  const refusal = answer && !answer.ok ? answer : null;

  useFormAnswer(fetcher.data, COMMENT_ROW_INTENTS, (result) => {
    if (!result.ok)
      toast({
        title: FAILED[result.intent] ?? "Failed",
        description: result.message,
        variant: "destructive",
      });
  });

  // Optimistic: what was asked for shows while it is sent; a refusal puts it back.
  if (sentIntent === deleteComment) return null;
  const isResolved =
    sentIntent === resolveComment ? true : sentIntent === reopenComment ? false : comment.isResolved;

  const askFirst = async (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== deleteComment) return;
    // Asked before it is sent; with a yes the same form is sent through the fetcher.
    event.preventDefault();
    if (busy || !(await confirmDelete())) return;
    fetcher.submit({ intent: deleteComment, commentId: comment.id }, { method: "post", action });
  };

  const resolvable = comment.commentType !== "general";
  const typeLabel = COMMENT_TYPE_LABELS[comment.commentType].toLowerCase();
  const author = comment.authorName ?? "former user";
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{comment.authorName ?? "Former user"}</span>
        <CommentTypeBadge type={comment.commentType} />
        {resolvable ? (
          isResolved ? (
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
      {resolvable || isOwn ? (
        <fetcher.Form
          method="post"
          action={action}
          preventScrollReset
          onSubmit={askFirst}
          className="mt-3 flex flex-wrap gap-2"
          aria-describedby={refusal ? `${id}-refusal` : undefined}
        >
          <input type="hidden" name="commentId" value={comment.id} />
          {resolvable ? (
            <button
              type="submit"
              name="intent"
              value={isResolved ? reopenComment : resolveComment}
              className={`${buttonStyles.secondary} px-3 py-1.5`}
              disabled={busy}
              aria-label={`${isResolved ? "Reopen" : "Resolve"} ${typeLabel} by ${author}`}
            >
              {isResolved ? <RestoreIcon /> : <CheckCircleIcon className="size-4" />}
              {isResolved ? "Reopen" : "Resolve"}
            </button>
          ) : null}
          {isOwn ? (
            <button
              type="submit"
              name="intent"
              value={deleteComment}
              className={`${buttonStyles.ghost} px-3 py-1.5 text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200`}
              disabled={busy}
              aria-label={`Delete your ${typeLabel} comment`}
            >
              <TrashIcon />
              Delete
            </button>
          ) : null}
        </fetcher.Form>
      ) : null}
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className={fieldErrorStyles}>
          {FAILED[refusal.intent]}: {refusal.message}
        </p>
      ) : null}
    </li>
  );
}
