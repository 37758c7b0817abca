import { describe, expect, it } from "vitest";
import { cookieFor, createUser, findUser, sessionsOf } from "../support/fixtures";
import { scim, scimCompany } from "../support/scim-requests";

const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const lookup = (userName: string) =>
  `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`;

const oktaUser = (userName: string, active = true) => ({
  schemas: [USER],
  userName,
  name: { givenName: "Test", familyName: "User" },
  emails: [{ primary: true, value: userName, type: "work" }],
  displayName: "Test User",
  locale: "en-US",
  externalId: "00ujl29u0le5T6Aj10h7",
  groups: [],
  password: "1mz050nq",
  active,
});

describe("Okta's documented request sequence", () => {
  it("checks the connection, looks the user up, creates, reads, updates and deactivates with PUT", async () => {
    const company = await scimCompany("Okta");
    const check = await scim(company.token, "GET", "/Users?startIndex=1&count=2");
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ totalResults: 1, itemsPerPage: 1, startIndex: 1 });

    const userName = `test.user.${crypto.randomUUID().slice(0, 8)}@okta.example`;
    expect((await scim(company.token, "GET", lookup(userName))).body.totalResults).toBe(0);

    const created = await scim(company.token, "POST", "/Users", oktaUser(userName));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      displayName: "Test User",
      locale: "en-US",
      groups: [],
      active: true,
    });
    expect(created.body).not.toHaveProperty("password");

    expect((await scim(company.token, "GET", `/Users/${id}`)).body.userName).toBe(userName);
    expect((await scim(company.token, "GET", lookup(userName))).body.Resources?.[0]?.id).toBe(id);

    // A profile update is the whole object again.
    const renamed = await scim(company.token, "PUT", `/Users/${id}`, {
      ...oktaUser(userName),
      id,
      name: { givenName: "Another", familyName: "User" },
    });
    expect(renamed.status).toBe(200);
    expect((await findUser(Number(id)))?.firstName).toBe("Another");

    // Deactivation is a PUT with active: false; it ends the person's sessions at once.
    await cookieFor(Number(id));
    const deactivated = await scim(company.token, "PUT", `/Users/${id}`, {
      ...oktaUser(userName, false),
      id,
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await findUser(Number(id)))?.deactivatedAt).not.toBeNull();
    expect(await sessionsOf(Number(id))).toEqual([]);

    // Reactivation restores the same person, with their history.
    const reactivated = await scim(company.token, "PUT", `/Users/${id}`, { ...oktaUser(userName, true), id });
    expect(reactivated.body).toMatchObject({ id, active: true });
    expect((await findUser(Number(id)))?.deactivatedAt).toBeNull();

    // Newer integrations deactivate with PATCH, path-less.
    const patched = await scim(company.token, "PATCH", `/Users/${id}`, {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect(patched.body.active).toBe(false);
  });

  it("pages the import of all users with startIndex and count (1-based)", async () => {
    const company = await scimCompany("Okta");
    for (let i = 0; i < 4; i++) await createUser(company.company.id, "user");
    const first = await scim(company.token, "GET", "/Users?startIndex=1&count=2");
    const second = await scim(company.token, "GET", "/Users?startIndex=3&count=2");
    const third = await scim(company.token, "GET", "/Users?startIndex=5&count=2");
    expect([first.body.totalResults, second.body.totalResults, third.body.totalResults]).toEqual([5, 5, 5]);
    expect([first.body.itemsPerPage, second.body.itemsPerPage, third.body.itemsPerPage]).toEqual([2, 2, 1]);
    expect(second.body.startIndex).toBe(3);
    const ids = [first, second, third].flatMap((page) => page.body.Resources!.map((r) => r.id));
    expect(new Set(ids).size).toBe(5);
    expect(ids).toContain(String(company.user.id));
  });
});
