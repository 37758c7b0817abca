import { describe, expect, it } from "vitest";
import { CUSTOMER_TABS, PLATFORM_SETTINGS_TABS, sectionTabFromParam } from "./section-tab-param";

describe("section tabs in the address", () => {
  it("a known ?tab= opens its section; a missing or unknown one opens the first", () => {
    expect(sectionTabFromParam(CUSTOMER_TABS, "tokens")).toBe("tokens");
    expect(sectionTabFromParam(PLATFORM_SETTINGS_TABS, "deployment")).toBe("deployment");
    expect(sectionTabFromParam(CUSTOMER_TABS, null)).toBe("overview");
    expect(sectionTabFromParam(PLATFORM_SETTINGS_TABS, "__proto__")).toBe("templates");
  });
});
