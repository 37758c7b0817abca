import {
  type DocumentDto,
  type DocumentSummaryDto,
  REVIEW_INTERVAL_LABELS,
  type ReviewInterval,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useId, useRef } from "react";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { LIBRARY_ACTION } from "../approvals/use-approval-actions";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { useFormAnswer } from "../ui/use-form-answer";
import { ShortDate } from "./formatted-date";

const REVIEW_FAILED = "Could not mark reviewed";
const INTENT = DOCUMENT_INTENTS.markReviewed;

interface MarkReviewedDialogProps {
  /** The document in force to mark reviewed; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/**
 * 'Mark reviewed' (the owner or an admin): records that the text in force is still right, as a
 * version entry 'Reviewed' without changing it, and restarts the review interval. A form posted to
 * the library route's action (intent mark-reviewed) with the version shown: a document changed
 * since (or a second submit) is refused with the domain's message rather than recorded again.
 */
export function MarkReviewedDialog({ document, onClose }: MarkReviewedDialogProps) {
  const formId = useId();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<DocumentDto>>();
  const sending = fetcher.state !== "idle";
  // The document the answer is about (the dialog opens for one after another).
  const sentFor = useRef<number | null>(null);
  const answer = !sending && sentFor.current === document?.id ? fetcher.data : undefined;
  const failure = answer && !answer.ok ? answer.message : null;
  const close = () => {
    sentFor.current = null;
    onClose();
  };

  useFormAnswer(fetcher.data, INTENT, (result) => {
    if (!result.ok) return;
    const reviewed = result.value;
    toast({
      title: "Marked reviewed",
      description: reviewed.nextReviewAt
        ? `“${reviewed.title}”: next review on ${new Date(reviewed.nextReviewAt).toLocaleDateString()}.`
        : `“${reviewed.title}” was marked reviewed.`,
      variant: "success",
    });
    close();
  });

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
          <button type="submit" form={formId} className={buttonStyles.primary} disabled={sending}>
            {sending ? "Saving…" : "Mark reviewed"}
          </button>
        </>
      }
    >
      <fetcher.Form
        id={formId}
        method="post"
        action={LIBRARY_ACTION}
        preventScrollReset
        onSubmit={(event) => {
          if (sending || !document) return event.preventDefault();
          sentFor.current = document.id;
        }}
        className="space-y-3 text-sm"
      >
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="documentId" value={document?.id ?? ""} />
        <input type="hidden" name="version" value={document?.version ?? ""} />
        {failure ? (
          <Notice tone="error" title={REVIEW_FAILED}>
            {failure}
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
      </fetcher.Form>
    </Modal>
  );
}
