import type { Tier } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { ADMIN_TABS, adminPathForLegacyTab, adminTabIncluded } from "./admin-tabs";

const admin = (subscriptionTier: Tier) => ({ role: "company_admin" as const, subscriptionTier });
const included = (tier: Tier) => ADMIN_TABS.filter((tab) => adminTabIncluded(admin(tier), tab));

describe("admin tabs", () => {
  it("grow with the tier", () => {
    expect(included("freemium")).toEqual(["team", "settings"]);
    expect(included("per_document")).toEqual(["team", "settings", "knowledge"]);
    expect(included("enterprise")).toEqual(ADMIN_TABS);
    expect(
      ADMIN_TABS.filter((tab) =>
        adminTabIncluded({ role: "platform_admin", subscriptionTier: "system_admin" }, tab),
      ),
    ).toEqual(ADMIN_TABS);
  });

  it("the old ?tab= addresses lead to the tab's own address; unknown ones to Team Members", () => {
    expect(adminPathForLegacyTab("company-users")).toBe("/admin/team");
    expect(adminPathForLegacyTab("company-settings")).toBe("/admin/settings");
    expect(adminPathForLegacyTab("settings")).toBe("/admin/settings");
    expect(adminPathForLegacyTab("knowledge")).toBe("/admin/knowledge");
    expect(adminPathForLegacyTab("documents")).toBe("/admin/documents");
    expect(adminPathForLegacyTab(null)).toBe("/admin/team");
    expect(adminPathForLegacyTab("nonsense")).toBe("/admin/team");
  });
});
