import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, ENTERPRISE_TIERS } from "../contract";
import { checkAccess, platformAdminOnly, publicAccess, signedIn } from "./access-rule";
import type { Actor } from "./actor";

const actor = (role: Actor["role"], tier: Actor["tier"]): Actor => ({
  userId: 1,
  companyId: 2,
  role,
  tier,
  email: "a@b.test",
  displayName: "A",
});

describe("checkAccess", () => {
  it("lets anyone through a public route", () => {
    expect(checkAccess(publicAccess(), null)).toBeNull();
  });

  it("answers unauthenticated to a visitor on a signed-in route", () => {
    expect(checkAccess(signedIn(), null)?.code).toBe("unauthenticated");
  });

  it("refuses a plain user on an admin route and lets an admin through", () => {
    const rule = signedIn({ roles: ADMIN_ROLES });
    expect(checkAccess(rule, actor("user", "enterprise"))?.code).toBe("forbidden");
    expect(checkAccess(rule, actor("admin", "enterprise"))).toBeNull();
    expect(checkAccess(rule, actor("company_admin", "freemium"))).toBeNull();
  });

  it("refuses a role with the route's own message when it gives one", () => {
    const rule = signedIn({
      roles: ADMIN_ROLES,
      roleMessage: "Admin privileges required to delete documents.",
    });
    expect(checkAccess(rule, actor("user", "enterprise"))?.message).toBe(
      "Admin privileges required to delete documents.",
    );
  });

  it("refuses a tier without the feature with the route's upgrade message", () => {
    const rule = signedIn({ tiers: ENTERPRISE_TIERS, tierMessage: "Enterprise only." });
    const refused = checkAccess(rule, actor("company_admin", "per_document"));
    expect(refused?.code).toBe("forbidden");
    expect(refused?.message).toBe("Enterprise only.");
    expect(checkAccess(rule, actor("user", "system_admin"))).toBeNull();
  });

  it("keeps platform routes to the platform admin, whatever the company role", () => {
    expect(checkAccess(platformAdminOnly(), actor("company_admin", "enterprise"))?.code).toBe("forbidden");
    expect(checkAccess(platformAdminOnly(), actor("platform_admin", "system_admin"))).toBeNull();
  });
});
