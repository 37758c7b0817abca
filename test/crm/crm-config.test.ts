import type { CrmConfigDto, CrmFieldDto, CrmMappingDto } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { auditEvents, crmConfigs } from "../../worker/db/schema";
import { isSealed } from "../../worker/domain/secrets/secret-box";
import { callApi, domain, person, platformAdmin } from "../support/fixtures";
import { configure, newOrg, SECRETS, testConnection } from "./crm-support";

// Salesforce configuration, connection test and field mappings (administration side §2 CRM
// Integration, §3, §4, §5, §8), against the local fake Salesforce.

const WRONG_PASSWORD =
  "Salesforce refused the credentials (invalid_grant): the username, password or security token is wrong, or the user is locked out.";

const config = async (cookie: string) =>
  (await (await callApi("GET", "/api/admin/crm/config", { cookie })).json()) as CrmConfigDto;

describe("configuration", () => {
  it("stores the secrets sealed and never returns them; the screen learns only whether each is set", async () => {
    const admin = await platformAdmin();
    const saved = await configure(admin.cookie, newOrg());
    expect(saved).toMatchObject({ clientSecretSet: true, passwordSet: true, securityTokenSet: true });
    const row = (await domain().companyDb.select().from(crmConfigs))[0]!;
    for (const sealed of [row.clientSecretEncrypted, row.passwordEncrypted, row.securityTokenEncrypted])
      expect(isSealed(sealed!)).toBe(true);

    const everything = [
      JSON.stringify(await config(admin.cookie)),
      JSON.stringify(await testConnection(admin.cookie)),
      JSON.stringify(await domain().companyDb.select().from(auditEvents)),
    ].join("\n");
    for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
  });

  it("keeps a secret that is not sent again, clears one on request, and resets the status when the sign-in changes", async () => {
    const admin = await platformAdmin();
    const org = newOrg();
    await configure(admin.cookie, org);
    expect((await testConnection(admin.cookie)).connected).toBe(true);

    // Saving without the secrets (the form leaves them empty) keeps them: still connected.
    const { clientSecret: _c, password: _p, securityToken: _s, ...rest } = { ...SECRETS };
    const res = await callApi("POST", "/api/admin/crm/config", {
      cookie: admin.cookie,
      body: {
        loginUrl: (await config(admin.cookie)).loginUrl,
        clientId: org,
        username: "integration@example.com",
        isEnabled: true,
        ...rest,
      },
    });
    expect(await res.json()).toMatchObject({ passwordSet: true, connectionStatus: "connected" });

    const changed = await configure(admin.cookie, org, {
      username: "other@example.com",
      clear: ["securityToken"],
    });
    expect(changed).toMatchObject({ securityTokenSet: false, connectionStatus: "unknown" });
  });

  it("turns an invalid sync frequency into 24 hours and refuses a login URL that is not an address", async () => {
    const admin = await platformAdmin();
    for (const [given, kept] of [
      [0, 24],
      [169, 24],
      ["abc", 24],
      [1, 1],
      [168, 168],
    ] as const) {
      expect(
        (await configure(admin.cookie, newOrg(), { syncFrequencyHours: given })).syncFrequencyHours,
      ).toBe(kept);
    }
    const bad = await callApi("POST", "/api/admin/crm/config", {
      cookie: admin.cookie,
      body: { loginUrl: "not a url", clientId: newOrg() },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/loginUrl: The login URL/);
  });

  it("is for platform administrators only", async () => {
    const companyAdmin = await person({ tier: "enterprise", role: "company_admin" });
    expect((await callApi("GET", "/api/admin/crm/config", { cookie: companyAdmin.cookie })).status).toBe(403);
    expect((await callApi("POST", "/api/admin/crm/test", { cookie: companyAdmin.cookie })).status).toBe(403);
  });
});

describe("connection test", () => {
  it("a bad password shows Failed, naming Salesforce's refusal; the right one shows Connected", async () => {
    const admin = await platformAdmin();
    const org = newOrg();
    await configure(admin.cookie, org, { password: "wrong-password" });
    expect(await testConnection(admin.cookie)).toEqual({ connected: false, message: WRONG_PASSWORD });
    expect(await config(admin.cookie)).toMatchObject({
      connectionStatus: "failed",
      lastConnectionMessage: WRONG_PASSWORD,
    });
    expect((await config(admin.cookie)).lastConnectionTest).not.toBeNull();

    await configure(admin.cookie, org, { password: SECRETS.password });
    const ok = await testConnection(admin.cookie);
    expect(ok.connected).toBe(true);
    expect(ok.message).toMatch(/^Connected to 127\.0\.0\.1/);
    expect((await config(admin.cookie)).connectionStatus).toBe("connected");
  });

  it("reports a wrong client id and a locked user by Salesforce's error code; client credentials need no user", async () => {
    const admin = await platformAdmin();
    await configure(admin.cookie, "someone-else");
    expect((await testConnection(admin.cookie)).message).toBe(
      "Salesforce refused the credentials (invalid_client_id): the client id (consumer key) is not known to this org.",
    );
    await configure(admin.cookie, newOrg(), { username: "locked.user@example.com" });
    expect((await testConnection(admin.cookie)).message).toBe(WRONG_PASSWORD);
    await configure(admin.cookie, newOrg(), {
      authFlow: "client_credentials",
      username: "",
      password: undefined,
    });
    expect((await testConnection(admin.cookie)).connected).toBe(true);
  });

  it("lists Lead's writable fields only when connected", async () => {
    const admin = await platformAdmin();
    await configure(admin.cookie, newOrg(), { password: "wrong" });
    await testConnection(admin.cookie);
    expect((await callApi("GET", "/api/admin/crm/fields", { cookie: admin.cookie })).status).toBe(409);
    await configure(admin.cookie, newOrg());
    await testConnection(admin.cookie);
    const fields = (await (
      await callApi("GET", "/api/admin/crm/fields", { cookie: admin.cookie })
    ).json()) as CrmFieldDto[];
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.Id).toBeUndefined();
    expect(byName.LastName).toMatchObject({ type: "string", required: true });
    expect(byName.Charterly_Plan__c?.picklistValues).toContain("Pay Per Use");
  });
});

