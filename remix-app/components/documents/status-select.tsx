import {
  type DocumentSummaryDto,
  displayedStatus,
  EDITABLE_STATUSES,
  STATUS_LABELS,
  statusChangeSpendsToken,
  statusLabel,
  type Tier,
  tokenCount,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CONFIRM_TOKEN_FIELD, DOCUMENT_INTENTS, type StatusChangeOutcome } from "../../lib/document-intents";
import { type FormResult, resultFor } from "../../lib/form-result";
import { INSUFFICIENT_TOKENS } from "../approvals/use-approval-actions";
import { useToast } from "../toast";
import { useConfirmation } from "../ui/use-confirmation";
import { StatusBadge } from "./document-badges";

const INTENT = DOCUMENT_INTENTS.changeStatus;
const UPDATE_FAILED = "Update Failed";

export type StatusResult = FormResult<StatusChangeOutcome>;

/** Pay Per Use: what the select needs to spend a token on a move into Approved. */
export interface SelectTokenCredits {
  /** The company's balance as last known; 0 refuses Approved without a call. Null: unknown. */
  balance: number | null;
  /** The server said none is left: read the balance again (a refusal does not revalidate). */
  onRefused: () => void;
}

interface StatusSelectProps {
  document: DocumentSummaryDto;
  /** The person's plan: whether a change spends a token is the contract's rule for it. */
  tier: Tier;
  /** Given on Pay Per Use, where every move into Approved costs one token (decision 009). */
  tokens?: SelectTokenCredits;
}

/** What the person confirms before a move into Approved spends a token. */
export function tokenApprovalQuestion(title: string, balance: number | null): string {
  const left =
    balance === null ? "" : ` You have ${tokenCount(balance)}; ${tokenCount(balance - 1)} will be left.`;
  return `Approve “${title}”? Each approved document consumes 1 token.${left}`;
}

/**
 * The inline status select (Draft, Under Review, Approved, Archived). 'generated' shows as Approved.
 * Pending approval changes only by approve or reject: read-only.
 *
 * A form posted to the library route's action (intent change-status) with the version the row shows,
 * so a document changed meanwhile is refused rather than changed blindly. With JavaScript a choice
 * is sent at once through a fetcher: the select shows it while it is sent (and is disabled, so a
 * second choice waits), a toast says how it went, and Remix reads the page again. On Pay Per Use,
 * choosing Approved for a document not in force spends a token: the person confirms first
 * (cancelling leaves the select as it was), and with none left it is refused before a call. Without
 * JavaScript the row links to the document's status page (routes/documents_.$documentId.status.tsx),
 * whose form posts to the same action; the action then asks about the token itself.
 */
export function StatusSelect({ document, tier, tokens }: StatusSelectProps) {
  const { toast } = useToast();
  const fetcher = useFetcher<StatusResult>();
  const confirmation = useConfirmation();
  const formRef = useRef<HTMLFormElement>(null);
  const answered = resultFor(fetcher.data, INTENT);
  const latest = useRef(tokens);
  latest.current = tokens;

  // Each answer once, as a toast: the row shows the choice until Remix has read the page (and the
  // balance) again, then what the server holds.
  useEffect(() => {
    if (!answered) return;
    const tokens = latest.current;
    if (answered.ok) {
      const outcome = answered.value;
      if (outcome.kind !== "changed") return;
      toast({
        title: "Document Updated",
        description: `“${outcome.document.title}” is now ${statusLabel(outcome.document.status)}.${outcome.tokenSpent ? " 1 token used." : ""}`,
        variant: "success",
      });
      return;
    }
    if (answered.code === "insufficient_tokens") {
      toast({ ...INSUFFICIENT_TOKENS, variant: "destructive" });
      tokens?.onRefused();
      return;
    }
    toast({ title: UPDATE_FAILED, description: answered.message, variant: "destructive" });
  }, [answered, toast]);

  if (document.status === "pending_approval") return <StatusBadge status={document.status} />;

  const sending = fetcher.state !== "idle";
  const chosen = fetcher.formData?.get("status");
  const shown = sending && typeof chosen === "string" ? chosen : displayedStatus(document.status);

  const change = async (value: string) => {
    // A status the update takes (its schema's status branch is this list).
    const status = EDITABLE_STATUSES.find((editable) => editable === value);
    if (!status || !formRef.current) return;
    // The select is controlled: returning without a change puts it back on the current status.
    // Whether it costs a token is the contract's rule, the one updateDocument applies.
    const spendsToken = statusChangeSpendsToken(tier, document.status, status);
    if (spendsToken) {
      const balance = tokens?.balance ?? null;
      if (balance !== null && balance < 1) {
        toast({ ...INSUFFICIENT_TOKENS, variant: "destructive" });
        return;
      }
      const confirmed = await confirmation.ask({
        title: "Approve Document",
        message: tokenApprovalQuestion(document.title, balance),
        confirmLabel: "Approve",
      });
      if (!confirmed || !formRef.current) return;
    }
    const form = new FormData(formRef.current);
    form.set("status", status);
    if (spendsToken) form.set(CONFIRM_TOKEN_FIELD, "yes");
    fetcher.submit(form, { method: "post", preventScrollReset: true });
  };

  return (
    <fetcher.Form ref={formRef} method="post" preventScrollReset>
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="documentId" value={document.id} />
      <input type="hidden" name="version" value={document.version} />
      <select
        name="status"
        aria-label={`Status of ${document.title}`}
        value={shown}
        disabled={sending}
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
    </fetcher.Form>
  );
}
