import { type KnownCategory, normalizeCategory } from "./category-style";

export interface TemplateFilter {
  /** Matched case-insensitively against name and description. */
  search: string;
  category: KnownCategory | "all";
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
