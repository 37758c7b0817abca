import type { SectionTab } from "../components/ui/section-tabs";

// The sections of the platform administrator's two pages. The selected one is in the address
// (?tab=), so a reload or a shared link opens the same section; anything unknown opens the first.

export const PLATFORM_SETTINGS_TABS = [
  { id: "templates", label: "Template Library" },
  { id: "crm", label: "CRM Integration" },
  { id: "system", label: "System Settings" },
  { id: "deployment", label: "Deployment" },
] as const satisfies readonly SectionTab<string>[];
export type PlatformSettingsTab = (typeof PLATFORM_SETTINGS_TABS)[number]["id"];

export const CUSTOMER_TABS = [
  { id: "overview", label: "Overview" },
  { id: "customers", label: "Customer List" },
  { id: "tokens", label: "Token Management" },
  { id: "deletion", label: "Account Deletion" },
  { id: "analytics", label: "Analytics" },
] as const satisfies readonly SectionTab<string>[];
export type CustomerTab = (typeof CUSTOMER_TABS)[number]["id"];

/** The tab a ?tab= value selects among `tabs`; anything unknown selects the first. */
export function sectionTabFromParam<T extends string>(
  tabs: readonly SectionTab<T>[],
  value: string | null,
): T {
  return tabs.find((t) => t.id === value)?.id ?? tabs[0]!.id;
}
