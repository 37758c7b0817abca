import {
  type AddCreditsResultDto,
  formatCount,
  type PlatformCompanyBalanceDto,
  type PlatformTokenRequestDto,
  type PlatformTransactionPageDto,
  type ProcessTokenRequestResultDto,
} from "@charterly/domain/contract";
import { Link, useActionData, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { olderLedgerHref, TOKEN_INTENTS } from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import { Badge } from "../../badges";
import { buttonStyles } from "../../button-styles";
import { loadedResource } from "../../documents/resource-state";
import { Notice } from "../../notice";
import { useHydrated } from "../../ui/use-hydrated";
import { AddCreditsDialog, creditsAddedText } from "./add-credits-dialog";
import { CompanyBalancesTable } from "./company-balances-table";
import { PlatformTransactionsTable } from "./platform-transactions-table";
import { outcomeText, ProcessRequestDialog } from "./process-request-dialog";
import { TokenRequestsTable } from "./token-requests-table";
import { TokenTableSection } from "./token-table-section";
import { useTransactionPages } from "./use-transaction-pages";

/**
 * Customer Management → Token Management: every company's balance (with Add Credits), the token
 * requests awaiting review (with Process) and every company's ledger, read by the section's loader
 * (routes/admin_.customers.tokens.tsx). Add Credits and Process are forms posted to the route's
 * action; after a change Remix reads all three again. Without JavaScript a dialog is opened by its
 * address (?credit=<company>, ?process=<request>) and shown as a section above the tables, and the
 * action's answer is said there; "Load older transactions" leads to the older page's address
 * (?before=<cursor>), which shows that page of the ledger with a way back to the newest.
 */
export function TokenManagementTab({
  balances: balanceRows,
  requests: requestRows,
  transactions: firstTransactions,
  olderPage,
}: {
  balances: PlatformCompanyBalanceDto[];
  requests: PlatformTokenRequestDto[];
  /** The ledger's page the address shows: the newest, or an older one (`olderPage`). */
  transactions: PlatformTransactionPageDto;
  olderPage: boolean;
}) {
  const hydrated = useHydrated();
  const balances = loadedResource(balanceRows);
  const requests = loadedResource(requestRows);
  const transactions = useTransactionPages(firstTransactions);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = useActionData<FormResult<unknown>>();
  const done = (intent: string) => posted?.ok === true && posted.intent === intent;
  const linkedCompany = done(TOKEN_INTENTS.addCredits)
    ? null
    : (balanceRows.find((company) => String(company.id) === params.get("credit")) ?? null);
  // A request processed meanwhile (or just now) is no longer offered.
  const linkedRequest =
    requestRows.find(
      (request) => String(request.id) === params.get("process") && request.status === "pending",
    ) ?? null;
  const [creditTarget, setCreditTarget] = useState<PlatformCompanyBalanceDto | null>(linkedCompany);
  const [processing, setProcessing] = useState<PlatformTokenRequestDto | null>(linkedRequest);
  const dialogOpen = creditTarget !== null || processing !== null;

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

      {posted && (posted.ok || !dialogOpen) ? <PostedAnswer result={posted} /> : null}
      <ProcessRequestDialog request={processing} onClose={() => setProcessing(null)} closeHref={pathname} />
      <AddCreditsDialog company={creditTarget} onClose={() => setCreditTarget(null)} closeHref={pathname} />

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
          <>
            {transactions.hasMore && transactions.nextCursor ? (
              <div className="border-t border-slate-200 p-3 text-center dark:border-slate-800">
                {hydrated ? (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={transactions.loadingMore}
                    onClick={transactions.loadMore}
                  >
                    {transactions.loadingMore ? "Loading…" : "Load older transactions"}
                  </button>
                ) : (
                  <Link
                    to={olderLedgerHref(transactions.nextCursor)}
                    preventScrollReset
                    className={buttonStyles.secondary}
                  >
                    Load older transactions
                  </Link>
                )}
              </div>
            ) : null}
            {olderPage ? (
              <p className="border-t border-slate-200 p-3 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
                These are older transactions.{" "}
                <Link to={pathname} className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  Back to the newest
                </Link>
              </p>
            ) : null}
          </>
        }
      >
        {(items) => <PlatformTransactionsTable transactions={items} />}
      </TokenTableSection>
    </div>
  );
}

/** The answer to Add Credits or Process sent before the page's JavaScript ran, above the tables. */
function PostedAnswer({ result }: { result: FormResult<unknown> }) {
  if (!result.ok) {
    const title =
      result.intent === TOKEN_INTENTS.addCredits ? "Failed to Add Credits" : "Token request Error";
    return (
      <Notice tone="error" title={title}>
        {result.message}
      </Notice>
    );
  }
  if (result.intent === TOKEN_INTENTS.addCredits) {
    const value = result.value as AddCreditsResultDto;
    return (
      <Notice tone="success" title="Credits Added">
        {creditsAddedText(value.company.name, value)}
      </Notice>
    );
  }
  const value = result.value as ProcessTokenRequestResultDto;
  return (
    <Notice tone="success" title="Token request processed successfully">
      {outcomeText(value.request.companyName, value)}
    </Notice>
  );
}
