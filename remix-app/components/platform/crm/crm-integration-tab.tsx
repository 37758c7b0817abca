import type { CrmConfigDto, CrmConnectionStatus } from "@charterly/domain/contract";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../badges";
import { cardStyles } from "../../button-styles";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { SectionPanel, SectionTabs } from "../../ui/section-tabs";
import { loadCrmConfig } from "./crm-api";
import { CrmConfigForm } from "./crm-config-form";
import { CrmMappings } from "./crm-mappings";
import { CrmTesting } from "./crm-testing";

const CRM_TABS = [
  { id: "configuration", label: "Configuration" },
  { id: "mappings", label: "Field Mappings" },
  { id: "testing", label: "Testing" },
] as const;
type CrmTab = (typeof CRM_TABS)[number]["id"];

const STATUS_BADGES: Record<CrmConnectionStatus, { label: string; tone: BadgeTone }> = {
  connected: { label: "Connected", tone: "emerald" },
  failed: { label: "Failed", tone: "red" },
  unknown: { label: "Unknown", tone: "slate" },
};

/**
 * Platform Settings → CRM Integration (administration side §2): the Salesforce connection's status,
 * and its Configuration, Field Mappings and Testing tabs. Every answer that changes the
 * configuration replaces it here, so the badge always shows the server's status.
 */
export function CrmIntegrationTab() {
  const [tab, setTab] = useState<CrmTab>("configuration");
  const config = useApiResource("crm-config", loadCrmConfig);
  const label = CRM_TABS.find((t) => t.id === tab)!.label;
  if (config.status === "failed")
    return (
      <LoadFailure
        error={config.error}
        title="Could not load the CRM configuration"
        onRetry={config.reload}
      />
    );
  if (config.status !== "loaded") return <Loading label="Loading the CRM configuration…" />;
  const badge = STATUS_BADGES[config.data.connectionStatus];
  const replace = (next: CrmConfigDto) => config.replace(next);
  return (
    <section className={`${cardStyles} space-y-4 p-5`} aria-labelledby="crm-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="crm-heading" className="text-lg font-semibold">
            Salesforce CRM
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Sends Charterly's customers to Salesforce as Leads, keyed by the Charterly_Id__c external id
            field.
          </p>
        </div>
        <span className="inline-flex items-center gap-2 text-sm">
          Connection: <Badge tone={badge.tone}>{badge.label}</Badge>
        </span>
      </div>
      <SectionTabs
        label="CRM integration sections"
        idPrefix="crm"
        tabs={CRM_TABS}
        selected={tab}
        onSelect={setTab}
      />
      <SectionPanel idPrefix="crm" tab={tab} label={label}>
        {tab === "configuration" ? (
          <CrmConfigForm config={config.data} onSaved={replace} />
        ) : tab === "mappings" ? (
          <CrmMappings connected={config.data.connectionStatus === "connected"} />
        ) : (
          <CrmTesting config={config.data} onTested={() => void config.reload()} />
        )}
      </SectionPanel>
    </section>
  );
}
