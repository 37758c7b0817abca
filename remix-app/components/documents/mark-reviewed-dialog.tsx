import {
  type DocumentDto,
  type DocumentSummaryDto,
  REVIEW_INTERVAL_LABELS,
  type ReviewInterval,
} from "@charterly/domain/contract";
import { useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { type FailureText, failureText } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { ShortDate } from "./formatted-date";

const REVIEW_FAILED = { title: "Could not mark reviewed", description: "Please try again." };

interface MarkReviewedDialogProps {
  /** The document in force to mark reviewed; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  onClose: () => void;
  onReviewed: (document: DocumentDto) => void;
}

/**
 * 'Mark reviewed' (the owner or an admin): records that the text in force is still right, as a
 * version entry 'Reviewed' without changing it, and restarts the review interval.
 */
export function MarkReviewedDialog({ document, onClose, onReviewed }: MarkReviewedDialogProps) {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FailureText | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!document) return;
    setSending(true);
    setFailure(null);
    try {
      const reviewed = await jsonOf(
        api.documents[":documentId"].review.$post({ param: { documentId: String(document.id) } }),
      );
      toast({
        title: "Marked reviewed",
        description: reviewed.nextReviewAt
          ? `“${reviewed.title}”: next review on ${new Date(reviewed.nextReviewAt).toLocaleDateString()}.`
          : `“${reviewed.title}” was marked reviewed.`,
        variant: "success",
      });
      onReviewed(reviewed);
      close();
    } catch (error) {
      setFailure(failureText(error, REVIEW_FAILED));
    } finally {
      setSending(false);
    }
  };

  const interval = document?.reviewIntervalMonths as ReviewInterval | null | undefined;
  return (
    <Modal
      open={document !== null}
      onClose={close}
      title="Mark reviewed"
      description={document ? `“${document.title}”` : null}
      size="max-w-md"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close}>
            Cancel
          </button>
          <button type="button" className={buttonStyles.primary} onClick={confirm} disabled={sending}>
            {sending ? "Saving…" : "Mark reviewed"}
          </button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.description}
          </Notice>
        ) : null}
        <p>
          Confirm that you have read it and it is still right. The text does not change; the version history
          records the review.
        </p>
        {document?.nextReviewAt ? (
          <p className="text-slate-600 dark:text-slate-400">
            Review due <ShortDate iso={document.nextReviewAt} />
            {interval
              ? `; the next one follows ${REVIEW_INTERVAL_LABELS[interval].toLowerCase()} from today.`
              : "."}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
