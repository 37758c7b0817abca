import type { CurrentUser } from "@charterly/domain/contract";
import { useSearchParams } from "@remix-run/react";
import { CUSTOMER_TABS, type CustomerTab, sectionTabFromParam } from "../../lib/section-tab-param";
import { AppShell } from "../app-shell";
import { SectionPanel, SectionTabs } from "../ui/section-tabs";
import { AnalyticsTab } from "./analytics/analytics-tab";
import { CustomerHeaderActions } from "./customer-header-actions";
import { CustomerListTab } from "./customer-list/customer-list-tab";
import { AccountDeletionTab } from "./deletion/account-deletion-tab";
import { OverviewTab } from "./overview/overview-tab";
import { TokenManagementTab } from "./tokens/token-management-tab";

const ID_PREFIX = "customers";

/** /admin/customers: every company of the platform, one section per tab (?tab=). */
export function CustomerManagementPage({ user }: { user: CurrentUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = sectionTabFromParam(CUSTOMER_TABS, searchParams.get("tab"));
  const select = (tab: CustomerTab) => {
    const params = new URLSearchParams(searchParams);
    params.set("tab", tab);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const label = CUSTOMER_TABS.find((t) => t.id === selected)!.label;
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customer Management</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Companies, their people, plans, token credits and the recycle bin.
            </p>
          </div>
          <CustomerHeaderActions />
        </div>
        <SectionTabs
          label="Customer management sections"
          idPrefix={ID_PREFIX}
          tabs={CUSTOMER_TABS}
          selected={selected}
          onSelect={select}
        />
        <SectionPanel idPrefix={ID_PREFIX} tab={selected} label={label}>
          {selected === "overview" ? (
            <OverviewTab />
          ) : selected === "customers" ? (
            <CustomerListTab />
          ) : selected === "tokens" ? (
            <TokenManagementTab />
          ) : selected === "deletion" ? (
            <AccountDeletionTab />
          ) : (
            <AnalyticsTab />
          )}
        </SectionPanel>
      </div>
    </AppShell>
  );
}
