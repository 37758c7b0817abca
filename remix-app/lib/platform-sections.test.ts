import { describe, expect, it } from "vitest";
import {
  CUSTOMER_SECTIONS,
  CUSTOMERS_BASE,
  PLATFORM_SETTINGS_BASE,
  PLATFORM_SETTINGS_SECTIONS,
  sectionPathForLegacyTab,
} from "./platform-sections";

describe("platform sections' addresses", () => {
  it("an old ?tab= address leads to its section's own address", () => {
    expect(sectionPathForLegacyTab(CUSTOMERS_BASE, CUSTOMER_SECTIONS, "tokens")).toBe(
      "/admin/customers/tokens",
    );
    expect(sectionPathForLegacyTab(CUSTOMERS_BASE, CUSTOMER_SECTIONS, "customers")).toBe(
      "/admin/customers/list",
    );
    expect(sectionPathForLegacyTab(PLATFORM_SETTINGS_BASE, PLATFORM_SETTINGS_SECTIONS, "deployment")).toBe(
      "/platform-settings/deployment",
    );
  });

  it("no tab, or an unknown one, opens the first section", () => {
    expect(sectionPathForLegacyTab(CUSTOMERS_BASE, CUSTOMER_SECTIONS, null)).toBe(
      "/admin/customers/overview",
    );
    expect(sectionPathForLegacyTab(PLATFORM_SETTINGS_BASE, PLATFORM_SETTINGS_SECTIONS, "__proto__")).toBe(
      "/platform-settings/templates",
    );
  });
});
