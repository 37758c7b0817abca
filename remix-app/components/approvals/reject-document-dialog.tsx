import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import type { FailureText } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useInitialFocus } from "../ui/use-initial-focus";

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
  /** Rejects with the reason given; resolves to the failure to show, or null when done. */
  onReject: (reason: string) => Promise<FailureText | null>;
}

/** 'Reject Document': the document is removed and no token is used. */
export function RejectDocumentDialog({
  document,
  reasonRequired,
  onClose,
  onReject,
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
          reasonRequired={reasonRequired}
          onCancel={onClose}
          onReject={onReject}
        />
      ) : null}
    </Modal>
  );
}

function RejectForm({
  reasonRequired,
  onCancel,
  onReject,
}: Pick<RejectDocumentDialogProps, "reasonRequired" | "onReject"> & { onCancel: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useInitialFocus(reasonRef);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FailureText | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reasonRequired && reason.trim() === "") {
      setError(REASON_REQUIRED.description);
      toast({ ...REASON_REQUIRED, variant: "destructive" });
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setSending(true);
    const failed = await onReject(reason);
    if (failed) {
      setFailure(failed);
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.description}
        </Notice>
      ) : null}
      <FormField
        id={`${id}-reason`}
        label={reasonRequired ? "Rejection reason" : "Rejection reason (optional)"}
        required={reasonRequired}
        error={error}
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
    </form>
  );
}
