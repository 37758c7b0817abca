import type { Role, Tier } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { DENIED_NOTICES, deniedReason, deniedRedirectPath, parseDeniedReason } from "./page-access";

const person = (role: Role, subscriptionTier: Tier) => ({ role, subscriptionTier });

describe("who may open a guarded page", () => {
  it("lets anyone signed in open a page without a permission", () => {
    expect(deniedReason(person("user", "freemium"))).toBeNull();
  });

  it("opens the Admin Panel to admins, and to everyone on Freemium", () => {
    expect(deniedReason(person("admin", "enterprise"), "admin.panel.open")).toBeNull();
    expect(deniedReason(person("user", "freemium"), "admin.panel.open")).toBeNull();
    expect(deniedReason(person("user", "enterprise"), "admin.panel.open")).toBe("admin");
  });

  it("keeps the platform pages for the platform admin", () => {
    for (const page of ["platform.customers", "platform.settings"] as const) {
      expect(deniedReason(person("platform_admin", "system_admin"), page)).toBeNull();
    }
    expect(deniedReason(person("company_admin", "enterprise"), "platform.settings")).toBe("platform");
    expect(deniedReason(person("company_admin", "enterprise"), "platform.customers")).toBe("customers");
  });
});

describe("the dashboard's notice after a refused page", () => {
  it("sends the person to the dashboard with the reason", () => {
    expect(deniedRedirectPath("admin")).toBe("/?denied=admin");
  });

  it("says what was missing", () => {
    expect(DENIED_NOTICES[parseDeniedReason("admin")!]).toBe("Admin access required for this page.");
    expect(DENIED_NOTICES[parseDeniedReason("platform")!]).toBe(
      "Platform admin access required for this page.",
    );
  });

  it("the customer-management denial reads '…for customer management.'", () => {
    const reason = deniedReason(person("user", "enterprise"), "platform.customers");
    expect(deniedRedirectPath(reason!)).toBe("/?denied=customers");
    expect(DENIED_NOTICES[parseDeniedReason("customers")!]).toBe(
      "Platform admin access required for customer management.",
    );
  });

  it("ignores reasons it does not know", () => {
    expect(parseDeniedReason(null)).toBeNull();
    expect(parseDeniedReason("toString")).toBeNull();
    expect(parseDeniedReason("<b>hi</b>")).toBeNull();
  });
});
