import { type CurrentUser, can } from "@charterly/domain/contract";
import { adminPathForLegacyTab } from "./admin-tabs";
import {
  CUSTOMER_SECTIONS,
  CUSTOMERS_BASE,
  PLATFORM_SETTINGS_BASE,
  PLATFORM_SETTINGS_SECTIONS,
  sectionPathForLegacyTab,
} from "./platform-sections";

export type SidebarIcon =
  | "dashboard"
  | "documents"
  | "generate"
  | "assistant"
  | "admin"
  | "customers"
  | "platform"
  | "settings";

export interface SidebarEntry {
  label: string;
  to: string;
  icon: SidebarIcon;
  /**
   * For a page of tabs: its bare address, which the entry is marked on for every tab. `to` is then
   * the tab the bare address opens, so a click (and the hover's prefetch) goes there directly
   * rather than through the bare address's redirect: one round trip instead of two.
   */
  section?: string;
}

export interface SidebarGroup {
  /** Shown above the group; the first group has none. */
  label: string | null;
  entries: SidebarEntry[];
}

export const ADMIN_SETTINGS_PATH = "/admin/settings";

/** The sidebar for this person; visibility follows the same rules the page loaders enforce. */
export function sidebarGroupsFor(person: Pick<CurrentUser, "role" | "subscriptionTier">): SidebarGroup[] {
  const groups: SidebarGroup[] = [
    {
      label: null,
      entries: [
        { label: "Dashboard", to: "/", icon: "dashboard" },
        { label: "Document Library", to: "/documents", icon: "documents" },
        { label: "Generate Document", to: "/generate", icon: "generate" },
        { label: "AI Assistant", to: "/chat", icon: "assistant" },
      ],
    },
  ];
  if (can(person, "admin.panel.open")) {
    groups.push({
      label: "Administration",
      entries: [{ label: "Admin Panel", to: adminPathForLegacyTab(null), section: "/admin", icon: "admin" }],
    });
  }
  // Customer Management and Platform Settings need the same role; Admin Settings and Settings are
  // the platform admin's, and the spec gives both links the same target (end-user side §2, Sidebar).
  if (can(person, "platform.customers")) {
    groups.push({
      label: "Platform",
      entries: [
        {
          label: "Customer Management",
          to: sectionPathForLegacyTab(CUSTOMERS_BASE, CUSTOMER_SECTIONS, null),
          section: CUSTOMERS_BASE,
          icon: "customers",
        },
        {
          label: "Platform Settings",
          to: sectionPathForLegacyTab(PLATFORM_SETTINGS_BASE, PLATFORM_SETTINGS_SECTIONS, null),
          section: PLATFORM_SETTINGS_BASE,
          icon: "platform",
        },
        { label: "Admin Settings", to: ADMIN_SETTINGS_PATH, icon: "settings" },
        { label: "Settings", to: ADMIN_SETTINGS_PATH, icon: "settings" },
      ],
    });
  }
  return groups;
}

/**
 * The one entry to mark as the current page: its path (its section's, for a page of tabs) is the
 * address's path or a folder of it (/admin for /admin/team; "/" only for itself), every query parameter of the entry present in
 * the address; the longest path wins (/admin/settings over /admin, /admin/customers over /admin),
 * then the entry with the most matching parameters, and of two entries with one target the first
 * (Admin Settings, not Settings), so one link is marked.
 */
export function currentEntry(entries: SidebarEntry[], pathname: string, search: string): SidebarEntry | null {
  const to = currentEntryPath(entries, pathname, search);
  return entries.find((entry) => entry.to === to) ?? null;
}

/** The target of the entry to mark as the current page (see currentEntry). */
export function currentEntryPath(entries: SidebarEntry[], pathname: string, search: string): string | null {
  const present = new URLSearchParams(search);
  // Without trailing slashes ("/" stays "/"); the look-behind keeps the search linear (decision 034).
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, "") || "/" : pathname;
  let best: { to: string; length: number; score: number } | null = null;
  for (const entry of entries) {
    const url = new URL(entry.section ?? entry.to, "http://x");
    const within = url.pathname === path || (url.pathname !== "/" && path.startsWith(`${url.pathname}/`));
    if (!within) continue;
    const wanted = [...url.searchParams.entries()];
    if (!wanted.every(([key, value]) => present.get(key) === value)) continue;
    const candidate = { to: entry.to, length: url.pathname.length, score: wanted.length };
    if (
      !best ||
      candidate.length > best.length ||
      (candidate.length === best.length && candidate.score > best.score)
    )
      best = candidate;
  }
  return best?.to ?? null;
}
