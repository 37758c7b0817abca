// CRM secrets stay write-only (decision 014). The login URL is Salesforce's own (https, a Salesforce
// host; the tests' fake only through the explicit test-only SALESFORCE_TEST_URL); changing it or
// the username drops the stored secrets; the instance_url Salesforce answers must be Salesforce's
// too; failures are named in Charterly's words, never with the remote body, the same for an
// address that does not answer as for one that answers something else.
import { env } from "cloudflare:workers";
import type { CrmConfigDto } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { salesforceRestApi } from "../../worker/adapters/salesforce/salesforce-rest-api";
import { crmConfigs } from "../../worker/db/schema";
import {
  FOREIGN_INSTANCE_MESSAGE,
  NOT_CONFIGURED_MESSAGE,
  STORED_LOGIN_URL_MESSAGE,
} from "../../worker/domain/crm/crm-session";
import { SALESFORCE_LOGIN_URL_MESSAGE } from "../../worker/domain/crm/salesforce-address";
import { ConfigurationError, readConfig, SALESFORCE_TEST_URL_IN_PRODUCTION_MESSAGE } from "../../worker/env";
import { callApi, domain, platformAdmin } from "../support/fixtures";
import { configure, newOrg, SECRETS, salesforceCalls, testConnection } from "./crm-support";

const COULD_NOT_REACH = "Charterly could not reach Salesforce. Try again later.";

const storedConfig = async () => (await domain().companyDb.select().from(crmConfigs))[0]!;
const save = (cookie: string, body: Record<string, unknown>, bindings = {}) =>
  callApi("POST", "/api/admin/crm/config", { cookie, body, bindings });

