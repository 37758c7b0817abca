import { NavLink } from "@remix-run/react";
import { LockIcon } from "../icons";

export interface SectionLink {
  to: string;
  label: string;
  /** The plan lacks it: the link shows a lock (its page shows the upgrade prompt). */
  locked?: boolean;
}

/**
 * A row of links to the sections of a page that are routes of their own (the Admin Panel's tabs):
 * the current one carries aria-current="page"; each loads its data on hover or focus (prefetch).
 * Links, not tab state, so a section has an address and opens before the page's JavaScript runs.
 */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  // `relative`: a locked link's "(upgrade required)" is sr-only text, i.e. absolutely positioned, and
  // a scrolling box clips such text only if the box is (or holds) its containing block; without it
  // the page scrolled sideways on phones.
  return (
    <nav aria-label={label}>
      <ul className="relative flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {links.map(({ to, label: linkLabel, locked }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              prefetch="intent"
              preventScrollReset
              className={({ isActive }) =>
                `-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium ${
                  isActive
                    ? "border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
                }`
              }
            >
              {linkLabel}
              {locked ? (
                <>
                  <LockIcon className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(upgrade required)</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
