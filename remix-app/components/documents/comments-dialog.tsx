import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { loader as commentsLoader } from "../../routes/documents_.$documentId.comments";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { AddCommentForm } from "./add-comment-form";
import { CommentList } from "./comment-list";
import { Loading } from "./load-status";

interface CommentsDialogProps {
  document: DocumentSummaryDto | null;
  currentUserId: number;
  onClose: () => void;
}

/**
 * The document's discussion over the library: the comments route (/documents/:id/comments, the page
 * a browser without JavaScript opens instead) loaded with a fetcher. Its forms — add, and each
 * comment's resolve, reopen and delete — post to that route's action, after which Remix reads the
 * comments again (revalidation).
 */
export function CommentsDialog({ document, currentUserId, onClose }: CommentsDialogProps) {
  const discussion = useFetcher<typeof commentsLoader>();
  const documentId = document?.id ?? null;
  const route = documentId === null ? null : `/documents/${documentId}/comments`;
  const { load } = discussion;

  useEffect(() => {
    if (route) load(route);
  }, [route, load]);

  // Only this document's comments (a previous document's stay in the fetcher until the new ones
  // arrive); while they are read again after a change, the list shown stays.
  const answer = discussion.data;
  const loaded = answer?.discussion?.document.id === documentId ? answer.discussion : null;
  const refusal = discussion.state === "idle" && answer && !answer.discussion ? answer.refusal : null;

  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Comments"
      description={document?.title}
      size="max-w-2xl"
      footer={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="space-y-5">
        {refusal ? (
          <Notice tone="error" title="Could not load the comments">
            {refusal}
          </Notice>
        ) : loaded && documentId !== null ? (
          <CommentList comments={loaded.comments} documentId={documentId} currentUserId={currentUserId} />
        ) : (
          <Loading label="Loading comments…" />
        )}
        {loaded && documentId !== null ? (
          <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
            <AddCommentForm key={documentId} documentId={documentId} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
