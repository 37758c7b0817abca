import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { AdminAccessDenied } from "../components/admin/admin-access-denied";
import { CustomerManagementPage } from "../components/customers/customer-management-page";
import { checkPageAccess } from "../lib/page-guard.server";
import { revalidateUnlessOnlyTabChanged } from "../lib/tab-revalidation";

export const meta: MetaFunction = () => [{ title: "Customer Management · Charterly" }];

// Platform administrators only: anyone else gets 'Access Denied' and the dashboard after a second;
// each section loads its own data through /api, whose routes check platform.customers themselves.
export function loader({ context }: LoaderFunctionArgs) {
  const { session, denied } = checkPageAccess(context, "platform.customers");
  if (denied) return data({ user: session.user, denied }, { status: 403 });
  return { user: session.user, denied: null };
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyTabChanged;

export default function CustomerManagementRoute() {
  const { user, denied } = useLoaderData<typeof loader>();
  return denied ? <AdminAccessDenied user={user} reason={denied} /> : <CustomerManagementPage user={user} />;
}
