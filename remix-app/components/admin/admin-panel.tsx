import type { CurrentUser } from "@charterly/domain/contract";
import { useSearchParams } from "@remix-run/react";
import {
  ADMIN_TAB_LABELS,
  ADMIN_TABS,
  type AdminTab,
  adminTabFromParam,
  adminTabIncluded,
} from "../../lib/admin-tabs";
import { AppShell } from "../app-shell";
import { AdminTabList, adminPanelId, adminTabId } from "./admin-tab-list";
import { DocumentsTab } from "./documents/documents-tab";
import { KnowledgeBaseTab } from "./knowledge/knowledge-base-tab";
import { CompanySettingsTab } from "./settings/company-settings-tab";
import { TeamMembersTab } from "./team/team-members-tab";
import { UpgradePrompt } from "./upgrade-prompt";

/** What a tab the plan lacks shows instead (administration side, Admin Panel). */
const UPGRADE_PROMPTS = {
  knowledge: {
    headline: "Premium Feature",
    text: "The RAG Knowledge Base lets the AI assistant answer from your own training documents. It is part of the Pay Per Use and Enterprise plans: request tokens to upgrade.",
    action: "Request Token Upgrade",
  },
  documents: {
    headline: "Enterprise feature",
    text: "Importing and managing your existing documents in bulk is part of the Enterprise plan.",
    action: "Contact Sales for Enterprise",
  },
} as const;

/**
 * /admin: the company's name and ID, and the tabs (the selected one in the address, ?tab=). Tabs
 * the plan lacks show their upgrade prompt, whose button leads to Company Settings.
 */
export function AdminPanel({ user }: { user: CurrentUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = adminTabFromParam(searchParams.get("tab"));
  const tabs = ADMIN_TABS.map((tab) => ({ tab, included: adminTabIncluded(user, tab) }));
  const prompt =
    !adminTabIncluded(user, selected) && (selected === "knowledge" || selected === "documents")
      ? UPGRADE_PROMPTS[selected]
      : null;

  const select = (tab: AdminTab) => {
    const params = new URLSearchParams(searchParams);
    params.set("tab", tab);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const toSettings = () => select("company-settings");

  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Panel</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            <span className="font-medium text-slate-900 dark:text-white">{user.companyName}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            Company ID: {user.companyId}
          </p>
        </div>

        <AdminTabList tabs={tabs} selected={selected} onSelect={select} />

        <div role="tabpanel" id={adminPanelId(selected)} aria-labelledby={adminTabId(selected)}>
          <h2 className="sr-only">{ADMIN_TAB_LABELS[selected]}</h2>
          {prompt ? (
            <UpgradePrompt {...prompt} onAction={toSettings} />
          ) : selected === "knowledge" ? (
            <KnowledgeBaseTab />
          ) : selected === "documents" ? (
            <DocumentsTab />
          ) : selected === "company-settings" ? (
            <CompanySettingsTab user={user} />
          ) : (
            <TeamMembersTab user={user} />
          )}
        </div>
      </div>
    </AppShell>
  );
}
