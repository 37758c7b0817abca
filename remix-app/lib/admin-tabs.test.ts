import type { Tier } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { ADMIN_TABS, adminTabFromParam, adminTabIncluded } from "./admin-tabs";

const admin = (subscriptionTier: Tier) => ({ role: "company_admin" as const, subscriptionTier });
const included = (tier: Tier) => ADMIN_TABS.filter((tab) => adminTabIncluded(admin(tier), tab));

describe("admin tabs", () => {
  it("grow with the tier", () => {
    expect(included("freemium")).toEqual(["company-users", "company-settings"]);
    expect(included("per_document")).toEqual(["company-users", "company-settings", "knowledge"]);
    expect(included("enterprise")).toEqual(ADMIN_TABS);
    expect(
      ADMIN_TABS.filter((tab) =>
        adminTabIncluded({ role: "platform_admin", subscriptionTier: "system_admin" }, tab),
      ),
    ).toEqual(ADMIN_TABS);
  });

  it("are chosen by ?tab=, unknown values falling back to Team Members", () => {
    expect(adminTabFromParam("knowledge")).toBe("knowledge");
    expect(adminTabFromParam("documents")).toBe("documents");
    expect(adminTabFromParam(null)).toBe("company-users");
    expect(adminTabFromParam("nonsense")).toBe("company-users");
    expect(adminTabFromParam("settings")).toBe("company-settings");
  });
});
