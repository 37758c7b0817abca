import {
  type PlatformTransactionDto,
  signedAmount,
  TRANSACTION_TYPE_LABELS,
} from "@charterly/domain/contract";
import { DateTime } from "../../documents/formatted-date";
import { mutedText, tdStyles, thStyles } from "./token-admin-display";

const amountStyles = (amount: number) =>
  amount > 0
    ? "text-emerald-700 dark:text-emerald-300"
    : amount < 0
      ? "text-red-700 dark:text-red-300"
      : "text-slate-700 dark:text-slate-300";

/** 'Transactions': every company's ledger, newest first. */
export function PlatformTransactionsTable({ transactions }: { transactions: PlatformTransactionDto[] }) {
  return (
    <table className="w-full min-w-[52rem] text-sm">
      <caption className="sr-only">Token transactions of every company, newest first</caption>
      <thead>
        <tr>
          <th scope="col" className={thStyles}>
            Date
          </th>
          <th scope="col" className={thStyles}>
            Company
          </th>
          <th scope="col" className={thStyles}>
            Type
          </th>
          <th scope="col" className={thStyles}>
            Description
          </th>
          <th scope="col" className={thStyles}>
            Invoice
          </th>
          <th scope="col" className={`${thStyles} text-right`}>
            Amount
          </th>
          <th scope="col" className={`${thStyles} text-right`}>
            Balance After
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {transactions.map((transaction) => (
          <tr key={transaction.id}>
            <td className={`${tdStyles} whitespace-nowrap ${mutedText}`}>
              <DateTime iso={transaction.createdAt} />
            </td>
            <td className={`${tdStyles} font-medium`}>{transaction.companyName}</td>
            <td className={`${tdStyles} whitespace-nowrap`}>
              {TRANSACTION_TYPE_LABELS[transaction.transactionType]}
            </td>
            <td className={`${tdStyles} break-words`}>{transaction.description}</td>
            <td className={`${tdStyles} whitespace-nowrap ${mutedText}`}>
              {transaction.invoiceNumber ?? "—"}
            </td>
            <td
              className={`${tdStyles} text-right font-semibold whitespace-nowrap tabular-nums ${amountStyles(transaction.amount)}`}
            >
              {signedAmount(transaction.amount)}
            </td>
            <td className={`${tdStyles} text-right whitespace-nowrap tabular-nums`}>
              {transaction.balanceAfter}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
