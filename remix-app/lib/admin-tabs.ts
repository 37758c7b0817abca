import { type CurrentUser, can } from "@charterly/domain/contract";

// The Admin Panel's tabs (administration side, Admin Panel): which a tier gets, and which it sees
// as an upgrade prompt instead. The tab is in the address (/admin?tab=knowledge); an unknown value
// falls back to Team Members.

export const ADMIN_TABS = ["company-users", "company-settings", "knowledge", "documents"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  "company-users": "Team Members",
  "company-settings": "Company Settings",
  knowledge: "Knowledge Base",
  documents: "Documents",
};

export const DEFAULT_ADMIN_TAB: AdminTab = "company-users";

/** Other names that lead to a tab (the sidebar's Admin Settings link: ?tab=settings). */
const ALIASES: Record<string, AdminTab> = { settings: "company-settings" };

/** The tab a ?tab= value selects; anything unknown selects Team Members. */
export function adminTabFromParam(value: string | null): AdminTab {
  if (value === null) return DEFAULT_ADMIN_TAB;
  if ((ADMIN_TABS as readonly string[]).includes(value)) return value as AdminTab;
  return ALIASES[value] ?? DEFAULT_ADMIN_TAB;
}

type Person = Pick<CurrentUser, "role" | "subscriptionTier">;

/**
 * Whether the person's tier includes the tab: Team Members and Company Settings for everyone who
 * opens the panel; the Knowledge Base from Pay Per Use up; Documents on Enterprise and System Admin.
 * A tab not included shows its upgrade prompt.
 */
export function adminTabIncluded(person: Person, tab: AdminTab): boolean {
  if (tab === "knowledge") return can(person, "knowledge.manage");
  if (tab === "documents") return can(person, "documents.manage");
  return true;
}
