// What /scim/v2 refuses, and how: each bad request gets RFC 7644's error (§3.12: the Error schema,
// `status` as a string, a `scimType` where one fits) with the right status, never a 500, and changes
// nothing; the Team Members tab's rules hold for the identity provider too.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, companySettings, scimTokens, users } from "../../worker/db/schema";
import { revokeScimToken } from "../../worker/domain/scim/scim-tokens";
import { createUser, domain, findUser, person } from "../support/fixtures";
import { scim, scimCompany } from "../support/scim-requests";

const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";
const address = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@refusals.example`;
const peopleOf = async (companyId: number) =>
  (await domain().directory.select().from(users).where(eq(users.companyId, companyId))).length;

describe("bad requests", () => {
  it("answers malformed JSON, unknown attributes, unparsable filters and bad PATCHes with 400 and changes nothing", async () => {
    const company = await scimCompany();
    const before = await peopleOf(company.company.id);
    const cases: Array<[string, string, unknown, string]> = [
      ["POST", "/Users", '{"userName": "a@b.example",', "invalidSyntax"],
      [
        "POST",
        "/Users",
        { schemas: [USER], userName: address("x"), favouriteColour: "blue" },
        "invalidSyntax",
      ],
      [
        "POST",
        "/Users",
        { schemas: [USER], userName: address("x"), name: { nickname2: "x" } },
        "invalidSyntax",
      ],
      ["POST", "/Users", { schemas: [USER], userName: "bjensen" }, "invalidValue"],
      ["POST", "/Users", { schemas: [USER], userName: address("x"), active: "maybe" }, "invalidValue"],
      ["POST", "/Users", { schemas: [USER] }, "invalidValue"],
      ["GET", `/Users?filter=${encodeURIComponent('userName eq "unterminated')}`, undefined, "invalidFilter"],
      ["GET", `/Users?filter=${encodeURIComponent("userName eq")}`, undefined, "invalidFilter"],
      ["GET", `/Users?filter=${encodeURIComponent('userName xx "a"')}`, undefined, "invalidFilter"],
      ["GET", `/Users?filter=${encodeURIComponent('(userName eq "a"')}`, undefined, "invalidFilter"],
      ["GET", `/Users?filter=${encodeURIComponent('userName eq "a" junk')}`, undefined, "invalidFilter"],
      ["GET", `/Users?filter=${encodeURIComponent("(".repeat(40))}`, undefined, "invalidFilter"],
      ["GET", "/Users?count=ten", undefined, "invalidValue"],
    ];
    for (const [method, path, body, scimType] of cases) {
      const answer = await scim(company.token, method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body).toMatchObject({ schemas: [ERROR], status: "400", scimType });
      expect(typeof answer.body.detail).toBe("string");
    }
    const id = String(company.user.id);
    const patches: Array<[unknown, string]> = [
      [{ Operations: [{ op: "replace", path: "title", value: "x" }] }, "invalidSyntax"],
      [{ schemas: [PATCH], Operations: [{ op: "move", path: "title", value: "x" }] }, "invalidSyntax"],
      [{ schemas: [PATCH], Operations: [{ op: "remove" }] }, "noTarget"],
      [{ schemas: [PATCH], Operations: [{ op: "replace", path: "id", value: "1" }] }, "mutability"],
      [{ schemas: [PATCH], Operations: [{ op: "replace", path: "name..x", value: "1" }] }, "invalidPath"],
      [{ schemas: [PATCH], Operations: [{ op: "replace", path: "shoeSize", value: "44" }] }, "invalidSyntax"],
    ];
    for (const [body, scimType] of patches) {
      const answer = await scim(company.token, "PATCH", `/Users/${id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ status: "400", scimType });
    }
    expect(await peopleOf(company.company.id)).toBe(before);
    expect((await findUser(company.user.id))?.updatedAt).toEqual(company.user.updatedAt);
  });

  it("refuses a body over 1 MB with 413 before reading it all", async () => {
    const company = await scimCompany();
    const huge = JSON.stringify({ schemas: [USER], userName: address("big"), title: "x".repeat(1_100_000) });
    const answer = await scim(company.token, "POST", "/Users", huge);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ schemas: [ERROR], status: "413" });
    expect(await peopleOf(company.company.id)).toBe(1);
  });

  it("refuses a missing, unknown or revoked token with 401, and a company below Enterprise with 403", async () => {
    const company = await scimCompany();
    expect((await scim(null, "GET", "/Users")).status).toBe(401);
    expect((await scim("chscim_not-a-token", "GET", "/Users")).status).toBe(401);
    const [token] = await domain()
      .directory.select()
      .from(scimTokens)
      .where(eq(scimTokens.companyId, company.company.id));
    await revokeScimToken(domain(), company.actor, token!.id);
    const revoked = await scim(company.token, "POST", "/Users", {
      schemas: [USER],
      userName: address("late"),
    });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ schemas: [ERROR], status: "401" });
    expect(await peopleOf(company.company.id)).toBe(1);

    const downgraded = await scimCompany();
    await domain()
      .directory.update(companies)
      .set({ tier: "per_document" })
      .where(eq(companies.id, downgraded.company.id));
    const refused = await scim(downgraded.token, "GET", "/Users");
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("Enterprise");
  });

  it("counts each token's requests: over the limit, 429 in SCIM's form with Retry-After", async () => {
    const company = await scimCompany();
    // The scim limit's binding replaced by one of 3 a minute (vitest.config.ts); windows align to the
    // clock, so the 429 comes after 3 to 6 requests.
    const low = { RATE_LIMIT_SCIM: env.RATE_LIMIT_TEST_LOW };
    let limited: Awaited<ReturnType<typeof scim>> | null = null;
    for (let i = 0; i < 8 && !limited; i++) {
      const answer = await scim(company.token, "GET", "/ServiceProviderConfig", undefined, low);
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(200);
    }
    expect(limited?.body).toMatchObject({ schemas: [ERROR], status: "429" });
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("never reaches another company's people with a token", async () => {
    const mine = await scimCompany();
    const theirs = await scimCompany();
    const stranger = String(theirs.user.id);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { schemas: [USER], userName: theirs.user.email, active: false }],
      ["PATCH", { schemas: [PATCH], Operations: [{ op: "replace", path: "active", value: false }] }],
      ["DELETE", undefined],
    ] as const) {
      const answer = await scim(mine.token, method, `/Users/${stranger}`, body);
      expect(answer.status, method).toBe(404);
    }
    const search = await scim(
      mine.token,
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${theirs.user.email}"`)}`,
    );
    expect(search.body, JSON.stringify(search.body)).toMatchObject({ totalResults: 0 });
    expect((await findUser(theirs.user.id))?.deactivatedAt).toBeNull();

    // Provisioning someone who already belongs to another company: 409 uniqueness, nobody moved.
    const taken = await scim(mine.token, "POST", "/Users", { schemas: [USER], userName: theirs.user.email });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      scimType: "uniqueness",
      detail: expect.stringContaining("another company"),
    });
    expect((await findUser(theirs.user.id))?.companyId).toBe(theirs.company.id);
  });
});

