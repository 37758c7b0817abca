import {
  type DocumentDto,
  type DocumentSummaryDto,
  displayedStatus,
  EDITABLE_STATUSES,
  entersForce,
  STATUS_LABELS,
  statusLabel,
  tokenCount,
  updateDocumentBody,
} from "@charterly/domain/contract";
import { useState } from "react";
import { ApiError, api, jsonOf } from "../../lib/api-client";
import { INSUFFICIENT_TOKENS } from "../approvals/use-approval-actions";
import { useToast } from "../toast";
import { useConfirmation } from "../ui/use-confirmation";
import { StatusBadge } from "./document-badges";
import { useFailureToast } from "./use-failure-toast";

const UPDATE_FAILED = { title: "Update Failed", description: "Failed to update document. Please try again." };
const CHANGED_MEANWHILE = {
  title: UPDATE_FAILED.title,
  description: "The document changed while you were editing. Reload and try again.",
};

/** Pay Per Use: what the select needs to spend a token on a move into Approved. */
export interface SelectTokenCredits {
  /** The company's balance as last known; 0 refuses Approved without a call. Null: unknown. */
  balance: number | null;
  /** A token was spent (or the server said none is left): read the balance again. */
  onBalanceChanged: () => void;
}

interface StatusSelectProps {
  document: DocumentSummaryDto;
  onChanged: (document: DocumentDto) => void;
  /** Given on Pay Per Use, where every move into Approved costs one token (decision 009). */
  tokens?: SelectTokenCredits;
}

/** What the person confirms before a move into Approved spends a token. */
function tokenApprovalQuestion(title: string, balance: number | null): string {
  const left =
    balance === null ? "" : ` You have ${tokenCount(balance)}; ${tokenCount(balance - 1)} will be left.`;
  return `Approve “${title}”? Each approved document consumes 1 token.${left}`;
}

/**
 * The inline status select (Draft, Under Review, Approved, Archived); a choice is saved at once.
 * 'generated' shows as Approved. Pending approval changes only by approve or reject: read-only.
 * On Pay Per Use, choosing Approved for a document not in force spends a token: the person confirms
 * first (cancelling leaves the select as it was), and with none left it is refused before a call.
 */
export function StatusSelect({ document, onChanged, tokens }: StatusSelectProps) {
  const { toast } = useToast();
  const reportFailure = useFailureToast();
  const [saving, setSaving] = useState(false);
  const confirmation = useConfirmation();

  if (document.status === "pending_approval") return <StatusBadge status={document.status} />;

  const change = async (value: string) => {
    const body = updateDocumentBody.safeParse({ status: value });
    if (!body.success || !("status" in body.data)) return;
    // The select is controlled: returning without a change puts it back on the current status.
    const spendsToken = tokens !== undefined && entersForce(document.status, body.data.status);
    if (spendsToken) {
      if (tokens.balance !== null && tokens.balance < 1) {
        toast({ ...INSUFFICIENT_TOKENS, variant: "destructive" });
        return;
      }
      const confirmed = await confirmation.ask({
        title: "Approve Document",
        message: tokenApprovalQuestion(document.title, tokens.balance),
        confirmLabel: "Approve",
      });
      if (!confirmed) return;
    }
    setSaving(true);
    try {
      const updated = await jsonOf(
        api.documents[":documentId"].$put({ param: { documentId: String(document.id) }, json: body.data }),
      );
      toast({
        title: "Document Updated",
        description: spendsToken
          ? `“${updated.title}” is now ${statusLabel(updated.status)}. 1 token used.`
          : `“${updated.title}” is now ${statusLabel(updated.status)}.`,
        variant: "success",
      });
      onChanged(updated);
      if (spendsToken) tokens.onBalanceChanged();
    } catch (error) {
      reportFailure(error, UPDATE_FAILED, {
        serverMessageFor: [400],
        byStatus: { 402: INSUFFICIENT_TOKENS, 409: CHANGED_MEANWHILE },
      });
      if (error instanceof ApiError && error.status === 402) tokens?.onBalanceChanged();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <select
        aria-label={`Status of ${document.title}`}
        value={displayedStatus(document.status)}
        disabled={saving}
        onChange={(event) => change(event.target.value)}
        className="status-select"
      >
        {EDITABLE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {confirmation.dialog}
    </>
  );
}
