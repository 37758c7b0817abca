import {
  CATEGORIES,
  DOCUMENT_STATUSES,
  documentListQuery,
  LIBRARY_TABS,
  REVIEW_FILTERS,
} from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import {
  hasNarrowingFilters,
  libraryCursorFromParams,
  libraryFiltersFromParams,
  libraryFiltersToParams,
  libraryPageUrl,
  libraryRowsUrl,
  rowsOnlyPages,
} from "./library-filters";

const fromUrl = (search: string) => libraryFiltersFromParams(new URLSearchParams(search));

describe("library filters in the address", () => {
  it("opens the Active tab with no filters when the address has none", () => {
    expect(fromUrl("")).toEqual({ tab: "active", status: undefined, category: undefined, search: undefined });
  });

  it("reads a linked view: tab, status, category and search", () => {
    expect(fromUrl("tab=archived&status=draft&category=hr&search=leave")).toEqual({
      tab: "archived",
      status: "draft",
      category: "hr",
      search: "leave",
    });
  });

  it("ignores values it does not know instead of refusing the page", () => {
    expect(fromUrl("tab=deleted&status=lost&category=space&search=")).toEqual({
      tab: "active",
      status: undefined,
      category: undefined,
      search: undefined,
    });
  });

  it("reads and writes the next review filter (the dashboard's 'Reviews due' links)", () => {
    expect(fromUrl("review=overdue").review).toBe("overdue");
    expect(fromUrl("review=due_soon").review).toBe("due_soon");
    expect(fromUrl("review=someday").review).toBeUndefined();
    expect(libraryFiltersToParams({ tab: "active", review: "due_soon" }).toString()).toBe("review=due_soon");
    expect(libraryPageUrl({ tab: "active", review: "overdue" }, "c")).toBe(
      "/documents?review=overdue&cursor=c",
    );
    expect(hasNarrowingFilters({ tab: "active", review: "overdue" })).toBe(true);
  });

  it("filters 'generated' as Approved, the way it is shown", () => {
    expect(fromUrl("status=generated").status).toBe("approved");
  });

  it("keeps addresses short: the defaults are left out", () => {
    expect(libraryFiltersToParams({ tab: "active" }).toString()).toBe("");
    expect(libraryFiltersToParams({ tab: "archived", category: "it", search: "vpn" }).toString()).toBe(
      "tab=archived&category=it&search=vpn",
    );
  });

  it("survives a round trip through the address", () => {
    const filters = { tab: "archived", status: "approved", category: "legal", search: "nda" } as const;
    expect(libraryFiltersFromParams(libraryFiltersToParams(filters))).toEqual(filters);
  });
});

describe("Load more", () => {
  it("reads the next page of the same view from the library's own address", () => {
    expect(libraryPageUrl({ tab: "archived", category: "hr", search: "leave" }, "cursor-1")).toBe(
      "/documents?tab=archived&category=hr&search=leave&cursor=cursor-1",
    );
    // With JavaScript the list's rows alone, one page more than those shown, from the same start.
    const more = new URL(libraryRowsUrl({ tab: "active", category: "hr" }, undefined, 2), "http://x");
    expect(more.pathname + more.search).toBe("/documents?category=hr&more=2");
    expect(rowsOnlyPages(more.searchParams)).toBe(2);
    const fromLater = new URL(libraryRowsUrl({ tab: "active" }, "cursor-1", 3), "http://x");
    expect(fromLater.search).toBe("?cursor=cursor-1&more=3");
    expect(rowsOnlyPages(new URLSearchParams("cursor=cursor-1"))).toBeNull();
    const params = new URL(libraryPageUrl({ tab: "active" }, "cursor-1"), "http://x").searchParams;
    expect(libraryCursorFromParams(params)).toBe("cursor-1");
    expect(libraryFiltersFromParams(params)).toEqual({ tab: "active" });
  });

  it("reads a bounded number of pages at once, and only a whole number of them", () => {
    expect(rowsOnlyPages(new URLSearchParams("more=100"))).toBe(100);
    for (const refused of ["0", "101", "1.5", "two", ""])
      expect(rowsOnlyPages(new URLSearchParams({ more: refused })), refused).toBeNull();
    expect(new URL(libraryRowsUrl({ tab: "active" }, undefined, 500), "http://x").search).toBe("?more=100");
  });

  it("ignores a cursor the contract would refuse (the first page is read instead)", () => {
    expect(libraryCursorFromParams(new URLSearchParams(`cursor=${"x".repeat(101)}`))).toBeUndefined();
    expect(libraryCursorFromParams(new URLSearchParams("cursor="))).toBeUndefined();
  });
});

describe("which rows the view keeps", () => {
  it("counts only status, category and search as narrowing (the empty state says so)", () => {
    expect(hasNarrowingFilters({ tab: "archived" })).toBe(false);
    expect(hasNarrowingFilters({ tab: "active", search: "leave" })).toBe(true);
  });
});

describe("the page reads its address as the API's list query does", () => {
  // The reader has no zod (the library page does not load the schemas): it must take exactly the
  // values documentListQuery takes, so a link means the same to the page and to GET /api/documents.
  const candidates: Record<"tab" | "status" | "category" | "review" | "search", string[]> = {
    tab: [...LIBRARY_TABS, "deleted", "Active"],
    status: [...DOCUMENT_STATUSES, "lost", "DRAFT"],
    category: [...CATEGORIES, "space"],
    review: [...REVIEW_FILTERS, "later"],
    search: ["leave", "  annual leave  ", "x".repeat(200), ` ${"x".repeat(200)} `, "x".repeat(201), "   "],
  };

  for (const field of Object.keys(candidates) as (keyof typeof candidates)[]) {
    const values = candidates[field];
    it(`takes a ${field} exactly when the schema does`, () => {
      for (const value of values) {
        const parsed = documentListQuery.shape[field].safeParse(value);
        let expected = parsed.success && parsed.data !== "" ? parsed.data : undefined;
        if (field === "status" && expected === "generated") expected = "approved";
        if (field === "tab") expected ??= "active";
        const read = fromUrl(new URLSearchParams({ [field]: value }).toString());
        expect(read[field], `${field}=${JSON.stringify(value)}`).toEqual(expected);
      }
    });
  }

  it("takes a cursor exactly when the schema does", () => {
    for (const value of ["c1", "x".repeat(100), "x".repeat(101)]) {
      const parsed = documentListQuery.shape.cursor.safeParse(value);
      expect(libraryCursorFromParams(new URLSearchParams({ cursor: value }))).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
