import type { CurrentUser } from "@charterly/domain/contract";
import type { ReactNode } from "react";
import { CUSTOMER_SECTIONS, CUSTOMERS_BASE } from "../../lib/platform-sections";
import { AppShell } from "../app-shell";
import { SectionNav } from "../ui/section-nav";
import { CustomerHeaderActions } from "./customer-header-actions";

/**
 * /admin/customers/*: the heading, Add New Customer and Export, and a link per section; the
 * section's route renders below. The sections' forms are route actions, after which Remix reads
 * the page again.
 */
export function CustomerManagementFrame({ user, children }: { user: CurrentUser; children: ReactNode }) {
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
        <SectionNav
          label="Customer management sections"
          links={CUSTOMER_SECTIONS.map(({ path, label }) => ({ to: `${CUSTOMERS_BASE}/${path}`, label }))}
        />
        <div>{children}</div>
      </div>
    </AppShell>
  );
}
