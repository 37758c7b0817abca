import { platformTransactionListQuery } from "@charterly/domain/contract";
import {
  listCompanyBalances,
  listPlatformTokenRequests,
  listPlatformTransactions,
} from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { TokenManagementTab } from "../components/customers/tokens/token-management-tab";
import { customerSectionAction } from "../lib/customer-actions.server";
import { LEDGER_PARAMS } from "../lib/customer-intents";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { revalidateAfterStaleForm } from "../lib/revalidation";
import { readOrRouteError, readPart } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Token Management · Customer Management · Charterly" }];

// Customer Management → Token Management: the balances, the token requests and a page of every
// company's ledger, read together, in-process: the newest page, or the one before `?before=` (the
// previous page's cursor, checked with the API's query schema: a cursor it refuses reads the
// newest). "Load older transactions" is a link to that address without JavaScript; with it a
// fetcher reads `?before=…&more=1`, that page alone, and appends it. Add Credits and Process are
// this route's action (lib/customer-actions.server.ts); after each, Remix reads the three again.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  const { domain } = context;
  const { actor } = gate.session;
  const params = new URL(request.url).searchParams;
  const asked = platformTransactionListQuery.safeParse({
    before: params.get(LEDGER_PARAMS.before) || undefined,
  });
  const query = asked.success ? asked.data : platformTransactionListQuery.parse({});
  if (query.before && params.get(LEDGER_PARAMS.more) === "1") {
    // Answered, not thrown: thrown, a fetcher's error would replace the section with the error page.
    const read = await readPart(listPlatformTransactions(domain, actor, query));
    return data(
      { state: "more" as const, page: read.ok ? read.data : null },
      { status: read.ok ? 200 : read.status },
    );
  }
  const [balances, requests, transactions] = await readOrRouteError(
    Promise.all([
      listCompanyBalances(domain, actor),
      listPlatformTokenRequests(domain, actor),
      listPlatformTransactions(domain, actor, query),
    ]),
  );
  return data({
    state: "open" as const,
    balances,
    requests,
    transactions,
    olderPage: query.before !== undefined,
  });
}

export const action = customerSectionAction;

export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function CustomerTokensRoute() {
  const loaded = useLoaderData<typeof loader>();
  // The rows-only address ("Load older transactions" with JavaScript) opened as a page: nothing here.
  if (loaded.state !== "open") return null;
  return (
    <TokenManagementTab
      balances={loaded.balances}
      requests={loaded.requests}
      transactions={loaded.transactions}
      olderPage={loaded.olderPage}
    />
  );
}

export function ErrorBoundary() {
  return <AdminTabError what="the token management" />;
}
