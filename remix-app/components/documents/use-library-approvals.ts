import { type DocumentSummaryDto, type Tier, usesTokenCredits } from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
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
 * `approval` and `tokens` are undefined on other plans. The balance is the loader's: after a change
 * Remix reads it again; after a refusal (no revalidation) it is read again here.
 */
export function useLibraryApprovals(tier: Tier, tokenBalance: number | null, rows: LibraryRowsUpdate) {
  const [balance, setBalance] = useLoaderState(tokenBalance);
  const revalidator = useRevalidator();
  const readAgain = () => revalidator.revalidate();
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
    onStale: readAgain,
  });
  const paysWithTokens = usesTokenCredits(tier);
  const approval: RowApproval | undefined = paysWithTokens
    ? { approvingId: approvals.approvingId, onApprove: approvals.approve, onReject: approvals.openReject }
    : undefined;
  const tokens: SelectTokenCredits | undefined = paysWithTokens
    ? { balance, onRefused: readAgain }
    : undefined;
  return { approval, approvals, tokens };
}
