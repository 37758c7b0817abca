import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { signInAs } from "../support/sign-in.ts";

// Platform Settings → CRM Integration against the local fake Salesforce (e2e/run.ts starts it):
// configure, test the connection, map a field, sync now and read the log. The integration is
// switched off again at the end (the suite shares one database).

const SALESFORCE = process.env.E2E_FAKE_SALESFORCE_URL;
const ORG = `fake-client-e2e-${Date.now()}`;

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

describe("CRM integration", () => {
  it("a platform admin configures Salesforce, tests it, maps a field, syncs now and sees the log", async () => {
    assert.ok(SALESFORCE, "e2e/run.ts starts the fake Salesforce");
    const admin = await signInAs(browser, "platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings/crm");
    const panel = page.getByRole("region", { name: "Salesforce CRM" });
    await panel.getByText("Unknown", { exact: true }).waitFor();

    await panel.getByLabel("Login URL").fill(SALESFORCE);
    await panel.getByLabel("Client id (consumer key)").fill(ORG);
    await panel.getByLabel("Username", { exact: true }).fill("integration@charterly.test");
    await panel.getByLabel("Client secret").fill("fake-secret");
    await panel.getByLabel("Password", { exact: true }).fill("correct-password");
    await panel.getByLabel("Security token").fill("TOKEN");
    await panel.getByRole("switch", { name: "Enabled" }).click();
    await panel.getByRole("button", { name: "Save Configuration" }).click();
    await toast(page, "Configuration Saved");
    // The secrets are stored, never shown: the form says so and its fields are empty again.
    assert.equal(await panel.getByLabel("Password", { exact: true }).inputValue(), "");
    await panel.getByText("Stored (encrypted). Type a new value to replace it.").first().waitFor();

    await panel.getByRole("tab", { name: "Testing" }).click();
    await panel.getByRole("button", { name: "Test Connection" }).click();
    await toast(page, "Connection Successful");
    await panel.getByText("Connected", { exact: true }).waitFor();

    await panel.getByRole("tab", { name: "Field Mappings" }).click();
    await panel.getByLabel("Charterly field").selectOption("subscriptionTier");
    await panel.getByLabel("Salesforce field").selectOption("Charterly_Plan__c");
    await panel.getByLabel("Field type").selectOption("picklist");
    await panel.getByLabel("Transformation").selectOption("picklist");
    await panel.getByLabel("Value map").fill("enterprise = Enterprise\nper_document = Pay Per Use");
    await panel.getByRole("button", { name: "Add Mapping" }).click();
    await toast(page, "Mapping Added");
    await panel.getByRole("cell", { name: "Charterly_Plan__c" }).waitFor();

    await panel.getByRole("tab", { name: "Testing" }).click();
    await panel.getByRole("button", { name: "Sync Now" }).click();
    await toast(page, "Sync Complete");
    const run = panel.getByRole("table", { name: "Sync runs, newest first" }).getByRole("row").nth(1);
    await run.getByText("succeeded").waitFor();
    assert.match((await run.textContent()) ?? "", /Sync now/);

    const leads = (await (await fetch(`${SALESFORCE}/__leads?org=${ORG}`)).json()) as Array<
      Record<string, string>
    >;
    const enterpriseAdmin = leads.find((lead) => lead.Email === "admin@enterprise.test");
    assert.equal(enterpriseAdmin?.Charterly_Plan__c, "Enterprise");
    assert.match(enterpriseAdmin?.Company ?? "", /^Northwind Enterprise/);

    // Undo: the mapping goes, the integration is switched off.
    const mappings = (await (await admin.api("GET", "/api/admin/crm/mappings")).json()) as Array<{
      id: number;
      crmField: string;
    }>;
    const added = mappings.find((m) => m.crmField === "Charterly_Plan__c");
    assert.equal((await admin.api("DELETE", `/api/admin/crm/mappings/${added!.id}`)).status, 200);
    const off = await admin.api("POST", "/api/admin/crm/config", {
      loginUrl: SALESFORCE,
      clientId: ORG,
      isEnabled: false,
    });
    assert.equal(off.status, 200);
    await admin.close();
  });

  it("a failed CRM sync says it failed, not 'Sync finished'", async () => {
    assert.ok(SALESFORCE, "e2e/run.ts starts the fake Salesforce");
    const admin = await signInAs(browser, "platform@charterly.test");
    // Switched on with a password the fake Salesforce refuses: the run cannot sign in.
    const config = {
      loginUrl: SALESFORCE,
      clientId: `${ORG}-refused`,
      username: "integration@charterly.test",
      clientSecret: "fake-secret",
      password: "wrong-password",
      securityToken: "TOKEN",
    };
    const on = await admin.api("POST", "/api/admin/crm/config", { ...config, isEnabled: true });
    assert.equal(on.status, 200, await on.clone().text());
    const { page } = admin;
    await page.goto("/platform-settings/crm");
    const panel = page.getByRole("region", { name: "Salesforce CRM" });
    await panel.getByRole("tab", { name: "Testing" }).click();
    await panel.getByRole("button", { name: "Sync Now" }).click();
    await toast(page, "Sync Failed");
    assert.equal(await page.getByText("Sync finished").count(), 0);
    const run = panel.getByRole("table", { name: "Sync runs, newest first" }).getByRole("row").nth(1);
    await run.getByText("failed").waitFor();

    const off = await admin.api("POST", "/api/admin/crm/config", {
      loginUrl: SALESFORCE,
      clientId: ORG,
      isEnabled: false,
    });
    assert.equal(off.status, 200);
    await admin.close();
  });
});
