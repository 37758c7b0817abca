import { describe, expect, it } from "vitest";
import { formatDateTime, formatShortDate } from "../../worker/domain/contract/format";

// The tests run in UTC, as the server renders.
describe("dates as people read them", () => {
  it("writes library dates in the short US form", () => {
    expect(formatShortDate("2026-03-14T15:07:00.000Z")).toBe("3/14/2026");
    expect(formatShortDate("2026-11-02T00:00:00.000Z")).toBe("11/2/2026");
  });

  it("writes version and comment times as 'MMM d, h:mm a'", () => {
    expect(formatDateTime("2026-03-14T15:07:00.000Z")).toBe("Mar 14, 3:07 PM");
    expect(formatDateTime("2026-12-01T09:30:00.000Z")).toBe("Dec 1, 9:30 AM");
  });

  it("says a text that is no date is not one, rather than failing the page", () => {
    expect(formatShortDate("not a date")).toBe("Invalid Date");
    expect(formatDateTime("")).toBe("Invalid Date");
  });
});
