import { useRevalidator } from "@remix-run/react";
import type { TokenPanelData } from "../../lib/dashboard.server";
import { useApprovalActions } from "../approvals/use-approval-actions";

/**
 * The dashboard's token balance and pending documents, as the loader read them, with Approve and
 * Reject. A decision is a route action (/documents), after which Remix runs the loader again, so the
 * balance, the pending list, Recent Documents and the counts all come from the server. While one is
 * on its way its document is off the list (and an approval's token off the balance); a refusal puts
 * it back. A refusal does not revalidate: `refresh` reads the page again.
 */
export function usePayPerUse(tokenPanel: TokenPanelData | null) {
  const revalidator = useRevalidator();
  const refresh = () => revalidator.revalidate();
  const loaded = tokenPanel?.balance ?? null;
  const approvals = useApprovalActions({ balance: loaded?.balance ?? null, onStale: refresh });
  const deciding = [approvals.approvingId, approvals.rejectingId];
  const pending = tokenPanel?.pendingDocuments?.filter((document) => !deciding.includes(document.id)) ?? null;
  const balance =
    loaded && approvals.approvingId !== null
      ? { ...loaded, balance: loaded.balance - 1, used: loaded.used + 1 }
      : loaded;
  return { balance, pending, approvals, refresh, refreshing: revalidator.state === "loading" };
}
