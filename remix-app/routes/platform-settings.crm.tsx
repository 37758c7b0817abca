import { getCrmConfig, getCrmSyncLog, listCrmFields, listCrmMappings } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminTabError } from "../components/admin/admin-tab-error";
import { CrmIntegrationTab } from "../components/platform/crm/crm-integration-tab";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { deniedSection, gatePlatformSection } from "../lib/platform-page.server";
import { crmAction } from "../lib/platform-settings-actions.server";
import { revalidateAfterStaleForm } from "../lib/revalidation";
import { readOrRouteError } from "../lib/route-errors.server";

export const meta: MetaFunction = () => [{ title: "CRM Integration · Platform Settings · Charterly" }];

// Platform Settings → CRM Integration: the configuration, the field mappings and the sync log are
// read together, in-process; the connected org's Lead fields come from Salesforce (seconds), so they
// are streamed to the mapping form and the page shows first. The changes (save, test, sync,
// mappings) are this route's action, then Remix reads the section again (decision 026).

export async function loader({ context }: LoaderFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.settings");
  if (gate.state !== "open") return deniedSection();
  const { domain } = context;
  const { actor } = gate.session;
  const reads = Promise.all([
    getCrmConfig(domain, actor),
    listCrmMappings(domain, actor),
    getCrmSyncLog(domain, actor),
  ]);
  // Not awaited: streamed. Null when not connected, or when Salesforce did not answer (the form says
  // it is loading no fields; the mapping can still be typed in the Testing tab's log).
  const leadFields = reads
    .then(([config]) => (config.connectionStatus === "connected" ? listCrmFields(domain, actor) : null))
    .catch(() => null);
  const [config, mappings, syncLog] = await readOrRouteError(reads);
  return data({ state: "open" as const, config, mappings, syncLog, leadFields });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.settings");
  if (gate.state !== "open") return deniedSection();
  return crmAction(context, gate.session, await request.formData());
}

export const shouldRevalidate = revalidateAfterStaleForm;

export const clientAction = keepFormOnFailure;

export default function PlatformCrmRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state !== "open") return null;
  return (
    <CrmIntegrationTab
      config={loaded.config}
      mappings={loaded.mappings}
      syncLog={loaded.syncLog}
      leadFields={loaded.leadFields}
    />
  );
}

export function ErrorBoundary() {
  return <AdminTabError what="the CRM integration" />;
}
