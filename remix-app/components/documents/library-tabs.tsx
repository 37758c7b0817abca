import { type DocumentListDto, formatLibraryCount } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { type LibraryFilters, type LibraryTab, libraryFiltersToParams } from "../../lib/library-filters";

const TABS: { tab: LibraryTab; label: string }[] = [
  { tab: "active", label: "Active" },
  { tab: "archived", label: "Archived" },
];

/** Active (every status but archived) and Archived, each with its count; links, so the URL says which. */
export function LibraryTabs({
  filters,
  counts,
}: {
  filters: LibraryFilters;
  counts: DocumentListDto["counts"];
}) {
  return (
    <nav aria-label="Document tabs" className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
      {TABS.map(({ tab, label }) => {
        const current = filters.tab === tab;
        const params = libraryFiltersToParams({ ...filters, tab });
        return (
          <Link
            key={tab}
            to={`/documents${params.size ? `?${params}` : ""}`}
            preventScrollReset
            aria-current={current ? "page" : undefined}
            className={`-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium ${
              current
                ? "border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
            }`}
          >
            {label}
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${
                current
                  ? "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
                  : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              }`}
            >
              {formatLibraryCount(counts[tab], counts.atLeast)}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