describe("the Team Members tab's rules", () => {
  it("refuses a person over the seat limit, naming it; a deactivation frees the seat", async () => {
    const company = await scimCompany();
    await domain()
      .directory.update(companySettings)
      .set({ maxUsers: 2 })
      .where(eq(companySettings.companyId, company.company.id));
    const first = await scim(company.token, "POST", "/Users", { schemas: [USER], userName: address("one") });
    expect(first.status).toBe(201);
    const second = await scim(company.token, "POST", "/Users", { schemas: [USER], userName: address("two") });
    expect(second.status).toBe(409);
    expect(second.body.detail).toContain("own user limit is 2 users");
    expect(await peopleOf(company.company.id)).toBe(2);

    // Deactivating one frees their seat; reactivating them while the seat is taken is refused.
    const off = await scim(company.token, "PATCH", `/Users/${first.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", path: "active", value: false }],
    });
    expect(off.body.active).toBe(false);
    const third = await scim(company.token, "POST", "/Users", {
      schemas: [USER],
      userName: address("three"),
    });
    expect(third.status).toBe(201);
    const back = await scim(company.token, "PATCH", `/Users/${first.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", path: "active", value: true }],
    });
    expect(back.status).toBe(409);
    expect((await findUser(Number(first.body.id)))?.deactivatedAt).not.toBeNull();
  });

  it("keeps the company's last admin active and in the company", async () => {
    const company = await scimCompany();
    await createUser(company.company.id, "user");
    const admin = String(company.user.id);
    const off = await scim(company.token, "PATCH", `/Users/${admin}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", path: "active", value: false }],
    });
    expect(off.status).toBe(409);
    expect((await scim(company.token, "DELETE", `/Users/${admin}`)).status).toBe(409);
    expect((await findUser(company.user.id))?.deactivatedAt).toBeNull();
  });

  it("refuses an e-mail change to an address another account uses", async () => {
    const company = await scimCompany();
    const other = await person({ tier: "enterprise" });
    const created = await scim(company.token, "POST", "/Users", {
      schemas: [USER],
      userName: address("mine"),
    });
    const clash = await scim(company.token, "PATCH", `/Users/${created.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", path: "userName", value: other.user.email }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.scimType).toBe("uniqueness");
    expect((await findUser(Number(created.body.id)))?.email).toBe(created.body.userName);
  });
});
