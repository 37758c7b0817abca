import { type DocumentSummaryDto, type Tier, usesTokenCredits } from "@charterly/domain/contract";
import { useApprovalActions } from "../approvals/use-approval-actions";
import { useLoaderState } from "../ui/use-loader-state";
import type { RowApproval } from "./document-actions";

interface LibraryRowsUpdate {
  applyChange: (document: DocumentSummaryDto) => void;
  remove: (document: DocumentSummaryDto) => void;
}

/**
 * The library's Approve and Reject (Pay Per Use): an approved document becomes Approved in place
 * (version + 1, downloadable); a rejected one leaves the list. `approval` is undefined on other plans.
 */
export function useLibraryApprovals(tier: Tier, tokenBalance: number | null, rows: LibraryRowsUpdate) {
  const [balance, setBalance] = useLoaderState(tokenBalance);
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
  });
  const approval: RowApproval | undefined = usesTokenCredits(tier)
    ? { approvingId: approvals.approvingId, onApprove: approvals.approve, onReject: approvals.openReject }
    : undefined;
  return { approval, approvals };
}
