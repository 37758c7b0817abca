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
  libraryMoreUrl,
  libraryPageUrl,
  matchesTabAndStatus,
  wantsRowsOnly,
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
    // Under the review filter, a document that no longer has a review date leaves the list.
    expect(
      matchesTabAndStatus({ status: "draft", nextReviewAt: null }, { tab: "active", review: "overdue" }),
    ).toBe(false);
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
    // With JavaScript its rows alone, to add to those shown.
    const more = new URL(libraryMoreUrl({ tab: "active", category: "hr" }, "cursor-1"), "http://x");
    expect(more.pathname + more.search).toBe("/documents?category=hr&cursor=cursor-1&more=1");
    expect(wantsRowsOnly(more.searchParams)).toBe(true);
    expect(wantsRowsOnly(new URLSearchParams("cursor=cursor-1"))).toBe(false);
    const params = new URL(libraryPageUrl({ tab: "active" }, "cursor-1"), "http://x").searchParams;
    expect(libraryCursorFromParams(params)).toBe("cursor-1");
    expect(libraryFiltersFromParams(params)).toEqual({ tab: "active" });
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

  it("moves an archived document out of the Active tab and into Archived", () => {
    expect(matchesTabAndStatus({ status: "archived" }, { tab: "active" })).toBe(false);
    expect(matchesTabAndStatus({ status: "archived" }, { tab: "archived" })).toBe(true);
    expect(matchesTabAndStatus({ status: "draft" }, { tab: "archived" })).toBe(false);
  });

  it("keeps a generated document under the Approved filter", () => {
    expect(matchesTabAndStatus({ status: "generated" }, { tab: "active", status: "approved" })).toBe(true);
    expect(matchesTabAndStatus({ status: "draft" }, { tab: "active", status: "approved" })).toBe(false);
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
