import { describe, expect, it } from "vitest";
import { callApi, findCompany, findUser, person } from "../support/fixtures";

/** Everyone here works at a Pay Per Use company named Acme Ltd. */
const ACME = { tier: "per_document", companyName: "Acme Ltd" } as const;

describe("PUT /api/profile", () => {
  it("saves trimmed first and last names and answers the current user", async () => {
    const { company, user, cookie } = await person(ACME);
    const res = await callApi("PUT", "/api/profile", {
      cookie,
      body: { firstName: "  Ada ", lastName: "Lovelace ", email: user.email, companyName: "Acme Ltd" },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: user.id,
      firstName: "Ada",
      lastName: "Lovelace",
      email: user.email,
      role: "user",
      subscriptionTier: "per_document",
      companyId: company.id,
      companyName: "Acme Ltd",
    });
    expect(await (await callApi("GET", "/api/auth/user", { cookie })).json()).toEqual(body);
  });

  it("lets a company admin rename the company (its display name)", async () => {
    for (const role of ["company_admin", "admin"] as const) {
      const { company, cookie } = await person({ ...ACME, role });
      const res = await callApi("PUT", "/api/profile", {
        cookie,
        body: { firstName: "A", lastName: "B", companyName: " Acme Holdings " },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ companyName: "Acme Holdings" });
      expect(await findCompany(company.id)).toMatchObject({ name: "Acme Ltd", displayName: "Acme Holdings" });
    }
  });

  it("refuses a plain user who sends a different company name, changing nothing", async () => {
    const { company, user, cookie } = await person({ ...ACME, role: "user" });
    const res = await callApi("PUT", "/api/profile", {
      cookie,
      body: { firstName: "New", lastName: "Name", companyName: "Hijacked Inc" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "forbidden",
      message: "Only company admins can rename the company.",
    });
    expect(await findCompany(company.id)).toMatchObject({ displayName: null });
    expect(await findUser(user.id)).toMatchObject({ firstName: "Test" });
  });

  it("refuses a different e-mail address: that goes through Change Email", async () => {
    const { user, cookie } = await person(ACME);
    const res = await callApi("PUT", "/api/profile", {
      cookie,
      body: { firstName: "A", lastName: "B", email: "someone-else@example.test" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "invalid_input",
      message: "Use Change Email to change your e-mail address.",
      fields: { email: "Use Change Email to change your e-mail address." },
    });
    expect(await findUser(user.id)).toMatchObject({ email: user.email, firstName: "Test" });
    // The same address in another case is not a change.
    const same = await callApi("PUT", "/api/profile", {
      cookie,
      body: { firstName: "A", lastName: "B", email: user.email.toUpperCase() },
    });
    expect(same.status).toBe(200);
  });

  it("answers bad bodies with 400 {code, message, fields} and changes nothing", async () => {
    const { user, cookie } = await person({ ...ACME, role: "company_admin" });
    for (const [body, field] of [
      [{ firstName: "", lastName: "B" }, "firstName"],
      [{ firstName: "   ", lastName: "B" }, "firstName"],
      [{ firstName: "A" }, "lastName"],
      [{ firstName: "A".repeat(101), lastName: "B" }, "firstName"],
      [{ firstName: "A", lastName: "B", companyName: "" }, "companyName"],
      [{ firstName: 5, lastName: "B" }, "firstName"],
    ] as const) {
      const res = await callApi("PUT", "/api/profile", { cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { code: string; message: string; fields: Record<string, string> };
      expect(error.code).toBe("invalid_input");
      expect(error.fields).toHaveProperty(field);
    }
    expect(
      (await callApi("PUT", "/api/profile", { cookie, headers: { "content-type": "application/json" } }))
        .status,
    ).toBe(400);
    expect(await findUser(user.id)).toMatchObject({ firstName: "Test", lastName: "company_admin" });
  });

  it("needs a session", async () => {
    expect((await callApi("PUT", "/api/profile", { body: { firstName: "A", lastName: "B" } })).status).toBe(
      401,
    );
  });
});
