import type { CurrentUser } from "@charterly/domain/contract";
import type { ReactNode } from "react";
import { ADMIN_TAB_LABELS, type AdminTab, adminTabPath } from "../../lib/admin-tabs";
import { AppShell } from "../app-shell";
import { SectionNav } from "../ui/section-nav";

/** What the panel's tab routes receive from the layout (routes/admin.tsx) through the outlet. */
export interface AdminOutletContext {
  user: CurrentUser;
}

/**
 * /admin/*: the company's name and ID, and a link per tab; the tab's route renders below. Tabs the
 * plan lacks carry a lock and show their upgrade prompt.
 */
export function AdminPanel({
  user,
  tabs,
  children,
}: {
  user: CurrentUser;
  tabs: readonly { tab: AdminTab; included: boolean }[];
  children: ReactNode;
}) {
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

        <SectionNav
          label="Admin sections"
          links={tabs.map(({ tab, included }) => ({
            to: adminTabPath(tab),
            label: ADMIN_TAB_LABELS[tab],
            locked: !included,
          }))}
        />

        <div>{children}</div>
      </div>
    </AppShell>
  );
}
