import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminAccessDenied } from "../components/admin/admin-access-denied";
import { CustomerManagementFrame } from "../components/customers/customer-management-frame";
import { checkPageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction = () => [{ title: "Customer Management · Charterly" }];

// The frame of Customer Management around its sections (routes/admin_.customers.overview.tsx, …),
// outside the Admin Panel's layout: platform administrators only. Anyone else gets 'Access Denied'
// and the dashboard after a second, and nothing of the page; each section's loader checks
// platform.customers again before it reads.
export function loader({ context }: LoaderFunctionArgs) {
  const { session, denied } = checkPageAccess(context, "platform.customers");
  if (denied) return data({ user: session.user, denied }, { status: 403 });
  return { user: session.user, denied: null };
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function CustomerManagementLayout() {
  const { user, denied } = useLoaderData<typeof loader>();
  if (denied) return <AdminAccessDenied user={user} reason={denied} />;
  return (
    <CustomerManagementFrame user={user}>
      <Outlet />
    </CustomerManagementFrame>
  );
}
