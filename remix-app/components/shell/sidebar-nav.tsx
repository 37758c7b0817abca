import type { CurrentUser } from "@charterly/domain/contract";
import { Link, useLocation } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { currentEntry, type SidebarIcon, sidebarGroupsFor } from "../../lib/sidebar-entries";
import {
  BuildingIcon,
  ChatIcon,
  DashboardIcon,
  DocumentIcon,
  SettingsIcon,
  ShieldIcon,
  SparklesIcon,
  UsersIcon,
} from "../icons";

const ICONS: Record<SidebarIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  dashboard: DashboardIcon,
  documents: DocumentIcon,
  generate: SparklesIcon,
  assistant: ChatIcon,
  admin: ShieldIcon,
  customers: UsersIcon,
  platform: BuildingIcon,
  settings: SettingsIcon,
};

interface SidebarNavProps {
  user: CurrentUser;
  /** Called when an entry is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

export function SidebarNav({ user, onNavigate }: SidebarNavProps) {
  const location = useLocation();
  const groups = sidebarGroupsFor(user);
  const current = currentEntry(
    groups.flatMap((group) => group.entries),
    location.pathname,
    location.search,
  );

  return (
    <nav aria-label="Main navigation" className="space-y-6">
      {groups.map((group) => (
        <div key={group.label ?? "main"}>
          {group.label ? (
            <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
              {group.label}
            </p>
          ) : null}
          <ul className="space-y-1">
            {group.entries.map((entry) => {
              const EntryIcon = ICONS[entry.icon];
              const isCurrent = entry === current;
              return (
                <li key={entry.label}>
                  <Link
                    to={entry.to}
                    // The next likely page: its code and data start loading on hover or focus.
                    prefetch="intent"
                    onClick={onNavigate}
                    aria-current={isCurrent ? "page" : undefined}
                    className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                      isCurrent
                        ? "bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
                        : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                    }`}
                  >
                    <EntryIcon className="size-5 shrink-0" />
                    {entry.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
