import { describe, expect, it } from "vitest";
import { effectiveUserLimit } from "./check-registration-limit";

describe("effectiveUserLimit", () => {
  it("is the plan's limit without a company setting", () => {
    expect(effectiveUserLimit("freemium", null)).toBe(3);
    expect(effectiveUserLimit("per_document", undefined)).toBe(5);
    expect(effectiveUserLimit("enterprise", null)).toBe(50);
    expect(effectiveUserLimit("system_admin", null)).toBeNull();
    expect(effectiveUserLimit("mystery", null)).toBe(3);
  });

  it("a setting narrows the plan but never widens it", () => {
    expect(effectiveUserLimit("enterprise", 10)).toBe(10);
    expect(effectiveUserLimit("freemium", 100)).toBe(3);
    expect(effectiveUserLimit("system_admin", 200)).toBe(200);
  });
});
