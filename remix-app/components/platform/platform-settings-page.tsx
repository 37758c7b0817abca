import type { CurrentUser } from "@charterly/domain/contract";
import { useSearchParams } from "@remix-run/react";
import {
  PLATFORM_SETTINGS_TABS,
  type PlatformSettingsTab,
  sectionTabFromParam,
} from "../../lib/section-tab-param";
import { AppShell } from "../app-shell";
import { SectionPanel, SectionTabs } from "../ui/section-tabs";
import { CrmIntegrationTab } from "./crm/crm-integration-tab";
import { DeploymentTab } from "./deployment/deployment-tab";
import { SystemSettingsTab } from "./system/system-settings-tab";
import { TemplateLibraryTab } from "./templates/template-library-tab";

const ID_PREFIX = "platform-settings";

/** /platform-settings: the platform administrator's settings, one section per tab (?tab=). */
export function PlatformSettingsPage({ user }: { user: CurrentUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = sectionTabFromParam(PLATFORM_SETTINGS_TABS, searchParams.get("tab"));
  const select = (tab: PlatformSettingsTab) => {
    const params = new URLSearchParams(searchParams);
    params.set("tab", tab);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const label = PLATFORM_SETTINGS_TABS.find((t) => t.id === selected)!.label;
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Platform Settings</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            The template library, CRM integration, system settings and deployment of the whole platform.
          </p>
        </div>
        <SectionTabs
          label="Platform settings sections"
          idPrefix={ID_PREFIX}
          tabs={PLATFORM_SETTINGS_TABS}
          selected={selected}
          onSelect={select}
        />
        <SectionPanel idPrefix={ID_PREFIX} tab={selected} label={label}>
          {selected === "templates" ? (
            <TemplateLibraryTab />
          ) : selected === "crm" ? (
            <CrmIntegrationTab />
          ) : selected === "system" ? (
            <SystemSettingsTab />
          ) : (
            <DeploymentTab />
          )}
        </SectionPanel>
      </div>
    </AppShell>
  );
}
