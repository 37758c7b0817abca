import { getDeletionInfo, listDeletedCompanies, listDeletionCandidates } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { AccountDeletionTab } from "../components/customers/deletion/account-deletion-tab";
import { customerSectionAction } from "../lib/customer-actions.server";
import { DELETION_PARAMS } from "../lib/customer-intents";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { revalidateAfterStaleForm } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Account Deletion · Customer Management · Charterly" }];

// Customer Management → Account Deletion: the companies that may be deleted and the recycle bin,
// read together, in-process. Deleting, restoring and deleting for good are this route's action
// (asked first), then Remix reads both lists again. The question has its own address
// (?delete=<company>, ?purge=<company>) — the dialog goes there as it opens, or without JavaScript
// the link leads there — so what the company holds is read here, with the lists.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  const { actor } = gate.session;
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get(DELETION_PARAMS.delete) ?? params.get(DELETION_PARAMS.permanent));
  // A company gone meanwhile asks nothing (the dialog is not shown): null, not an error page.
  const askedInfo =
    Number.isSafeInteger(asked) && asked > 0
      ? getDeletionInfo(context.domain, actor, asked).catch(() => null)
      : Promise.resolve(null);
  const [candidates, recycleBin, deletionInfo] = await readOrRouteError(
    Promise.all([
      listDeletionCandidates(context.domain, actor),
      listDeletedCompanies(context.domain, actor),
      askedInfo,
    ]),
  );
  return data({ state: "open" as const, candidates, recycleBin, deletionInfo });
}

// The section's forms and the header's Add New Customer (lib/customer-actions.server.ts).
export const action = customerSectionAction;

export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function CustomerDeletionRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state !== "open") return null;
  return (
    <AccountDeletionTab
      candidates={loaded.candidates}
      recycleBin={loaded.recycleBin}
      deletionInfo={loaded.deletionInfo}
    />
  );
}

export function ErrorBoundary() {
  return <AdminTabError what="the companies and the recycle bin" />;
}
