import { describe, expect, it } from "vitest";
import { addMonths, lifecycleDatesAfter, nextReviewDate } from "./review-dates";

const at = (iso: string) => new Date(iso);

describe("review dates", () => {
  it("add calendar months, ending on a shorter month's last day", () => {
    expect(addMonths(at("2026-01-31T09:00:00Z"), 1)).toEqual(at("2026-02-28T09:00:00Z"));
    expect(addMonths(at("2027-11-30T00:00:00Z"), 3)).toEqual(at("2028-02-29T00:00:00Z"));
    expect(addMonths(at("2026-05-15T12:00:00Z"), 24)).toEqual(at("2028-05-15T12:00:00Z"));
  });

  it("count from the later of coming into force and the last review, and not at all without interval", () => {
    const since = at("2026-01-10T00:00:00Z");
    expect(nextReviewDate(since, null, 6)).toEqual(at("2026-07-10T00:00:00Z"));
    expect(nextReviewDate(since, at("2026-03-01T00:00:00Z"), 12)).toEqual(at("2027-03-01T00:00:00Z"));
    expect(nextReviewDate(since, at("2025-12-01T00:00:00Z"), 3)).toEqual(at("2026-04-10T00:00:00Z"));
    expect(nextReviewDate(since, null, null)).toBeNull();
    expect(nextReviewDate(null, null, 6)).toBeNull();
  });

  it("follow the document into and out of force; the same text keeps its date; a review restarts it", () => {
    const jan = at("2026-01-01T00:00:00Z");
    const mar = at("2026-03-01T00:00:00Z");
    const draft = {
      status: "draft" as const,
      title: "T",
      content: "A",
      inForceSince: null,
      lastReviewedAt: null,
    };
    const approved = lifecycleDatesAfter(draft, { ...draft, status: "approved" }, 6, jan);
    expect(approved).toEqual({
      inForceSince: jan,
      lastReviewedAt: null,
      nextReviewAt: at("2026-07-01T00:00:00Z"),
    });

    const inForce = { ...draft, status: "approved" as const, ...approved };
    expect(lifecycleDatesAfter(inForce, inForce, 6, mar)).toEqual(approved);
    expect(lifecycleDatesAfter(inForce, inForce, 6, mar, { reviewed: true })).toEqual({
      inForceSince: jan,
      lastReviewedAt: mar,
      nextReviewAt: at("2026-09-01T00:00:00Z"),
    });
    expect(lifecycleDatesAfter(inForce, { ...inForce, content: "B" }, 6, mar).inForceSince).toEqual(mar);
    expect(lifecycleDatesAfter(inForce, { ...inForce, status: "draft" }, 6, mar)).toEqual({
      inForceSince: null,
      lastReviewedAt: null,
      nextReviewAt: null,
    });
  });
});
