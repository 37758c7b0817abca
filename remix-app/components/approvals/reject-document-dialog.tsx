import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useInitialFocus } from "../ui/use-initial-focus";
import { type ApprovalActions, LIBRARY_ACTION, refusalText } from "./use-approval-actions";

const REASON_REQUIRED = {
  title: "Rejection Reason Required",
  description: "Please provide a reason for rejecting this document.",
};
const REASON_MAX = 1000;

interface RejectDocumentDialogProps {
  /** The document to reject; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  /** Required in the approval panel, optional in the library (spec §5). */
  reasonRequired: boolean;
  onClose: () => void;
  /** The form's fetcher and its answer (useApprovalActions). */
  approvals: Pick<ApprovalActions, "rejection" | "rejectionFailure" | "rejectSent">;
}

/**
 * 'Reject Document': the document is removed and no token is used. The form posts to the library
 * route's action (intent reject-document) through the approvals' fetcher: "Rejecting…" while it is
 * sent, the refusal (or the reason's message) in the dialog, and the dialog closes once it is done.
 */
export function RejectDocumentDialog({
  document,
  reasonRequired,
  onClose,
  approvals,
}: RejectDocumentDialogProps) {
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Reject Document"
      description={document ? `“${document.title}” will be removed. No token is used.` : null}
      size="max-w-md"
    >
      {document ? (
        <RejectForm
          key={document.id}
          document={document}
          reasonRequired={reasonRequired}
          onCancel={onClose}
          approvals={approvals}
        />
      ) : null}
    </Modal>
  );
}

function RejectForm({
  document,
  reasonRequired,
  onCancel,
  approvals,
}: Pick<RejectDocumentDialogProps, "reasonRequired" | "approvals"> & {
  document: DocumentSummaryDto;
  onCancel: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useInitialFocus(reasonRef);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { rejection: fetcher, rejectionFailure: refusal, rejectSent } = approvals;
  const sending = fetcher.state !== "idle";
  const failure =
    refusal && !refusal.fieldErrors.rejectionReason ? refusalText(refusal, "Rejection Failed") : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    if (reasonRequired && reason.trim() === "") {
      event.preventDefault();
      setError(REASON_REQUIRED.description);
      toast({ ...REASON_REQUIRED, variant: "destructive" });
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    rejectSent(document);
    // Valid: the fetcher sends it (fetcher.Form's own submit handler).
  };

  return (
    <fetcher.Form
      method="post"
      action={LIBRARY_ACTION}
      preventScrollReset
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-busy={sending}
    >
      <input type="hidden" name="intent" value={DOCUMENT_INTENTS.rejectDocument} />
      <input type="hidden" name="documentId" value={document.id} />
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.description}
        </Notice>
      ) : null}
      <FormField
        id={`${id}-reason`}
        label={reasonRequired ? "Rejection reason" : "Rejection reason (optional)"}
        required={reasonRequired}
        error={error ?? (sending ? undefined : refusal?.fieldErrors.rejectionReason)}
        hint="Recorded in the audit log with your name."
      >
        {(control) => (
          <textarea
            {...control}
            ref={reasonRef}
            name="rejectionReason"
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={fieldStyles}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.danger} disabled={sending}>
          {sending ? "Rejecting…" : "Reject Document"}
        </button>
      </div>
    </fetcher.Form>
  );
}
