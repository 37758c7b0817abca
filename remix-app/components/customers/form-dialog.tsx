import type { FormEvent, ReactNode } from "react";
import type { FailureText } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";

/**
 * The frame of Customer Management's form dialogs (customers, credits, token requests): the form,
 * with why the last try failed above its fields, and Cancel and the submit button below — the
 * button says what it is doing while the form is sent, and neither can be pressed meanwhile.
 */
export function FormDialog({
  formId,
  open,
  onClose,
  title,
  description,
  size,
  busy,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  failure,
  onSubmit,
  formClassName,
  summary,
  children,
}: {
  formId: string;
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  size?: "max-w-md" | "max-w-2xl";
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Besides while busy, e.g. until the fields are valid. */
  submitDisabled?: boolean;
  failure: FailureText | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formClassName: "space-y-5" | "space-y-6";
  /** What the form is about, shown above the failure notice. */
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonStyles.primary}
            disabled={busy || submitDisabled}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName} aria-busy={busy}>
        {summary}
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.description}
          </Notice>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
