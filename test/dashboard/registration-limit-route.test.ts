import { describe, expect, it } from "vitest";
import { loader as registrationLimitLoader } from "../../remix-app/routes/registration-limit";
import { createUser, person } from "../support/fixtures";
import { loadPage } from "../support/page-route-requests";

// The figures the Freemium dashboard's user-limit banner polls every minute (decision 026: a route
// loader read by a fetcher, not the API): the signed-in person's own company's count and limit.

describe("the registration limit's route", () => {
  it("answers the person's own company's count and its plan's limit, and changes as people join", async () => {
    const admin = await person({ tier: "freemium", role: "company_admin" });
    expect(await loadPage(registrationLimitLoader, "/registration-limit", admin.cookie)).toEqual({
      currentCount: 1,
      maxCount: 3,
    });
    await createUser(admin.company.id, "user");
    await createUser(admin.company.id, "user");
    expect(await loadPage(registrationLimitLoader, "/registration-limit", admin.cookie)).toEqual({
      currentCount: 3,
      maxCount: 3,
    });
    // Another company's people are not counted.
    await person({ tier: "freemium" });
    expect(await loadPage(registrationLimitLoader, "/registration-limit", admin.cookie)).toMatchObject({
      currentCount: 3,
    });
  });

  it("answers a signed-out poll with no figures rather than an error page", async () => {
    expect(await loadPage(registrationLimitLoader, "/registration-limit", "")).toBeNull();
  });
});
