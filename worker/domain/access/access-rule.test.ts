import { describe, expect, it } from "vitest";
import { actorFor } from "../../../test/support/factories";
import { DOCUMENT_LIBRARY_TIER_MESSAGE, IMPORT_DISABLED_MESSAGE, PLATFORM_ADMIN_MESSAGE } from "../contract";
import {
  can,
  checkAccess,
  publicAccess,
  SERVICE_CREDENTIAL_MESSAGE,
  signedIn,
  slackService,
} from "./access-rule";
import type { Actor } from "./actor";

const actor = (role: Actor["role"], tier: Actor["tier"], features?: Partial<Actor["features"]>) =>
  actorFor({ userId: 1, companyId: 2, role, tier, features });

describe("checkAccess", () => {
  it("lets anyone through a public route, signed in or not", () => {
    expect(checkAccess(publicAccess(), null)).toBeNull();
    expect(checkAccess(publicAccess(), actor("user", "freemium"))).toBeNull();
  });

  it("answers unauthenticated to a visitor on a signed-in or permission route", () => {
    expect(checkAccess(signedIn(), null)?.code).toBe("unauthenticated");
    expect(checkAccess(can("library.read"), null)?.code).toBe("unauthenticated");
  });

  it("lets every signed-in person through a signed-in route", () => {
    expect(checkAccess(signedIn(), actor("user", "freemium"))).toBeNull();
  });

  it("refuses a role without the permission with the table's message, and lets a holder through", () => {
    const rule = can("document.delete");
    const refused = checkAccess(rule, actor("user", "enterprise"));
    expect(refused).toMatchObject({
      code: "forbidden",
      message: "Admin privileges required to delete documents.",
    });
    expect(checkAccess(rule, actor("admin", "enterprise"))).toBeNull();
    expect(checkAccess(rule, actor("company_admin", "per_document"))).toBeNull();
  });

  it("refuses a tier without the permission with the table's upgrade message", () => {
    const refused = checkAccess(can("library.read"), actor("company_admin", "freemium"));
    expect(refused).toMatchObject({ code: "forbidden", message: DOCUMENT_LIBRARY_TIER_MESSAGE });
    expect(checkAccess(can("library.read"), actor("user", "per_document"))).toBeNull();
  });

  it("refuses a company that switched the permission's feature off", () => {
    const rule = can("document.import");
    expect(checkAccess(rule, actor("user", "enterprise", { documentImport: false }))).toMatchObject({
      code: "forbidden",
      message: IMPORT_DISABLED_MESSAGE,
    });
    expect(checkAccess(rule, actor("user", "enterprise"))).toBeNull();
  });

  it("keeps platform permissions to the platform admin, whatever the company role", () => {
    const rule = can("platform.customers");
    expect(checkAccess(rule, actor("company_admin", "enterprise"))).toMatchObject({
      code: "forbidden",
      message: PLATFORM_ADMIN_MESSAGE,
    });
    expect(checkAccess(rule, actor("platform_admin", "system_admin"))).toBeNull();
  });

  it("opens a service route to that service's credential only: never to a person, whatever their role", () => {
    const rule = slackService();
    expect(checkAccess(rule, null, "slack")).toBeNull();
    for (const someone of [
      null,
      actor("company_admin", "enterprise"),
      actor("platform_admin", "system_admin"),
    ])
      expect(checkAccess(rule, someone)).toMatchObject({
        code: "unauthenticated",
        message: SERVICE_CREDENTIAL_MESSAGE,
      });
  });

  it("gives the service credential nothing on a person's route", () => {
    expect(checkAccess(signedIn(), null, "slack")?.code).toBe("unauthenticated");
    expect(checkAccess(can("assistant.ask"), null, "slack")?.code).toBe("unauthenticated");
    expect(checkAccess(publicAccess(), null, "slack")).toBeNull();
  });
});
