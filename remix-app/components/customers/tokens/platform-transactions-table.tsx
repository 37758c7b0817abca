import {
  type PlatformTransactionDto,
  signedAmount,
  TRANSACTION_TYPE_LABELS,
} from "@charterly/domain/contract";
import { DateTime } from "../../documents/formatted-date";
import { amountStyles } from "../../tokens/transaction-history-dialog";
import { mutedText, tdStyles } from "./token-admin-display";
import { TokenTable } from "./token-table";

/** 'Transactions': every company's ledger, newest first. */
export function PlatformTransactionsTable({ transactions }: { transactions: PlatformTransactionDto[] }) {
  return (
    <TokenTable
      caption="Token transactions of every company, newest first"
      minWidth="min-w-[52rem]"
      columns={[
        { label: "Date" },
        { label: "Company" },
        { label: "Type" },
        { label: "Description" },
        { label: "Invoice" },
        { label: "Amount", numeric: true },
        { label: "Balance After", numeric: true },
      ]}
    >
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
          <td className={`${tdStyles} whitespace-nowrap ${mutedText}`}>{transaction.invoiceNumber ?? "—"}</td>
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
    </TokenTable>
  );
}
