import type { ReactNode } from "react";
import { buttonStyles } from "../button-styles";
import { Modal } from "./modal";

/**
 * Asks before an action that cannot be taken back (remove a person, archive documents): what will
 * happen, Cancel, and the action's button. While `busy`, both buttons wait.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="max-w-md"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className={destructive ? buttonStyles.danger : buttonStyles.primary}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">{children}</div>
    </Modal>
  );
}
