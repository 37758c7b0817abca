import { useState } from "react";
import { Badge } from "../../badges";
import { cardStyles } from "../../button-styles";
import { SectionPanel, SectionTabs } from "../../ui/section-tabs";

const CRM_TABS = [
  { id: "configuration", label: "Configuration" },
  { id: "mappings", label: "Field Mappings" },
  { id: "testing", label: "Testing" },
] as const;
type CrmTab = (typeof CRM_TABS)[number]["id"];

/**
 * Platform Settings → CRM Integration (administration side §2): the Salesforce frame — status badge
 * and the Configuration, Field Mappings and Testing tabs. The connection itself is not built yet;
 * the tab says so rather than offering forms that would not save.
 */
export function CrmIntegrationTab() {
  const [tab, setTab] = useState<CrmTab>("configuration");
  const label = CRM_TABS.find((t) => t.id === tab)!.label;
  return (
    <section className={`${cardStyles} space-y-4 p-5`} aria-labelledby="crm-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="crm-heading" className="text-lg font-semibold">
            Salesforce CRM
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Sends Charterly's customers to Salesforce as Leads.
          </p>
        </div>
        <Badge tone="slate">Unknown</Badge>
      </div>
      <SectionTabs
        label="CRM integration sections"
        idPrefix="crm"
        tabs={CRM_TABS}
        selected={tab}
        onSelect={setTab}
      />
      <SectionPanel idPrefix="crm" tab={tab} label={label}>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The Salesforce connection is not available in this version: no CRM credentials are stored and
          nothing is sent to a CRM.
        </p>
      </SectionPanel>
    </section>
  );
}
