import type { Category } from "@charterly/domain/contract";
import { normalizeCategory } from "./category-style";

export interface TemplateFilter {
  /** Matched case-insensitively against name and description. */
  search: string;
  category: Category | "all";
}

export const NO_FILTER: TemplateFilter = { search: "", category: "all" };

export const isFiltering = (filter: TemplateFilter) =>
  filter.search.trim() !== "" || filter.category !== "all";

export function filterTemplates<T extends { name: string; description: string; category: string }>(
  templates: readonly T[],
  filter: TemplateFilter,
): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return templates.filter(
    (template) =>
      (filter.category === "all" || normalizeCategory(template.category) === filter.category) &&
      (needle === "" ||
        template.name.toLocaleLowerCase().includes(needle) ||
        template.description.toLocaleLowerCase().includes(needle)),
  );
}

/** The count above a template list: what the filters leave of the whole, or the whole when unfiltered. */
export function templateCountText(shown: number, total: number, filtering: boolean): string {
  if (filtering) return `Showing ${shown} of ${total} templates`;
  return `${total} ${total === 1 ? "template" : "templates"}`;
}
