import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import type { TokenPanelData } from "../../lib/dashboard.server";
import { useApprovalActions } from "../approvals/use-approval-actions";
import { useLoaderState } from "../ui/use-loader-state";

/**
 * The dashboard's token balance and pending documents (from the loader) with Approve and Reject.
 * A decision shows at once (the document leaves the list, the balance drops); it is a route action
 * (/documents), after which Remix runs the loader again, so the balance, the pending list, Recent
 * Documents and the counts all come from the server. A refusal does not revalidate: read again.
 */
export function usePayPerUse(tokenPanel: TokenPanelData | null) {
  const revalidator = useRevalidator();
  const [balance, setBalance] = useLoaderState(tokenPanel?.balance ?? null);
  const [pending, setPending] = useLoaderState(tokenPanel?.pendingDocuments ?? null);
  const refresh = () => revalidator.revalidate();
  const drop = (document: DocumentSummaryDto) =>
    setPending((documents) => documents?.filter((d) => d.id !== document.id) ?? null);

  const approvals = useApprovalActions({
    balance: balance?.balance ?? null,
    onApproved: (document, result) => {
      setBalance((current) => current && { ...current, balance: result.balance, used: current.used + 1 });
      drop(document);
    },
    onRejected: drop,
    onStale: refresh,
  });

  return { balance, pending, approvals, refresh, refreshing: revalidator.state === "loading" };
}
