import { CATEGORIES, CATEGORY_NAMES, type Category } from "@charterly/domain/contract";
import { useId } from "react";
import type { TemplateFilter } from "./filter-templates";
import { fieldStyles, TemplateSearchField } from "./template-search-field";

interface TemplateFiltersProps {
  filter: TemplateFilter;
  onChange: (filter: TemplateFilter) => void;
}

/** Search and category filter above the template grid. */
export function TemplateFilters({ filter, onChange }: TemplateFiltersProps) {
  const categoryId = useId();
  return (
    <search aria-label="Filter templates" className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <TemplateSearchField
        className="flex-1"
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
      />
      <div className="flex items-center gap-2">
        <label htmlFor={categoryId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          Category
        </label>
        <select
          id={categoryId}
          value={filter.category}
          onChange={(event) => onChange({ ...filter, category: event.target.value as Category | "all" })}
          className={`${fieldStyles} flex-1 pr-8 pl-3 sm:w-44 sm:flex-none`}
        >
          <option value="all">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_NAMES[category].label}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
