import type { TokenBalanceDto } from "@charterly/domain/contract";
import { TOKEN_HISTORY_PATH, TOKEN_REQUEST_PATH } from "../../lib/token-intents";
import { Badge } from "../badges";
import { buttonStyles, cardStyles } from "../button-styles";
import { PlusIcon } from "../documents/document-icons";
import { AlertIcon, HistoryIcon } from "../icons";
import { Notice } from "../notice";
import { DialogOpener } from "../ui/dialog-opener";
import { BALANCE_STATE_TEXT, type BalanceState, balanceState } from "./token-display";
import { TokenUsageBar } from "./token-usage-bar";

const stateStyles: Record<BalanceState, string> = {
  positive: "text-slate-900 dark:text-white",
  low: "text-amber-800 dark:text-amber-300",
  out: "text-red-700 dark:text-red-300",
};
const stateNoteStyles: Record<BalanceState, string> = {
  positive: "text-slate-600 dark:text-slate-400",
  low: "font-medium text-amber-800 dark:text-amber-300",
  out: "font-medium text-red-700 dark:text-red-300",
};

interface TokenPanelProps {
  /** Null when it could not be read. */
  balance: TokenBalanceDto | null;
  onRequestTokens: () => void;
  onShowHistory: () => void;
  onRetry: () => void;
}

/** Pay Per Use: the token balance (positive, low, out), used and purchased, and the usage bar. */
export function TokenPanel({ balance, onRequestTokens, onShowHistory, onRetry }: TokenPanelProps) {
  const state = balance ? balanceState(balance.balance) : null;
  return (
    <section aria-labelledby="token-balance-heading" className={`${cardStyles} p-5`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="token-balance-heading" className="text-lg font-semibold">
          Token Balance
        </h2>
        {state === "low" ? <Badge tone="amber">Low</Badge> : null}
        {state === "out" ? <Badge tone="red">Out of tokens</Badge> : null}
      </div>

      {balance && state ? (
        <div className="mt-4 grid gap-5 md:grid-cols-[auto_1fr] md:items-center md:gap-8">
          <dl className="grid grid-cols-3 gap-4 sm:gap-8">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Available</dt>
              <dd className={`text-3xl font-bold tabular-nums ${stateStyles[state]}`}>{balance.balance}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Used</dt>
              <dd className="text-3xl font-bold tabular-nums">{balance.used}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Purchased</dt>
              <dd className="text-3xl font-bold tabular-nums">{balance.purchased}</dd>
            </div>
          </dl>
          <div className="space-y-3">
            <TokenUsageBar balance={balance} />
            <p className={`flex items-start gap-1.5 text-sm ${stateNoteStyles[state]}`}>
              {state === "positive" ? null : <AlertIcon className="mt-0.5 size-4 shrink-0" />}
              {BALANCE_STATE_TEXT[state]}
            </p>
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <Notice tone="error" title="Failed to fetch token balance">
            Please try again.
          </Notice>
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            Try again
          </button>
        </div>
      )}

      <div className="mt-5 flex flex-wrap gap-2">
        {/* Before the page's JavaScript runs: links to the dialogs' pages. */}
        <DialogOpener href={TOKEN_REQUEST_PATH} onOpen={onRequestTokens} className={buttonStyles.primary}>
          <PlusIcon />
          Request Additional Tokens
        </DialogOpener>
        <DialogOpener href={TOKEN_HISTORY_PATH} onOpen={onShowHistory} className={buttonStyles.secondary}>
          <HistoryIcon className="size-4" />
          Transaction History
        </DialogOpener>
      </div>
    </section>
  );
}
