import { type CurrentUser, can } from "@charterly/domain/contract";

// The Admin Panel's tabs (administration side, Admin Panel): each is a route of its own under
// /admin (routes/admin.team.tsx, …), which a tier gets, and which it sees as an upgrade prompt.

export const ADMIN_TABS = ["team", "settings", "knowledge", "documents"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  team: "Team Members",
  settings: "Company Settings",
  knowledge: "Knowledge Base",
  documents: "Documents",
};

/** /admin opens this tab. */
export const DEFAULT_ADMIN_TAB: AdminTab = "team";

export const adminTabPath = (tab: AdminTab) => `/admin/${tab}`;

/**
 * Where an address of the time the tab was a query parameter (/admin?tab=company-settings) leads
 * now: mails, bookmarks and the spec (the sidebar's ?tab=settings) still use them. Anything
 * unknown, or no tab, opens the default tab.
 */
const LEGACY_TAB_PARAMS: Record<string, AdminTab> = {
  "company-users": "team",
  "company-settings": "settings",
  settings: "settings",
  knowledge: "knowledge",
  documents: "documents",
};

export function adminPathForLegacyTab(value: string | null): string {
  return adminTabPath((value !== null && LEGACY_TAB_PARAMS[value]) || DEFAULT_ADMIN_TAB);
}

type Person = Pick<CurrentUser, "role" | "subscriptionTier">;

/**
 * Whether the person's tier includes the tab: Team Members and Company Settings for everyone who
 * opens the panel; the Knowledge Base from Pay Per Use up; Documents on Enterprise and System Admin.
 * A tab not included shows its upgrade prompt (the tab's loader decides, and reads nothing).
 */
export function adminTabIncluded(person: Person, tab: AdminTab): boolean {
  if (tab === "knowledge") return can(person, "knowledge.manage");
  if (tab === "documents") return can(person, "documents.manage");
  return true;
}
