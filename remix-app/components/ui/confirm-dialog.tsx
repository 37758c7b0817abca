import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";
import { buttonStyles } from "../button-styles";
import { shareStyleNonce } from "./style-nonce";
import { useReturnFocus } from "./use-return-focus";

shareStyleNonce();

/**
 * Asks before an action that cannot be taken back (remove a person, archive documents): what will
 * happen, Cancel, and the action's button. The app's only confirmation (decision 025): a Radix
 * AlertDialog, so it is announced as an alert dialog, Cancel takes the focus first and a click
 * outside does nothing. Escape and Cancel call onCancel; while `busy`, both buttons wait and
 * Escape does nothing.
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
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/60 py-4">
          <AlertDialog.Content
            onCloseAutoFocus={returnFocus}
            className="flex max-h-[90vh] w-[calc(100%-2rem)] max-w-md flex-col rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <div className="border-b border-slate-200 p-5 dark:border-slate-800">
              <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
            </div>
            <AlertDialog.Description asChild>
              <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-5 text-sm text-slate-700 dark:text-slate-300">
                {children}
              </div>
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
              <AlertDialog.Cancel className={buttonStyles.secondary} disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              {/* A plain button, not AlertDialog.Action: that one closes at once, while a busy
                  action keeps the dialog open until its caller closes it. */}
              <button
                type="button"
                className={destructive ? buttonStyles.danger : buttonStyles.primary}
                disabled={busy}
                onClick={onConfirm}
              >
                {confirmLabel}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
