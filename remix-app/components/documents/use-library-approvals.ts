import { type Tier, usesTokenCredits } from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import { useApprovalActions } from "../approvals/use-approval-actions";
import type { RowApproval } from "./document-actions";
import type { SelectTokenCredits } from "./status-select";

/**
 * The library's token spending (Pay Per Use): Approve and Reject for documents pending approval, and
 * the status select's move into Approved, which spends a token too (decision 009). `approval` and
 * `tokens` are undefined on other plans. The balance and the rows are the loader's: after a change
 * Remix reads them again (an approved document is Approved, version + 1, a rejected one is gone);
 * after a refusal (no revalidation) they are read again here.
 */
export function useLibraryApprovals(tier: Tier, tokenBalance: number | null) {
  const revalidator = useRevalidator();
  const readAgain = () => revalidator.revalidate();
  const approvals = useApprovalActions({ balance: tokenBalance, onStale: readAgain });
  const paysWithTokens = usesTokenCredits(tier);
  const approval: RowApproval | undefined = paysWithTokens
    ? { approvingId: approvals.approvingId, onApprove: approvals.approve, onReject: approvals.openReject }
    : undefined;
  const tokens: SelectTokenCredits | undefined = paysWithTokens
    ? { balance: tokenBalance, onRefused: readAgain }
    : undefined;
  return { approval, approvals, tokens };
}