describe("CRM secrets stay write-only", () => {
  it("takes only an https login URL on a Salesforce host; the tests' fake only through SALESFORCE_TEST_URL", async () => {
    const admin = await platformAdmin();
    await configure(admin.cookie, newOrg());
    const before = await storedConfig();
    for (const loginUrl of [
      "http://login.salesforce.com",
      "https://evil.example",
      "https://login.salesforce.com.evil.example",
      "https://evil.example/login.salesforce.com",
      "https://login.salesforce.com@evil.example",
      "https://login.salesforce.com:8443",
      "https://login.salesforce.com/services/oauth2/token?x=1",
      "https://salesforce.com",
      "https://my.salesforce.com.evil.example",
      "http://127.0.0.1:9",
      "http://169.254.169.254",
    ]) {
      const res = await save(admin.cookie, { loginUrl, clientId: newOrg(), ...SECRETS });
      expect(res.status, loginUrl).toBe(400);
      expect(((await res.json()) as { fields?: Record<string, string> }).fields?.loginUrl, loginUrl).toBe(
        SALESFORCE_LOGIN_URL_MESSAGE,
      );
    }
    expect(await storedConfig()).toEqual(before);

    for (const [loginUrl, stored] of [
      ["https://login.salesforce.com", "https://login.salesforce.com"],
      ["https://test.salesforce.com/", "https://test.salesforce.com"],
      ["https://Acme.my.salesforce.com", "https://acme.my.salesforce.com"],
      ["https://acme--uat.sandbox.my.salesforce.com", "https://acme--uat.sandbox.my.salesforce.com"],
    ]) {
      const res = await save(admin.cookie, { loginUrl, clientId: newOrg(), ...SECRETS });
      expect(res.status, loginUrl).toBe(200);
      expect(((await res.json()) as CrmConfigDto).loginUrl).toBe(stored);
    }

    // The fake is accepted only because the test configuration names it; without the setting it is refused.
    expect((await save(admin.cookie, { loginUrl: env.SALESFORCE_TEST_URL, ...SECRETS })).status).toBe(200);
    const withoutAllowance = await save(
      admin.cookie,
      { loginUrl: env.SALESFORCE_TEST_URL, ...SECRETS },
      { SALESFORCE_TEST_URL: undefined },
    );
    expect(withoutAllowance.status).toBe(400);
    // And production refuses to start with it at all.
    expect(() =>
      readConfig({ ...env, APP_ENV: "production", APP_URL: "https://charterly.example.com" }),
    ).toThrow(ConfigurationError);
    expect(() =>
      readConfig({ ...env, APP_ENV: "production", APP_URL: "https://charterly.example.com" }),
    ).toThrow(SALESFORCE_TEST_URL_IN_PRODUCTION_MESSAGE);
  });

  it("drops the stored client secret, password and token when the login URL or the username changes", async () => {
    const admin = await platformAdmin();
    const org = newOrg();
    const connected = {
      loginUrl: env.SALESFORCE_TEST_URL,
      clientId: org,
      username: "integration@example.com",
    };
    await configure(admin.cookie, org);
    expect((await testConnection(admin.cookie)).connected).toBe(true);
    const allCleared = { clientSecretSet: false, passwordSet: false, securityTokenSet: false };

    // Another user: the stored secrets are not sent for them.
    const renamed = await save(admin.cookie, { ...connected, username: "someone.else@example.com" });
    expect(await renamed.json()).toMatchObject({ ...allCleared, connectionStatus: "unknown" });
    const calls = (await salesforceCalls(org)).length;
    expect(await testConnection(admin.cookie)).toEqual({ connected: false, message: NOT_CONFIGURED_MESSAGE });
    expect((await salesforceCalls(org)).length).toBe(calls);

    // Entered again with the change, they are kept.
    await configure(admin.cookie, org);
    expect((await testConnection(admin.cookie)).connected).toBe(true);

    // Another address (a Salesforce one, but not the one the secrets were entered for).
    const moved = await save(admin.cookie, { ...connected, loginUrl: "https://acme.my.salesforce.com" });
    expect(await moved.json()).toMatchObject(allCleared);
    const row = await storedConfig();
    expect([row.clientSecretEncrypted, row.passwordEncrypted, row.securityTokenEncrypted]).toEqual([
      null,
      null,
      null,
    ]);

    // Saving the same address and user without secrets keeps them, as before.
    await configure(admin.cookie, org);
    const { clientSecret: _c, password: _p, securityToken: _s, ...withoutSecrets } = { ...SECRETS };
    const kept = await save(admin.cookie, { ...connected, ...withoutSecrets });
    expect(await kept.json()).toMatchObject({
      clientSecretSet: true,
      passwordSet: true,
      securityTokenSet: true,
    });
  });

  it("sends nothing to an instance_url that is not Salesforce's, nor secrets to a login URL saved before the rule", async () => {
    const admin = await platformAdmin();
    await configure(admin.cookie, `fake-client-foreign-instance-${crypto.randomUUID()}`);
    expect(await testConnection(admin.cookie)).toEqual({
      connected: false,
      message: FOREIGN_INSTANCE_MESSAGE,
    });
    const row = await storedConfig();
    expect(row.instanceUrl).toBeNull();
    expect(row.accessTokenEncrypted).toBeNull();

    // A login URL stored before the rule (any address was accepted then): its secrets stay here.
    await configure(admin.cookie, newOrg());
    await domain().companyDb.update(crmConfigs).set({ apiUrl: "https://evil.example" });
    expect(await testConnection(admin.cookie)).toEqual({
      connected: false,
      message: STORED_LOGIN_URL_MESSAGE,
    });
  });

  it("names the failure in Charterly's words: the remote body is never echoed, open ports and closed ones read alike", async () => {
    const admin = await platformAdmin();
    // A proxy page from the login host: not echoed, no status, no internal address.
    await configure(admin.cookie, `fake-client-down-${crypto.randomUUID()}`);
    const down = await testConnection(admin.cookie);
    expect(down).toEqual({ connected: false, message: COULD_NOT_REACH });

    // The wrong password: Salesforce's refusal by its code, not its description.
    await configure(admin.cookie, newOrg(), { password: "wrong" });
    const refused = await testConnection(admin.cookie);
    expect(refused.message).toMatch(/^Salesforce refused the credentials \(invalid_grant\)/);
    expect(refused.message).not.toMatch(/authentication failure/);

    // Nothing listening (the discard port) reads exactly as an address that answers a page.
    const credentials = {
      authFlow: "password" as const,
      clientId: "fake-client-down-probe",
      clientSecret: "s",
      username: "u",
      passwordWithToken: "p",
    };
    const closed = await salesforceRestApi("http://127.0.0.1:9")
      .obtainToken({ ...credentials, loginUrl: "http://127.0.0.1:9" })
      .catch((error: Error) => error.message);
    const open = await salesforceRestApi(env.SALESFORCE_TEST_URL)
      .obtainToken({ ...credentials, loginUrl: env.SALESFORCE_TEST_URL })
      .catch((error: Error) => error.message);
    expect([closed, open]).toEqual([COULD_NOT_REACH, COULD_NOT_REACH]);
  });
});
