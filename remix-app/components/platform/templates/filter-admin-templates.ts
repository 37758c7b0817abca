import type { Category, TemplateTier } from "@charterly/domain/contract";
import { filterTemplates } from "../../templates/filter-templates";

/** The Template Library tab's filters: search (name and description), category, required plan. */
export interface AdminTemplateFilter {
  search: string;
  category: Category | "all";
  tier: TemplateTier | "all";
}

export const NO_ADMIN_FILTER: AdminTemplateFilter = { search: "", category: "all", tier: "all" };

export const isFilteringAdmin = (filter: AdminTemplateFilter) =>
  filter.search.trim() !== "" || filter.category !== "all" || filter.tier !== "all";

/** The public library's search and category match, and the required plan. */
export function filterAdminTemplates<
  T extends { name: string; description: string; category: string; requiredTier: string },
>(templates: readonly T[], filter: AdminTemplateFilter): T[] {
  return filterTemplates(templates, filter).filter(
    (template) => filter.tier === "all" || template.requiredTier === filter.tier,
  );
}
