import { CATEGORIES, CATEGORY_NAMES, TEMPLATE_TIER_LABELS, TEMPLATE_TIERS } from "@charterly/domain/contract";
import { useId } from "react";
import { TemplateSearchField } from "../../templates/template-search-field";
import { FilterSelect } from "../../ui/filter-select";
import type { AdminTemplateFilter } from "./filter-admin-templates";

/** Search over name and description, the category and the required plan. */
export function TemplateAdminFilters({
  filter,
  onChange,
}: {
  filter: AdminTemplateFilter;
  onChange: (filter: AdminTemplateFilter) => void;
}) {
  const id = useId();
  return (
    <search aria-label="Filter templates" className="flex flex-col gap-3 md:flex-row md:items-center">
      <TemplateSearchField
        className="min-w-0 flex-1"
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          value={filter.category}
          onChange={(value) => onChange({ ...filter, category: value as AdminTemplateFilter["category"] })}
          className="md:w-44"
        >
          <option value="all">All Categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_NAMES[category].label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${id}-tier`}
          label="Required tier"
          value={filter.tier}
          onChange={(value) => onChange({ ...filter, tier: value as AdminTemplateFilter["tier"] })}
          className="md:w-48"
        >
          <option value="all">All Tiers</option>
          {TEMPLATE_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {TEMPLATE_TIER_LABELS[tier]}
            </option>
          ))}
        </FilterSelect>
      </div>
    </search>
  );
}
