import { PLATFORM_TRANSACTIONS_DEFAULT_LIMIT } from "@charterly/domain/contract";
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
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { readOrRouteError } from "../lib/route-errors.server";
import { revalidateAfterStaleForm } from "../lib/stale-form-revalidation";

export const meta: MetaFunction = () => [{ title: "Token Management · Customer Management · Charterly" }];

// Customer Management → Token Management: the balances, the token requests and the newest page of
// every company's ledger, read together, in-process. Older pages of the ledger are read through
// the API as the person asks for them. Add Credits and Process are this route's action
// (lib/customer-actions.server.ts); after each, Remix reads the three again.

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  const { domain } = context;
  const { actor } = gate.session;
  const [balances, requests, transactions] = await readOrRouteError(
    Promise.all([
      listCompanyBalances(domain, actor),
      listPlatformTokenRequests(domain, actor),
      listPlatformTransactions(domain, actor, { limit: PLATFORM_TRANSACTIONS_DEFAULT_LIMIT }),
    ]),
  );
  return data({ state: "open" as const, balances, requests, transactions });
}

export const action = customerSectionAction;

export const shouldRevalidate = revalidateAfterStaleForm;

export default function CustomerTokensRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state !== "open") return null;
  return (
    <TokenManagementTab
      balances={loaded.balances}
      requests={loaded.requests}
      transactions={loaded.transactions}
    />
  );
}

export function ErrorBoundary() {
  return <AdminTabError what="the token management" />;
}