describe("field mappings", () => {
  const mapping = (cookie: string, body: Record<string, unknown>, id?: number) =>
    callApi(id ? "PUT" : "POST", id ? `/api/admin/crm/mappings/${id}` : "/api/admin/crm/mappings", {
      cookie,
      body,
    });

  it("a fresh install maps the obvious pairs to Lead's standard fields", async () => {
    const admin = await platformAdmin();
    const list = (await (
      await callApi("GET", "/api/admin/crm/mappings", { cookie: admin.cookie })
    ).json()) as CrmMappingDto[];
    expect(list.map((m) => [m.localField, m.crmField])).toEqual(
      expect.arrayContaining([
        ["firstName", "FirstName"],
        ["lastName", "LastName"],
        ["email", "Email"],
        ["companyName", "Company"],
        ["companyWebsite", "Website"],
      ]),
    );
  });

  it("saves a mapping only when the field exists, fits the type, takes the mapped picklist values and is not mapped yet", async () => {
    const admin = await platformAdmin();
    await configure(admin.cookie, newOrg(), { password: "wrong" });
    await testConnection(admin.cookie);
    const notConnected = await mapping(admin.cookie, {
      localField: "createdAt",
      crmField: "Signed_Up__c",
      fieldType: "date",
    });
    expect(notConnected.status).toBe(409);
    expect(((await notConnected.json()) as { message: string }).message).toMatch(
      /Test the Salesforce connection first/,
    );
    await configure(admin.cookie, newOrg());
    await testConnection(admin.cookie);

    const missing = await mapping(admin.cookie, {
      localField: "createdAt",
      crmField: "Nope__c",
      fieldType: "date",
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(
      /Lead has no writable field named Nope__c/,
    );

    const wrongType = await mapping(admin.cookie, {
      localField: "createdAt",
      crmField: "Email",
      fieldType: "date",
    });
    expect(wrongType.status).toBe(409);

    const takenCrm = await mapping(admin.cookie, {
      localField: "companySize",
      crmField: "Website",
      fieldType: "url",
    });
    expect(takenCrm.status).toBe(409);
    expect(((await takenCrm.json()) as { message: string }).message).toMatch(
      /Website already receives Company website/,
    );

    const badPicklist = await mapping(admin.cookie, {
      localField: "subscriptionTier",
      crmField: "Charterly_Plan__c",
      fieldType: "picklist",
      transformationRule: { kind: "picklist", map: { enterprise: "Platinum" } },
    });
    expect(badPicklist.status).toBe(400);

    const dateField = await mapping(admin.cookie, {
      localField: "companySize",
      crmField: "Signed_Up__c",
      fieldType: "string",
    });
    expect(dateField.status).toBe(400);

    const ok = await mapping(admin.cookie, {
      localField: "subscriptionTier",
      crmField: "charterly_plan__c",
      fieldType: "picklist",
      transformationRule: {
        kind: "picklist",
        map: { enterprise: "Enterprise", per_document: "Pay Per Use" },
      },
    });
    expect(ok.status).toBe(200);
    const saved = (await ok.json()) as CrmMappingDto;
    expect(saved).toMatchObject({ crmField: "Charterly_Plan__c", fieldType: "picklist" });

    const bothSides = await mapping(admin.cookie, {
      localField: "createdAt",
      crmField: "",
      fieldType: "date",
    });
    expect(bothSides.status).toBe(400);
    expect(
      (await callApi("DELETE", `/api/admin/crm/mappings/${saved.id}`, { cookie: admin.cookie })).status,
    ).toBe(200);
    expect(
      (await callApi("DELETE", `/api/admin/crm/mappings/${saved.id}`, { cookie: admin.cookie })).status,
    ).toBe(404);
  });
});
