import type {
  CrmConfigDto,
  CrmConnectionStatus,
  CrmFieldDto,
  CrmMappingDto,
  CrmSyncLogDto,
} from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../badges";
import { cardStyles } from "../../button-styles";
import { SectionPanel, SectionTabs } from "../../ui/section-tabs";
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

/** What the section's loader read (routes/platform-settings.crm.tsx). */
export interface CrmIntegrationData {
  config: CrmConfigDto;
  mappings: CrmMappingDto[];
  syncLog: CrmSyncLogDto;
  leadFields: Promise<CrmFieldDto[] | null>;
}

/**
 * Platform Settings → CRM Integration (administration side §2): the Salesforce connection's status,
 * and its Configuration, Field Mappings and Testing tabs. After every change Remix reads the
 * section again, so the badge always shows the server's status.
 */
export function CrmIntegrationTab({ config, mappings, syncLog, leadFields }: CrmIntegrationData) {
  const [tab, setTab] = useState<CrmTab>("configuration");
  const revalidator = useRevalidator();
  const label = CRM_TABS.find((t) => t.id === tab)!.label;
  const badge = STATUS_BADGES[config.connectionStatus];
  const replace = () => revalidator.revalidate();
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
          <CrmConfigForm config={config} onSaved={replace} />
        ) : tab === "mappings" ? (
          <CrmMappings
            connected={config.connectionStatus === "connected"}
            mappings={mappings}
            leadFields={leadFields}
          />
        ) : (
          <CrmTesting config={config} log={syncLog} />
        )}
      </SectionPanel>
    </section>
  );
}
