import { type KeyboardEvent, useRef } from "react";
import { ADMIN_TAB_LABELS, type AdminTab } from "../../lib/admin-tabs";
import { LockIcon } from "../icons";

export const adminTabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const adminPanelId = (tab: AdminTab) => `admin-panel-${tab}`;

interface AdminTabListProps {
  tabs: readonly { tab: AdminTab; included: boolean }[];
  selected: AdminTab;
  onSelect: (tab: AdminTab) => void;
}

/** The panel's tabs (arrow keys, Home and End move between them); a tab the plan lacks shows a lock. */
export function AdminTabList({ tabs, selected, onSelect }: AdminTabListProps) {
  const refs = useRef(new Map<AdminTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.tab === selected);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!.tab;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Admin sections"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
    >
      {tabs.map(({ tab, included }) => {
        const current = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={adminTabId(tab)}
            aria-selected={current}
            aria-controls={adminPanelId(tab)}
            tabIndex={current ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium ${
              current
                ? "border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
            }`}
          >
            {ADMIN_TAB_LABELS[tab]}
            {included ? null : (
              <>
                <LockIcon className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(upgrade required)</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
