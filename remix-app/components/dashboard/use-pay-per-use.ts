import { useRevalidator } from "@remix-run/react";
import type { TokenPanelData } from "../../lib/dashboard.server";
import { useApprovalActions } from "../approvals/use-approval-actions";

/**
 * The dashboard's token balance and pending documents, as the loader read them, with Approve and
 * Reject. A decision is a route action (/documents), after which Remix runs the loader again, so the
 * balance, the pending list, Recent Documents and the counts all come from the server. While one is
 * on its way the screen shows it from the pending form: an approval's token is off the balance (its
 * row says "Approving…"), a rejected document is off the list; a refusal puts them back. A refusal
 * does not revalidate: `refresh` reads the page again.
 */
export function usePayPerUse(tokenPanel: TokenPanelData | null) {
  const revalidator = useRevalidator();
  const refresh = () => revalidator.revalidate();
  const loaded = tokenPanel?.balance ?? null;
  const approvals = useApprovalActions({ balance: loaded?.balance ?? null, onStale: refresh });
  const pending =
    tokenPanel?.pendingDocuments?.filter((document) => document.id !== approvals.rejectingId) ?? null;
  const balance =
    loaded && approvals.approvingId !== null
      ? { ...loaded, balance: loaded.balance - 1, used: loaded.used + 1 }
      : loaded;
  return { balance, pending, approvals, refresh, refreshing: revalidator.state === "loading" };
}
