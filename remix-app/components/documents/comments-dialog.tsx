import type { AddCommentBody, CommentDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { useConfirmation } from "../ui/use-confirmation";
import { AddCommentForm } from "./add-comment-form";
import { CommentItem } from "./comment-item";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";
import { type FailureText, useFailureToast } from "./use-failure-toast";

const ADD_FAILED = {
  title: "Failed to Add Comment",
  description: "The comment could not be saved. Please try again.",
};
const UPDATE_FAILED = {
  title: "Failed to Update Comment",
  description: "The comment could not be updated. Please try again.",
};
const DELETE_FAILED = {
  title: "Failed to Delete Comment",
  description: "The comment could not be deleted. Please try again.",
};
const SERVER_MESSAGES = { serverMessageFor: [400, 403, 404, 409] };

interface CommentsDialogProps {
  document: DocumentSummaryDto | null;
  currentUserId: number;
  onClose: () => void;
}

/** The document's discussion: read, resolve or reopen, delete your own, add a new comment. */
export function CommentsDialog({ document, currentUserId, onClose }: CommentsDialogProps) {
  const comments = useApiResource(document?.id ?? null, (documentId) =>
    jsonOf(api.documents[":documentId"].comments.$get({ param: { documentId: String(documentId) } })),
  );
  const reportFailure = useFailureToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const confirmation = useConfirmation();
  const [failure, setFailure] = useState<FailureText | null>(null);
  const list = comments.data ?? [];

  const fail = (error: unknown, text: FailureText) => setFailure(reportFailure(error, text, SERVER_MESSAGES));
  const close = () => {
    setFailure(null);
    onClose();
  };

  const add = async (body: AddCommentBody) => {
    if (!document) return;
    setFailure(null);
    try {
      const added = await jsonOf(
        api.documents[":documentId"].comments.$post({
          param: { documentId: String(document.id) },
          json: body,
        }),
      );
      comments.replace((current) => [...current, added]);
    } catch (error) {
      fail(error, ADD_FAILED);
      throw error;
    }
  };

  const toggleResolved = async (comment: CommentDto) => {
    setBusyId(comment.id);
    setFailure(null);
    try {
      const updated = await jsonOf(
        api.comments[":commentId"].$put({
          param: { commentId: String(comment.id) },
          json: { isResolved: !comment.isResolved },
        }),
      );
      comments.replace((current) => current.map((c) => (c.id === updated.id ? updated : c)));
    } catch (error) {
      fail(error, UPDATE_FAILED);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (comment: CommentDto) => {
    const confirmed = await confirmation.ask({
      title: "Delete Comment",
      message: "Delete this comment? This cannot be undone.",
      confirmLabel: "Delete Comment",
      destructive: true,
    });
    if (!confirmed) return;
    setBusyId(comment.id);
    setFailure(null);
    try {
      await api.comments[":commentId"].$delete({ param: { commentId: String(comment.id) } });
      comments.replace((current) => current.filter((c) => c.id !== comment.id));
    } catch (error) {
      fail(error, DELETE_FAILED);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Modal
      open={document !== null}
      onClose={close}
      title="Comments"
      description={document?.title}
      size="max-w-2xl"
      footer={
        <button type="button" className={buttonStyles.secondary} onClick={close}>
          Close
        </button>
      }
    >
      <div className="space-y-5">
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.description}
          </Notice>
        ) : null}
        {comments.status === "loaded" ? (
          list.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No comments yet. Start the discussion below.
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Comments">
              {list.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  isOwn={comment.userId === currentUserId}
                  busy={busyId === comment.id}
                  onToggleResolved={() => toggleResolved(comment)}
                  onDelete={() => remove(comment)}
                />
              ))}
            </ul>
          )
        ) : comments.status === "failed" ? (
          <LoadFailure error={comments.error} title="Could not load the comments" onRetry={comments.reload} />
        ) : (
          <Loading label="Loading comments…" />
        )}
        {comments.status === "loaded" ? (
          <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
            <AddCommentForm key={document?.id} onAdd={add} />
          </div>
        ) : null}
      </div>
      {confirmation.dialog}
    </Modal>
  );
}
