import { type ReactElement, type ReactNode, useCallback, useRef, useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/** What the person is asked before an action: the dialog's title, text and action button. */
export interface ConfirmationQuestion {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
}

/**
 * Asks in the app's one confirmation dialog where code used to call window.confirm:
 * `if (!(await confirmation.ask({ ... }))) return;` and `{confirmation.dialog}` in the render.
 * `ask` resolves true on the action button, false on Cancel or Escape.
 */
export function useConfirmation(): {
  ask: (question: ConfirmationQuestion) => Promise<boolean>;
  dialog: ReactElement;
} {
  const [question, setQuestion] = useState<ConfirmationQuestion | null>(null);
  // The dialog is mounted at the first question and stays (so it closes as a dialog does, focus
  // given back): each of the library's 50 status selects has one, and 50 closed Radix dialogs are
  // work for nothing while the page loads.
  const [asked, setAsked] = useState(false);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const ask = useCallback(
    (next: ConfirmationQuestion) =>
      new Promise<boolean>((resolve) => {
        // A question still open is answered "no": only one is asked at a time.
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setAsked(true);
        setQuestion(next);
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setQuestion(null);
  };

  const dialog = asked ? (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ""}
      confirmLabel={question?.confirmLabel ?? ""}
      destructive={question?.destructive}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      <p>{question?.message}</p>
    </ConfirmDialog>
  ) : (
    <></>
  );
  return { ask, dialog };
}
