import type { CurrentUser } from "@charterly/domain/contract";
import type { ReactNode } from "react";
import { PLATFORM_SETTINGS_BASE, PLATFORM_SETTINGS_SECTIONS } from "../../lib/platform-sections";
import { AppShell } from "../app-shell";
import { SectionNav } from "../ui/section-nav";

/** /platform-settings/*: the heading and a link per section; the section's route renders below. */
export function PlatformSettingsFrame({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Platform Settings</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            The template library, CRM integration, system settings and deployment of the whole platform.
          </p>
        </div>
        <SectionNav
          label="Platform settings sections"
          links={PLATFORM_SETTINGS_SECTIONS.map(({ path, label }) => ({
            to: `${PLATFORM_SETTINGS_BASE}/${path}`,
            label,
          }))}
        />
        <div>{children}</div>
      </div>
    </AppShell>
  );
}
