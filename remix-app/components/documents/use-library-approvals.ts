import { type DocumentSummaryDto, type Tier, usesTokenCredits } from "@charterly/domain/contract";
import { useCallback } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { useApprovalActions } from "../approvals/use-approval-actions";
import { useLoaderState } from "../ui/use-loader-state";
import type { RowApproval } from "./document-actions";
import type { SelectTokenCredits } from "./status-select";

interface LibraryRowsUpdate {
  applyChange: (document: DocumentSummaryDto) => void;
  remove: (document: DocumentSummaryDto) => void;
}

/**
 * The library's token spending (Pay Per Use): Approve and Reject for documents pending approval (an
 * approved document becomes Approved in place, version + 1, downloadable; a rejected one leaves the
 * list), and the status select's move into Approved, which spends a token too (decision 009).
 * `approval` and `tokens` are undefined on other plans.
 */
export function useLibraryApprovals(tier: Tier, tokenBalance: number | null, rows: LibraryRowsUpdate) {
  const [balance, setBalance] = useLoaderState(tokenBalance);
  // The select's answer is the document, without the balance: read it again. Unknown (null) when
  // that fails, so the server decides the next approval.
  const refreshBalance = useCallback(async () => {
    try {
      const current = await jsonOf(api.tokens.balance.$get());
      setBalance(() => current.balance);
    } catch {
      setBalance(() => null);
    }
  }, [setBalance]);
  const approvals = useApprovalActions({
    balance,
    onApproved: (document, result) => {
      setBalance(() => result.balance);
      rows.applyChange({
        ...document,
        status: "approved",
        version: document.version + 1,
        updatedAt: new Date().toISOString(),
      });
    },
    onRejected: rows.remove,
    onStale: () => void refreshBalance(),
  });
  const paysWithTokens = usesTokenCredits(tier);
  const approval: RowApproval | undefined = paysWithTokens
    ? { approvingId: approvals.approvingId, onApprove: approvals.approve, onReject: approvals.openReject }
    : undefined;
  const tokens: SelectTokenCredits | undefined = paysWithTokens
    ? { balance, onBalanceChanged: () => void refreshBalance() }
    : undefined;
  return { approval, approvals, tokens };
}
