import { listDeletedCompanies, listDeletionCandidates } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { AccountDeletionTab } from "../components/customers/deletion/account-deletion-tab";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "Account Deletion · Customer Management · Charterly" }];

// Customer Management → Account Deletion: the companies that may be deleted and the recycle bin,
// read together, in-process. Deleting, restoring and deleting for good still go through the API
// (asked first in a dialog), then Remix reads both lists again.

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  const { actor } = gate.session;
  const [candidates, recycleBin] = await readOrRouteError(
    Promise.all([listDeletionCandidates(context.domain, actor), listDeletedCompanies(context.domain, actor)]),
  );
  return data({ state: "open" as const, candidates, recycleBin });
}

export default function CustomerDeletionRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state !== "open") return null;
  return <AccountDeletionTab candidates={loaded.candidates} recycleBin={loaded.recycleBin} />;
}

export function ErrorBoundary() {
  return <AdminTabError what="the companies and the recycle bin" />;
}
