import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitations, users } from "../../worker/db/schema";
import { callApi, cookieFor, createUser, domain, person } from "../support/fixtures";

// Two admins acting at the same moment: each request reads the rules, then writes. The rules are
// checked again inside each write's batch, so the second writer cannot break them.

const adminsOf = (companyId: number) =>
  domain()
    .companyDb.select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, ["company_admin", "admin"])));

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe("team rules under concurrent requests", () => {
  it("two admins demoting each other at once leave the company one admin", async () => {
    const first = await person({ tier: "enterprise", role: "company_admin" });
    const second = await createUser(first.company.id, "company_admin");
    const secondCookie = await cookieFor(second.id);

    const answers = await Promise.all([
      callApi("PUT", `/api/admin/users/${second.id}/role`, { cookie: first.cookie, body: { role: "user" } }),
      callApi("PUT", `/api/admin/users/${first.user.id}/role`, {
        cookie: secondCookie,
        body: { role: "user" },
      }),
    ]);

    expect(statuses(answers)).toEqual([200, 409]);
    expect(await adminsOf(first.company.id)).toHaveLength(1);
  });

  it("removing an admin while that admin demotes the remover leaves the company an admin", async () => {
    const first = await person({ tier: "enterprise", role: "company_admin" });
    const second = await createUser(first.company.id, "company_admin");
    const secondCookie = await cookieFor(second.id);

    const answers = await Promise.all([
      callApi("DELETE", `/api/admin/users/${second.id}`, { cookie: first.cookie }),
      callApi("PUT", `/api/admin/users/${first.user.id}/role`, {
        cookie: secondCookie,
        body: { role: "user" },
      }),
    ]);

    expect(statuses(answers)).toEqual([200, 409]);
    expect((await adminsOf(first.company.id)).length).toBeGreaterThanOrEqual(1);
  });

  it("two invitations for the last free seat: one is sent, the other is refused", async () => {
    // Freemium: 3 seats; an admin and a colleague hold two.
    const admin = await person({ tier: "freemium", role: "company_admin" });
    await createUser(admin.company.id, "user");
    const tag = crypto.randomUUID().slice(0, 8);

    const answers = await Promise.all(
      ["a", "b"].map((name) =>
        callApi("POST", "/api/admin/company-users/invite", {
          cookie: admin.cookie,
          body: { email: `${name}-${tag}@example.test` },
        }),
      ),
    );

    expect(statuses(answers)).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toContain("limited to 3 users");
    const open = await domain()
      .companyDb.select()
      .from(invitations)
      .where(and(eq(invitations.companyId, admin.company.id), eq(invitations.status, "pending")));
    expect(open).toHaveLength(1);
  });
});
