import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createUser, domain } from "../../../test/support/fixtures";
import { companySettings } from "../../db/schema";
import { createSession } from "./create-session";
import { lookUpSessionUser } from "./find-session-user";

// The lookup's SQL is built once per isolate (worker/db/prepared-once.ts) and run with each
// request's own token on that request's database.
describe("lookUpSessionUser", () => {
  it("finds each person behind their own cookie, one request after another", async () => {
    const company = await createCompany("enterprise", "Northwind");
    const ada = await createUser(company.id, "company_admin", { firstName: "Ada", lastName: "Admin" });
    const sam = await createUser(company.id, "user", { firstName: "Sam", lastName: "Staff" });
    const adaSession = await createSession(domain(), { userId: ada.id, authenticatedAt: null });
    const samSession = await createSession(domain(), { userId: sam.id, authenticatedAt: null });

    const first = await lookUpSessionUser(domain(), adaSession.token);
    const second = await lookUpSessionUser(domain(), samSession.token);
    const unknown = await lookUpSessionUser(domain(), "not-a-session");

    expect(first.found?.user).toMatchObject({ id: ada.id, role: "company_admin", companyName: "Northwind" });
    expect(first.found?.actor.displayName).toBe("Ada Admin");
    expect(second.found?.user).toMatchObject({ id: sam.id, role: "user", companyName: "Northwind" });
    expect(unknown.found).toBeNull();
  });

  it("gives a company without its settings row the default feature switches", async () => {
    const company = await createCompany("enterprise", { features: { aiAssistant: false } });
    const person = await createUser(company.id, "company_admin");
    const { token } = await createSession(domain(), { userId: person.id, authenticatedAt: null });
    const withSettings = await lookUpSessionUser(domain(), token);
    await domain().companyDb.delete(companySettings).where(eq(companySettings.companyId, company.id));

    const withoutSettings = await lookUpSessionUser(domain(), token);

    expect(withSettings.found?.actor.features.aiAssistant).toBe(false);
    expect(withoutSettings.found?.actor.features).toEqual({
      aiAssistant: true,
      documentImport: true,
      emailService: true,
      slack: false,
    });
  });
});
