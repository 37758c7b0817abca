import type {
  CrmConfigDto,
  CrmConnectionStatus,
  CrmFieldDto,
  CrmMappingDto,
  CrmSyncLogDto,
} from "@charterly/domain/contract";
import * as Tabs from "@radix-ui/react-tabs";
import { Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { CRM_PANEL_PARAM, type CrmPanel, crmPanelOf } from "../../../lib/crm-form";
import { PLATFORM_SETTINGS_BASE } from "../../../lib/platform-sections";
import { Badge, type BadgeTone } from "../../badges";
import { cardStyles } from "../../button-styles";
import { useHydrated } from "../../ui/use-hydrated";
import { CrmConfigForm } from "./crm-config-form";
import { CrmMappings } from "./crm-mappings";
import { CrmTesting } from "./crm-testing";

const CRM_TABS: readonly { id: CrmPanel; label: string }[] = [
  { id: "configuration", label: "Configuration" },
  { id: "mappings", label: "Field Mappings" },
  { id: "testing", label: "Testing" },
];

/** A panel's address: the section's, with ?panel= (none for the Configuration). */
const panelHref = (panel: CrmPanel) =>
  `${PLATFORM_SETTINGS_BASE}/crm${panel === "configuration" ? "" : `?${CRM_PANEL_PARAM}=${panel}`}`;

const TAB_STYLES =
  "-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:border-slate-300 hover:text-slate-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300";

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
 * section again, so the badge always shows the server's status. The panel shown first is the
 * address's (`?panel=`): before the page's JavaScript runs the tabs are links to those addresses.
 */
export function CrmIntegrationTab({ config, mappings, syncLog, leadFields }: CrmIntegrationData) {
  const [params] = useSearchParams();
  const linked = crmPanelOf(params);
  const [tab, setTab] = useState<CrmPanel>(linked);
  const hydrated = useHydrated();
  const panel = (id: CrmPanel) =>
    id === "configuration" ? (
      <CrmConfigForm config={config} />
    ) : id === "mappings" ? (
      <CrmMappings
        connected={config.connectionStatus === "connected"}
        mappings={mappings}
        leadFields={leadFields}
      />
    ) : (
      <CrmTesting config={config} log={syncLog} />
    );
  const badge = STATUS_BADGES[config.connectionStatus];
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
      {/* Radix's tab list and panels carry style attributes, which the page's CSP (no
          'unsafe-inline') refuses in the server's HTML; set by script once hydrated, they are
          allowed. Until then the tabs are links to each panel's address, and the server shows the
          panel the address names. */}
      {/* Radix Tabs (decision 025): arrow keys, Home and End move between them. Only the
          selected panel is mounted, so a tab's form starts afresh each time, as before. */}
      {hydrated ? (
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next as CrmPanel)}>
          <Tabs.List
            aria-label="CRM integration sections"
            className="relative flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
          >
            {CRM_TABS.map(({ id, label }) => (
              <Tabs.Trigger key={id} value={id} className={TAB_STYLES}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CRM_TABS.map(({ id, label }) => (
            <Tabs.Content
              key={id}
              value={id}
              className="pt-4 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <h2 className="sr-only">{label}</h2>
              {panel(id)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <>
          <nav
            aria-label="CRM integration sections"
            className="relative flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
          >
            {CRM_TABS.map(({ id, label }) => (
              <Link
                key={id}
                to={panelHref(id)}
                preventScrollReset
                aria-current={id === linked ? "page" : undefined}
                data-state={id === linked ? "active" : "inactive"}
                className={TAB_STYLES}
              >
                {label}
              </Link>
            ))}
          </nav>
          <div className="pt-4">
            <h2 className="sr-only">{CRM_TABS.find(({ id }) => id === linked)?.label}</h2>
            {panel(linked)}
          </div>
        </>
      )}
    </section>
  );
}
