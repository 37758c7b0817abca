import type { EmailChangeStatusDto } from "@charterly/domain/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { failureText } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { EmailChangeForm } from "./email-change-form";
import { OutboxNote } from "./outbox-note";
import { PendingEmailChange } from "./pending-email-change";

const STATUS_FAILED = { title: "Could not load", description: "Failed to load your e-mail change status." };

interface ChangeEmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address typed before signing in again (lib/email-change-return.ts), to fill the form with. */
  initialNewEmail?: string;
}

/** Change Email Address: the current address, then the pending change or the new-address form. */
export function ChangeEmailDialog({ open, onClose, initialNewEmail }: ChangeEmailDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Change Email Address" size="max-w-md">
      <ChangeEmailPanel onClose={onClose} initialNewEmail={initialNewEmail} />
    </Modal>
  );
}

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; status: EmailChangeStatusDto };

/** What just happened in this dialog, shown above the current state. */
type Outcome = "sent" | "cancelled" | null;

function ChangeEmailPanel({ onClose, initialNewEmail }: { onClose: () => void; initialNewEmail?: string }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { toast } = useToast();
  // The form that had focus is gone once a request is sent: focus moves to what happened.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === "sent") outcomeRef.current?.focus();
  }, [outcome]);

  const fetchStatus = useCallback(() => {
    setLoad({ state: "loading" });
    jsonOf(api.auth["email-change-status"].$get())
      .then((status) => setLoad({ state: "ready", status }))
      .catch((error: unknown) =>
        setLoad({ state: "failed", message: failureText(error, STATUS_FAILED).description }),
      );
  }, []);
  useEffect(() => {
    fetchStatus();
  }, [fetchStatus]);

  if (load.state === "loading") {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading…
      </p>
    );
  }
  if (load.state === "failed") {
    return (
      <div className="space-y-4">
        <Notice tone="error" title={STATUS_FAILED.title}>
          {load.message}
        </Notice>
        <div className="flex justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={fetchStatus}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const { status } = load;
  const setStatus = (next: Partial<EmailChangeStatusDto>) =>
    setLoad({ state: "ready", status: { ...status, ...next } });

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">Current email address</p>
        <p className="font-medium break-words">{status.currentEmail}</p>
      </div>

      {outcome === "sent" && status.newEmail ? (
        <div ref={outcomeRef} tabIndex={-1} className="rounded-lg focus:outline-none">
          <Notice tone="success" title="Verification email sent">
            We sent a verification link to {status.newEmail}. Your current address, {status.currentEmail},
            stays active until you follow that link.
          </Notice>
        </div>
      ) : null}
      {outcome === "cancelled" ? (
        <Notice tone="info">The email change request was cancelled. Its link no longer works.</Notice>
      ) : null}

      {status.hasPendingChange && status.newEmail && status.expiresAt ? (
        <PendingEmailChange
          currentEmail={status.currentEmail}
          newEmail={status.newEmail}
          expiresAt={status.expiresAt}
          onCancelled={() => {
            toast({ title: "Email Change Cancelled", description: "The verification link no longer works." });
            setOutcome("cancelled");
            setStatus({ hasPendingChange: false, newEmail: null, expiresAt: null });
          }}
        />
      ) : (
        <EmailChangeForm
          initialNewEmail={initialNewEmail}
          onClose={onClose}
          onRequested={({ newEmail, expiresAt }) => {
            toast({
              title: "Verification Email Sent",
              description: `Follow the link sent to ${newEmail} to finish the change.`,
              variant: "success",
            });
            setOutcome("sent");
            setStatus({ hasPendingChange: true, newEmail, expiresAt });
          }}
        />
      )}

      <OutboxNote />
    </div>
  );
}
