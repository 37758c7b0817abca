import { useState } from "react";
import { api } from "../../lib/api-client";
import { useReportFailure } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { expiresInText } from "./email-change-expiry";

const CANCEL_FAILED = { title: "Cancel Failed", description: "Failed to cancel email change request." };

interface PendingEmailChangeProps {
  currentEmail: string;
  newEmail: string;
  expiresAt: string;
  onCancelled: () => void;
}

/** A change waiting for its verification link to be followed, with 'Cancel Request'. */
export function PendingEmailChange({
  currentEmail,
  newEmail,
  expiresAt,
  onCancelled,
}: PendingEmailChangeProps) {
  const reportFailure = useReportFailure();
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async () => {
    setCancelling(true);
    setFailure(null);
    try {
      await api.auth["cancel-email-change"].$post();
      onCancelled();
    } catch (error) {
      // Only the fixed text: the server's wording is not what this spot promises (spec §8).
      setFailure(reportFailure(error, CANCEL_FAILED, { serverMessage: false }).description);
      setCancelling(false);
    }
  };

  return (
    <div className="space-y-4">
      {failure ? (
        <Notice tone="error" title={CANCEL_FAILED.title}>
          {failure}
        </Notice>
      ) : null}
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
        <p className="font-semibold">Pending change</p>
        <p className="mt-1 break-words">
          New address: <span className="font-medium">{newEmail}</span>
        </p>
        <p className="mt-1">{expiresInText(expiresAt)}</p>
        <p className="mt-2">
          Follow the link sent to {newEmail} to complete the change. Until then, keep signing in with{" "}
          {currentEmail}.
        </p>
      </div>
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={cancel} disabled={cancelling}>
          {cancelling ? "Cancelling…" : "Cancel Request"}
        </button>
      </div>
    </div>
  );
}
