import { type CurrentUser, can } from "@charterly/domain/contract";

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
}

export interface SidebarGroup {
  /** Shown above the group; the first group has none. */
  label: string | null;
  entries: SidebarEntry[];
}

export const ADMIN_SETTINGS_PATH = "/admin?tab=settings";

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
      entries: [{ label: "Admin Panel", to: "/admin", icon: "admin" }],
    });
  }
  // Customer Management and Platform Settings need the same role; Admin Settings and Settings are
  // the platform admin's, and the spec gives both links the same target (end-user side §2, Sidebar).
  if (can(person, "platform.customers")) {
    groups.push({
      label: "Platform",
      entries: [
        { label: "Customer Management", to: "/admin/customers", icon: "customers" },
        { label: "Platform Settings", to: "/platform-settings", icon: "platform" },
        { label: "Admin Settings", to: ADMIN_SETTINGS_PATH, icon: "settings" },
        { label: "Settings", to: ADMIN_SETTINGS_PATH, icon: "settings" },
      ],
    });
  }
  return groups;
}

/**
 * The one entry to mark as the current page: same path, every query parameter of the entry present
 * in the address; the entry with the most matching parameters wins (/admin?tab=settings over /admin),
 * and of two entries with one target the first (Admin Settings, not Settings), so one link is marked.
 */
export function currentEntry(entries: SidebarEntry[], pathname: string, search: string): SidebarEntry | null {
  const to = currentEntryPath(entries, pathname, search);
  return entries.find((entry) => entry.to === to) ?? null;
}

/** The target of the entry to mark as the current page (see currentEntry). */
export function currentEntryPath(entries: SidebarEntry[], pathname: string, search: string): string | null {
  const present = new URLSearchParams(search);
  let best: { to: string; score: number } | null = null;
  for (const entry of entries) {
    const url = new URL(entry.to, "http://x");
    if (url.pathname !== pathname.replace(/(.)\/+$/, "$1")) continue;
    const wanted = [...url.searchParams.entries()];
    if (!wanted.every(([key, value]) => present.get(key) === value)) continue;
    if (!best || wanted.length > best.score) best = { to: entry.to, score: wanted.length };
  }
  return best?.to ?? null;
}
