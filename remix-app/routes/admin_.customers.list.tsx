import { companyListQuery } from "@charterly/domain/contract";
import { listCompanies, listCustomerUsers } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { CustomerListTab } from "../components/customers/customer-list/customer-list-tab";
import { customerSectionAction } from "../lib/customer-actions.server";
import { openedCompanyIds } from "../lib/customer-intents";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { revalidateAfterStaleForm } from "../lib/revalidation";
import { readOrRouteError, readPart } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Customer List · Customer Management · Charterly" }];

// Customer Management → Customer List: the companies, filtered by the address's ?search= and
// ?companyId= (the list's GET form) with the API's query schema, read in-process. A company id that
// is not a number is said next to its field, and nothing is listed. The rows opened (?open=<company>,
// a link per row) are read with the list: each company's people and open invitations, or why they
// could not be (a company deleted meanwhile: said in its row).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  const params = new URL(request.url).searchParams;
  const filters = { search: params.get("search") ?? "", companyId: params.get("companyId") ?? "" };
  const query = companyListQuery.safeParse({
    search: filters.search || undefined,
    companyId: filters.companyId || undefined,
  });
  const { actor } = gate.session;
  const opened = openedCompanyIds(params);
  const [list, people] = await Promise.all([
    query.success ? readOrRouteError(listCompanies(context.domain, actor, query.data)) : null,
    Promise.all(
      opened.map(async (companyId) => ({
        companyId,
        read: await readPart(listCustomerUsers(context.domain, actor, companyId)),
      })),
    ),
  ]);
  return data({ state: "open" as const, filters, list, people });
}

// The section's forms and the header's Add New Customer (lib/customer-actions.server.ts).
export const action = customerSectionAction;

export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function CustomerListRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.state === "open" ? (
    <CustomerListTab filters={loaded.filters} list={loaded.list} people={loaded.people} />
  ) : null;
}

export function ErrorBoundary() {
  return <AdminTabError what="the companies" />;
}
