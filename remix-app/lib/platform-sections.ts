// The sections of the platform administrator's two pages, each a route of its own:
// /platform-settings/<section> (routes/platform-settings.*.tsx) and /admin/customers/<section>
// (routes/admin_.customers.*.tsx). The addresses of the time a section was ?tab= still lead there.

export interface PlatformSection<S extends string = string> {
  /** The last part of the section's address. */
  path: S;
  label: string;
  /** Its old `?tab=` value. */
  legacyTab: string;
}

export const PLATFORM_SETTINGS_SECTIONS = [
  { path: "templates", label: "Template Library", legacyTab: "templates" },
  { path: "crm", label: "CRM Integration", legacyTab: "crm" },
  { path: "system", label: "System Settings", legacyTab: "system" },
  { path: "deployment", label: "Deployment", legacyTab: "deployment" },
] as const satisfies readonly PlatformSection[];

export const CUSTOMER_SECTIONS = [
  { path: "overview", label: "Overview", legacyTab: "overview" },
  { path: "list", label: "Customer List", legacyTab: "customers" },
  { path: "tokens", label: "Token Management", legacyTab: "tokens" },
  { path: "deletion", label: "Account Deletion", legacyTab: "deletion" },
  { path: "analytics", label: "Analytics", legacyTab: "analytics" },
] as const satisfies readonly PlatformSection[];

export const PLATFORM_SETTINGS_BASE = "/platform-settings";
export const CUSTOMERS_BASE = "/admin/customers";

/**
 * Where the page's bare address (or an old `?tab=` address) leads: the section that tab was;
 * no tab, or one unknown, opens the first section.
 */
export function sectionPathForLegacyTab(
  base: string,
  sections: readonly PlatformSection[],
  tab: string | null,
): string {
  const section = sections.find((s) => s.legacyTab === tab) ?? sections[0]!;
  return `${base}/${section.path}`;
}
