import type { TokenBalanceDto } from "@charterly/domain/contract";
import { useState } from "react";
import { TokenPanel } from "../tokens/token-panel";
import { TokenRequestDialog } from "../tokens/token-request-dialog";
import { TransactionHistoryDialog } from "../tokens/transaction-history-dialog";

/** The token panel with its Request Additional Tokens and Transaction History dialogs. */
export function TokenBalanceSection({
  balance,
  contactEmail,
  onRetry,
}: {
  balance: TokenBalanceDto | null;
  contactEmail: string;
  onRetry: () => void;
}) {
  const [open, setOpen] = useState<"request" | "history" | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <TokenPanel
        balance={balance}
        onRequestTokens={() => setOpen("request")}
        onShowHistory={() => setOpen("history")}
        onRetry={onRetry}
      />
      <TokenRequestDialog open={open === "request"} onClose={close} contactEmail={contactEmail} />
      <TransactionHistoryDialog open={open === "history"} onClose={close} />
    </>
  );
}
