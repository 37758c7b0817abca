import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { LockIcon } from "../icons";

export interface SectionTab<T extends string> {
  id: T;
  label: string;
  /** The plan lacks it: the tab shows a lock (its panel shows the upgrade prompt). */
  locked?: boolean;
}

interface SectionTabsProps<T extends string> {
  /** Names the tab list for screen readers ("Platform settings sections"). */
  label: string;
  /** Prefix of the tab and panel element ids, unique on the page. */
  idPrefix: string;
  tabs: readonly SectionTab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
}

export const sectionTabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const sectionPanelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;

/**
 * A row of tabs for the sections of a page (Platform Settings, Customer Management): arrow keys,
 * Home and End move between them, as the WAI-ARIA tabs pattern asks.
 */
export function SectionTabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: SectionTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
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
    const tab = tabs[next]!.id;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  // `relative`: a locked tab's "(upgrade required)" is sr-only text, i.e. absolutely positioned, and a
  // scrolling box clips such text only if the box is (or holds) its containing block. Without it the
  // text sat unclipped past the strip's right edge and /admin scrolled sideways on phones by about
  // 100 px on Freemium and Pay Per Use (issue 25 §8).
  return (
    <div
      role="tablist"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="relative flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
    >
      {tabs.map(({ id, label: tabLabel, locked }) => {
        const current = id === selected;
        return (
          <button
            key={id}
            ref={(element) => {
              if (element) refs.current.set(id, element);
              else refs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={sectionTabId(idPrefix, id)}
            aria-selected={current}
            aria-controls={sectionPanelId(idPrefix, id)}
            tabIndex={current ? 0 : -1}
            onClick={() => onSelect(id)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium ${
              current
                ? "border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
            }`}
          >
            {tabLabel}
            {locked ? (
              <>
                <LockIcon className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(upgrade required)</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The selected tab's panel. */
export function SectionPanel({
  idPrefix,
  tab,
  label,
  children,
}: {
  idPrefix: string;
  tab: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={sectionPanelId(idPrefix, tab)} aria-labelledby={sectionTabId(idPrefix, tab)}>
      <h2 className="sr-only">{label}</h2>
      {children}
    </div>
  );
}
