// Microsoft Entra ID's provisioning service against /scim/v2, in the order its documentation gives:
// "Tutorial: Develop and plan provisioning for a SCIM endpoint in Microsoft Entra ID"
// (learn.microsoft.com/entra/identity/app-provisioning/use-scim-to-provision-users-and-groups,
// "User Operations" request/response pairs) and "Known issues and resolutions with SCIM 2.0 protocol
// compliance of the Microsoft Entra user provisioning service"
// (learn.microsoft.com/entra/identity/app-provisioning/application-provisioning-config-problem-scim-compatibility).
// The documented userName placeholders ("Test_User_…") are written as addresses here: Charterly's
// userName is the person's e-mail address, which Entra's default mapping (userPrincipalName) gives.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../../worker/db/schema";
import { cookieFor, domain, findUser, sessionsOf } from "../support/fixtures";
import { SCIM_CONTENT_TYPE, scim, scimCompany } from "../support/scim-requests";

const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const filterBy = (expression: string) => `/Users?filter=${encodeURIComponent(expression)}`;
const unique = () => crypto.randomUUID();

describe("Microsoft Entra ID's documented request sequence", () => {
  it("answers the connection probe, a filter on a random userName, with an empty ListResponse", async () => {
    const company = await scimCompany();
    // "Test Connection" queries a userName that cannot exist and expects 200 with no resources.
    const probe = await scim(company.token, "GET", filterBy(`userName eq "${unique()}"`));
    expect(probe.status).toBe(200);
    expect(probe.headers.get("content-type")).toContain(SCIM_CONTENT_TYPE);
    expect(probe.body).toEqual({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
  });

  it("creates, reads, finds, updates, disables and deletes a user as Entra ID does", async () => {
    const company = await scimCompany("Microsoft Entra ID");
    const userName = `Test_User_${unique().slice(0, 8)}@testuser.example`;
    const externalId = unique();

    // 1. Does the user exist? (filter on the matching attribute, userName by default)
    const before = await scim(company.token, "GET", filterBy(`userName eq "${userName}"`));
    expect(before.body.totalResults).toBe(0);

    // 2. Create User: the tutorial's body, enterprise schema listed, meta and roles sent along.
    const created = await scim(company.token, "POST", "/Users", {
      schemas: [USER, ENTERPRISE],
      externalId,
      userName,
      active: true,
      emails: [{ primary: true, type: "work", value: userName }],
      meta: { resourceType: "User" },
      name: { formatted: "givenName familyName", familyName: "familyName", givenName: "givenName" },
      roles: [],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.headers.get("location")).toBe(`http://localhost/scim/v2/Users/${id}`);
    expect(created.body).toMatchObject({
      externalId,
      userName: userName.toLowerCase(),
      active: true,
      name: { familyName: "familyName", givenName: "givenName", formatted: "givenName familyName" },
    });
    const person = await findUser(Number(id));
    expect(person).toMatchObject({ companyId: company.company.id, role: "user", firstName: "givenName" });

    // 3. Get User, and Get User by query (also by the e-mail's value path, Entra's own form).
    expect((await scim(company.token, "GET", `/Users/${id}`)).body.id).toBe(id);
    const found = await scim(company.token, "GET", filterBy(`userName eq "${userName}"`));
    expect(found.body.totalResults).toBe(1);
    const byEmail = await scim(
      company.token,
      "GET",
      filterBy(`emails[type eq "work"].value eq "${userName}"`),
    );
    expect(byEmail.body.Resources?.[0]?.id).toBe(id);
    const byExternalId = await scim(company.token, "GET", filterBy(`externalId eq "${externalId}"`));
    expect(byExternalId.body.Resources?.[0]?.id).toBe(id);

    // 4. Update User [multi-valued and single-valued properties]: capitalised "Replace" and "Add",
    //    a dotted path, and the enterprise extension's attribute by its URN path.
    const updated = await scim(company.token, "PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: "Replace", path: "name.familyName", value: "updatedFamilyName" },
        { op: "Add", path: `${ENTERPRISE}:department`, value: "Finance" },
        { op: "Replace", path: "title", value: "Controller" },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: { familyName: "updatedFamilyName", givenName: "givenName" },
      title: "Controller",
      [ENTERPRISE]: { department: "Finance" },
    });
    expect(updated.body.schemas).toEqual([USER, ENTERPRISE]);
    expect((await findUser(Number(id)))?.lastName).toBe("updatedFamilyName");

    // 5. The compatibility notes' path-less replace: dotted keys and a boolean as the string "False".
    const cookie = await cookieFor(Number(id));
    expect(cookie).toBeTruthy();
    const disabled = await scim(company.token, "PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "Replace", value: { "name.givenName": "Rename", active: "False" } }],
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ active: false, name: { givenName: "Rename" } });
    expect((await findUser(Number(id)))?.deactivatedAt).not.toBeNull();
    // Deactivation ends their sessions at once.
    expect(await sessionsOf(Number(id))).toEqual([]);

    // 6. Delete User: 204, then 404 in SCIM's form.
    const deleted = await scim(company.token, "DELETE", `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect(await findUser(Number(id))).toBeUndefined();
    const gone = await scim(company.token, "GET", `/Users/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
      status: "404",
    });

    // Every change is in the company's audit trail with the token's name.
    const audit = await domain()
      .directory.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.company.id), eq(auditEvents.targetId, id)));
    expect(audit.map((row) => row.action)).toEqual([
      "scim.user_create",
      "scim.user_update",
      "scim.user_deactivate",
      "scim.user_remove",
    ]);
    for (const row of audit)
      expect(row.details).toMatchObject({ via: "scim", scimToken: "Microsoft Entra ID" });
  });

  it("changes the e-mail address when Entra ID replaces userName, and ends the person's sessions", async () => {
    const company = await scimCompany();
    const first = `move-${unique().slice(0, 8)}@testuser.example`;
    const created = await scim(company.token, "POST", "/Users", {
      schemas: [USER],
      userName: first,
      active: true,
    });
    const id = Number(created.body.id);
    await cookieFor(id);
    const next = `moved-${unique().slice(0, 8)}@testuser.example`;
    const changed = await scim(company.token, "PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "Replace", path: "userName", value: next }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.userName).toBe(next);
    expect((await findUser(id))?.email).toBe(next);
    expect(await sessionsOf(id)).toEqual([]);
  });

  it("answers Groups honestly: not a resource type, and 404 in SCIM's form", async () => {
    const company = await scimCompany();
    const types = await scim(company.token, "GET", "/ResourceTypes");
    expect(types.body.Resources?.map((r) => r.id)).toEqual(["User"]);
    const groups = await scim(
      company.token,
      "GET",
      `/Groups?filter=${encodeURIComponent('displayName eq "x"')}`,
    );
    expect(groups.status).toBe(404);
    expect(groups.body).toMatchObject({ status: "404", detail: expect.stringContaining("Groups") });
  });
});
