import { signedAmount, type TokenTransactionDto, TRANSACTION_TYPE_LABELS } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { TOKEN_HISTORY_PATH } from "../../lib/token-intents";
import type { loader as historyLoader } from "../../routes/tokens.history";
import { buttonStyles } from "../button-styles";
import { DateTime } from "../documents/formatted-date";
import { Loading } from "../documents/load-status";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { ScrollRegion } from "../ui/scroll-region";

const thBase =
  "sticky top-0 bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:bg-slate-950 dark:text-slate-400";

const compactLabel = "text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400";

export const HISTORY_FAILED = "Failed to fetch transaction history";

/** An amount's colour: green when tokens were added, red when used (the platform's ledger too). */
export const amountStyles = (amount: number) =>
  amount > 0
    ? "text-emerald-700 dark:text-emerald-300"
    : amount < 0
      ? "text-red-700 dark:text-red-300"
      : "text-slate-700 dark:text-slate-300";

/**
 * 'Transaction History' over the dashboard: the /tokens/history route (routes/tokens.history.tsx,
 * the page a browser without JavaScript opens instead) loaded with a fetcher when it opens.
 */
export function TransactionHistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Transaction History"
      description="Tokens added to and used from your company's balance."
      size="max-w-4xl"
      footer={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      <LoadedHistory />
    </Modal>
  );
}

function LoadedHistory() {
  const history = useFetcher<typeof historyLoader>();
  const { load } = history;
  useEffect(() => {
    load(TOKEN_HISTORY_PATH);
  }, [load]);
  const answer = history.data;
  if (!answer) return <Loading label="Loading transactions…" />;
  if (!answer.transactions)
    return (
      <div className="space-y-3">
        <Notice tone="error" title={HISTORY_FAILED}>
          {answer.refusal}
        </Notice>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => load(TOKEN_HISTORY_PATH)}
          disabled={history.state !== "idle"}
        >
          Try again
        </button>
      </div>
    );
  return <TransactionHistory transactions={answer.transactions} />;
}

/** The company's ledger, newest first: the dialog's and the /tokens/history page's. */
export function TransactionHistory({ transactions }: { transactions: TokenTransactionDto[] }) {
  return transactions.length === 0 ? (
    <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">No transactions yet.</p>
  ) : (
    <TransactionTable transactions={transactions} />
  );
}

/**
 * The ledger scrolls within 400 px. From 640 px wide it is a table (Date, Type, Description,
 * Amount, Balance After); on narrower screens each transaction is a compact entry, so Amount and
 * Balance After stay in view instead of scrolling off to the side.
 */
function TransactionTable({ transactions }: { transactions: TokenTransactionDto[] }) {
  return (
    <ScrollRegion
      labelledBy="transaction-history-caption"
      className="max-h-[400px] overflow-auto rounded-md border border-slate-200 dark:border-slate-800"
    >
      <ul className="divide-y divide-slate-200 sm:hidden dark:divide-slate-800">
        {transactions.map((transaction) => (
          <li key={transaction.id} className="px-3 py-2 text-sm">
            <p className="font-medium break-words">{transaction.description}</p>
            <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
              {TRANSACTION_TYPE_LABELS[transaction.transactionType]} ·{" "}
              <DateTime iso={transaction.createdAt} />
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-3">
              <div>
                <dt className={compactLabel}>Amount</dt>
                <dd className={`font-semibold tabular-nums ${amountStyles(transaction.amount)}`}>
                  {signedAmount(transaction.amount)}
                </dd>
              </div>
              <div>
                <dt className={compactLabel}>Balance After</dt>
                <dd className="tabular-nums">{transaction.balanceAfter}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full min-w-[40rem] text-sm sm:table">
        <caption id="transaction-history-caption" className="sr-only">
          Token transactions, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${thBase} text-left`}>
              Date
            </th>
            <th scope="col" className={`${thBase} text-left`}>
              Type
            </th>
            <th scope="col" className={`${thBase} text-left`}>
              Description
            </th>
            <th scope="col" className={`${thBase} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${thBase} text-right`}>
              Balance After
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700 dark:text-slate-300">
                <DateTime iso={transaction.createdAt} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {TRANSACTION_TYPE_LABELS[transaction.transactionType]}
              </td>
              <td className="px-3 py-2">{transaction.description}</td>
              <td
                className={`px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums ${amountStyles(transaction.amount)}`}
              >
                {signedAmount(transaction.amount)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {transaction.balanceAfter}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
