import { appErrorIn, HTTP_STATUS_BY_CODE, tokenTransactionListQuery } from "@charterly/domain/contract";
import { listTokenTransactions } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { cardStyles, linkStyles } from "../components/button-styles";
import { Notice } from "../components/notice";
import { HISTORY_FAILED, TransactionHistory } from "../components/tokens/transaction-history-dialog";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Transaction History · Charterly" }];

// Pay Per Use's token ledger as a page (/tokens/history): GET /api/tokens/transactions' operation,
// in-process for the signed-in person (tokens.read, which the operation checks: another plan's
// person is answered 403 and its message). The token panel's Transaction History dialog loads this
// route with a fetcher; before the page's JavaScript runs, the panel's button is a link here.

export async function loader({ context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  try {
    const transactions = await listTokenTransactions(
      context.domain,
      actor,
      tokenTransactionListQuery.parse({}),
    );
    return { user, transactions, refusal: null };
  } catch (error) {
    // Answered, not thrown: the dialog (a fetcher) says it in place, where a thrown answer would
    // replace the dashboard under it with an error page.
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return data(
      { user, transactions: null, refusal: refusal.message },
      { status: HTTP_STATUS_BY_CODE[refusal.code] },
    );
  }
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function TransactionHistoryRoute() {
  const { user, transactions, refusal } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div>
          <Link to="/" className={linkStyles}>
            ← Dashboard
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Transaction History</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Tokens added to and used from your company's balance.
          </p>
        </div>
        <section aria-label="Transaction History" className={`${cardStyles} p-4 sm:p-5`}>
          {transactions ? (
            <TransactionHistory transactions={transactions} />
          ) : (
            <Notice tone="error" title={HISTORY_FAILED}>
              {refusal}
            </Notice>
          )}
        </section>
      </div>
    </AppShell>
  );
}
