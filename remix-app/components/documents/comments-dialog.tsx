import type { CommentDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import type { loader as commentsLoader } from "../../routes/documents_.$documentId.comments";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { useConfirmation } from "../ui/use-confirmation";
import { AddCommentForm } from "./add-comment-form";
import { CommentList } from "./comment-list";
import { Loading } from "./load-status";
import { type FailureText, useFailureToast } from "./use-failure-toast";

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

/**
 * The document's discussion over the library: the comments route (/documents/:id/comments, the page
 * a browser without JavaScript opens instead) loaded with a fetcher, its add form posting to that
 * route's action — after which Remix reads the comments again (revalidation). Resolving, reopening
 * and deleting still call the API and then load the route again.
 */
export function CommentsDialog({ document, currentUserId, onClose }: CommentsDialogProps) {
  const discussion = useFetcher<typeof commentsLoader>();
  const reportFailure = useFailureToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const confirmation = useConfirmation();
  const [failure, setFailure] = useState<FailureText | null>(null);
  const documentId = document?.id ?? null;
  const route = documentId === null ? null : `/documents/${documentId}/comments`;
  const { load } = discussion;

  useEffect(() => {
    if (route) load(route);
  }, [route, load]);

  // Only this document's comments (a previous document's stay in the fetcher until the new ones arrive).
  const answer = discussion.state === "idle" ? discussion.data : undefined;
  const loaded = answer?.discussion?.document.id === documentId ? answer.discussion : null;
  const refusal = answer && !answer.discussion ? answer.refusal : null;

  const fail = (error: unknown, text: FailureText) => setFailure(reportFailure(error, text, SERVER_MESSAGES));
  const close = () => {
    setFailure(null);
    onClose();
  };

  const change = async (comment: CommentDto, request: () => Promise<unknown>, text: FailureText) => {
    setBusyId(comment.id);
    setFailure(null);
    try {
      await request();
      if (route) load(route);
    } catch (error) {
      fail(error, text);
    } finally {
      setBusyId(null);
    }
  };

  const toggleResolved = (comment: CommentDto) =>
    change(
      comment,
      () =>
        jsonOf(
          api.comments[":commentId"].$put({
            param: { commentId: String(comment.id) },
            json: { isResolved: !comment.isResolved },
          }),
        ),
      UPDATE_FAILED,
    );

  const remove = async (comment: CommentDto) => {
    const confirmed = await confirmation.ask({
      title: "Delete Comment",
      message: "Delete this comment? This cannot be undone.",
      confirmLabel: "Delete Comment",
      destructive: true,
    });
    if (!confirmed) return;
    return change(
      comment,
      () => jsonOf(api.comments[":commentId"].$delete({ param: { commentId: String(comment.id) } })),
      DELETE_FAILED,
    );
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
        {refusal ? (
          <Notice tone="error" title="Could not load the comments">
            {refusal}
          </Notice>
        ) : loaded ? (
          <CommentList
            comments={loaded.comments}
            currentUserId={currentUserId}
            busyId={busyId}
            onToggleResolved={toggleResolved}
            onDelete={remove}
          />
        ) : (
          <Loading label="Loading comments…" />
        )}
        {loaded && documentId !== null ? (
          <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
            <AddCommentForm key={documentId} documentId={documentId} />
          </div>
        ) : null}
      </div>
      {confirmation.dialog}
    </Modal>
  );
}
