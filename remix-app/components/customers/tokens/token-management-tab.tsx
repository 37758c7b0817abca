import {
  formatCount,
  type PlatformCompanyBalanceDto,
  type PlatformTokenRequestDto,
  type PlatformTransactionPageDto,
} from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { Badge } from "../../badges";
import { buttonStyles } from "../../button-styles";
import { loadedResource } from "../../documents/use-api-resource";
import { AddCreditsDialog } from "./add-credits-dialog";
import { CompanyBalancesTable } from "./company-balances-table";
import { PlatformTransactionsTable } from "./platform-transactions-table";
import { ProcessRequestDialog } from "./process-request-dialog";
import { TokenRequestsTable } from "./token-requests-table";
import { TokenTableSection } from "./token-table-section";
import { useTransactionPages } from "./use-transaction-pages";

/**
 * Customer Management → Token Management: every company's balance (with Add Credits), the token
 * requests awaiting review (with Process) and every company's ledger, read by the section's loader
 * (routes/admin_.customers.tokens.tsx). After a change Remix reads all three again.
 */
export function TokenManagementTab({
  balances: balanceRows,
  requests: requestRows,
  transactions: firstTransactions,
}: {
  balances: PlatformCompanyBalanceDto[];
  requests: PlatformTokenRequestDto[];
  transactions: PlatformTransactionPageDto;
}) {
  const balances = loadedResource(balanceRows);
  const requests = loadedResource(requestRows);
  const transactions = useTransactionPages(firstTransactions);
  const revalidator = useRevalidator();
  const [creditTarget, setCreditTarget] = useState<PlatformCompanyBalanceDto | null>(null);
  const [processing, setProcessing] = useState<PlatformTokenRequestDto | null>(null);
  const refresh = () => revalidator.revalidate();

  const awaitingReview = requestRows.filter((r) => r.status === "pending").length;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Token Management</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Company balances, token requests and every token added or used. Credits are added against an
          invoice, which credits once.
        </p>
      </div>

      <TokenTableSection
        title="Token Requests"
        description="Requests from Pay Per Use companies, newest first."
        badge={
          <Badge tone={awaitingReview > 0 ? "amber" : "slate"}>
            {formatCount(awaitingReview)} awaiting review
          </Badge>
        }
        resource={requests}
        loadingLabel="Loading token requests…"
        failureTitle="Failed to fetch token requests"
        emptyText="No token requests yet."
      >
        {(items) => <TokenRequestsTable requests={items} onProcess={setProcessing} />}
      </TokenTableSection>

      <TokenTableSection
        title="Company Balances"
        description="Every company's tokens: what is left, used and bought."
        resource={balances}
        loadingLabel="Loading company balances…"
        failureTitle="Failed to fetch company balances"
        emptyText="No companies yet."
      >
        {(items) => <CompanyBalancesTable companies={items} onAddCredits={setCreditTarget} />}
      </TokenTableSection>

      <TokenTableSection
        title="Transactions"
        description="Tokens added to and used by every company, newest first."
        resource={transactions}
        loadingLabel="Loading transactions…"
        failureTitle="Failed to fetch transactions"
        emptyText="No transactions yet."
        after={
          transactions.hasMore ? (
            <div className="border-t border-slate-200 p-3 text-center dark:border-slate-800">
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={transactions.loadingMore}
                onClick={() => void transactions.loadMore()}
              >
                {transactions.loadingMore ? "Loading…" : "Load older transactions"}
              </button>
            </div>
          ) : null
        }
      >
        {(items) => <PlatformTransactionsTable transactions={items} />}
      </TokenTableSection>

      <ProcessRequestDialog request={processing} onClose={() => setProcessing(null)} onProcessed={refresh} />
      <AddCreditsDialog company={creditTarget} onClose={() => setCreditTarget(null)} onAdded={refresh} />
    </div>
  );
}
