import { describe, expect, it } from "vitest";
import { filterAdminTemplates, isFilteringAdmin, NO_ADMIN_FILTER } from "./filter-admin-templates";

const templates = [
  {
    id: 1,
    name: "Expense Policy",
    description: "Claims and receipts",
    category: "finance",
    requiredTier: "freemium",
  },
  {
    id: 2,
    name: "Remote Work",
    description: "Working from home and expenses",
    category: "hr",
    requiredTier: "enterprise",
  },
  {
    id: 3,
    name: "Travel Policy",
    description: "Booking trips",
    category: "travel",
    requiredTier: "per_document",
  },
];
const ids = (filter: Partial<typeof NO_ADMIN_FILTER>) =>
  filterAdminTemplates(templates, { ...NO_ADMIN_FILTER, ...filter }).map((t) => t.id);

describe("filterAdminTemplates", () => {
  it("searches name and description, ignoring case and surrounding spaces", () => {
    expect(ids({ search: "  EXPENSE " })).toEqual([1, 2]);
    expect(ids({ search: "booking" })).toEqual([3]);
  });

  it("narrows by category and by required plan, together with the search", () => {
    expect(ids({ category: "hr" })).toEqual([2]);
    expect(ids({ tier: "per_document" })).toEqual([3]);
    expect(ids({ search: "expense", tier: "freemium" })).toEqual([1]);
    expect(ids({ search: "expense", category: "travel" })).toEqual([]);
  });

  it("counts as filtering only when a filter is set", () => {
    expect(isFilteringAdmin(NO_ADMIN_FILTER)).toBe(false);
    expect(isFilteringAdmin({ ...NO_ADMIN_FILTER, search: "   " })).toBe(false);
    expect(isFilteringAdmin({ ...NO_ADMIN_FILTER, tier: "enterprise" })).toBe(true);
  });
});
