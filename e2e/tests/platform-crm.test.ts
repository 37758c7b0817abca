import type { Page } from "@playwright/test";
import { expect, expectPresent, test } from "../support/fixtures.ts";

// Platform Settings → CRM Integration against the local fake Salesforce (e2e/global-setup.ts starts it):
// configure, test the connection, map a field, sync now and read the log. The integration is
// switched off again at the end (the suite shares one database).

const SALESFORCE = process.env.E2E_FAKE_SALESFORCE_URL;
const ORG = `fake-client-e2e-${Date.now()}`;

const toast = (page: Page, title: string) =>
  expect(page.getByText(title, { exact: true }).first()).toBeVisible();

test.describe("CRM integration", () => {
  test("a platform admin configures Salesforce, tests it, maps a field, syncs now and sees the log", async ({
    as,
  }) => {
    expectPresent(SALESFORCE, "e2e/global-setup.ts starts the fake Salesforce");
    const admin = await as("platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings/crm");
    const panel = page.getByRole("region", { name: "Salesforce CRM" });
    await expect(panel.getByText("Unknown", { exact: true })).toBeVisible();

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
    await expect(panel.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(
      panel.getByText("Stored (encrypted). Type a new value to replace it.").first(),
    ).toBeVisible();

    await panel.getByRole("tab", { name: "Testing" }).click();
    await panel.getByRole("button", { name: "Test Connection" }).click();
    await toast(page, "Connection Successful");
    await expect(panel.getByText("Connected", { exact: true })).toBeVisible();

    await panel.getByRole("tab", { name: "Field Mappings" }).click();
    await panel.getByLabel("Charterly field").selectOption("subscriptionTier");
    await panel.getByLabel("Salesforce field").selectOption("Charterly_Plan__c");
    await panel.getByLabel("Field type").selectOption("picklist");
    await panel.getByLabel("Transformation").selectOption("picklist");
    await panel.getByLabel("Value map").fill("enterprise = Enterprise\nper_document = Pay Per Use");
    await panel.getByRole("button", { name: "Add Mapping" }).click();
    await toast(page, "Mapping Added");
    await expect(panel.getByRole("cell", { name: "Charterly_Plan__c" })).toBeVisible();

    // Edit opens the form on the mapping; saved, the form starts again as an empty "Add a mapping".
    await panel.getByRole("button", { name: "Edit the mapping of Subscription tier" }).click();
    await expect(panel.getByRole("heading", { name: "Edit the mapping of Subscription tier" })).toBeVisible();
    await expect(panel.getByLabel("Value map")).toHaveValue(
      "enterprise = Enterprise\nper_document = Pay Per Use",
    );
    await panel.getByLabel("Default value").fill("freemium");
    await panel.getByRole("button", { name: "Save Mapping" }).click();
    await toast(page, "Mapping Updated");
    await expect(panel.getByRole("cell", { name: "freemium", exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Add a mapping" })).toBeVisible();
    await expect(panel.getByLabel("Charterly field")).toHaveValue("");

    await panel.getByRole("tab", { name: "Testing" }).click();
    await panel.getByRole("button", { name: "Sync Now" }).click();
    await toast(page, "Sync Complete");
    const run = panel.getByRole("table", { name: "Sync runs, newest first" }).getByRole("row").nth(1);
    await expect(run.getByText("succeeded")).toBeVisible();
    expect((await run.textContent()) ?? "").toMatch(/Sync now/);

    const leads = (await (await fetch(`${SALESFORCE}/__leads?org=${ORG}`)).json()) as Array<
      Record<string, string>
    >;
    const enterpriseAdmin = leads.find((lead) => lead.Email === "admin@enterprise.test");
    expect(enterpriseAdmin?.Charterly_Plan__c).toBe("Enterprise");
    expect(enterpriseAdmin?.Company ?? "").toMatch(/^Northwind Enterprise/);

    // Undo: the mapping goes (asked first), the integration is switched off.
    await panel.getByRole("tab", { name: "Field Mappings" }).click();
    await panel.getByRole("button", { name: "Delete the mapping of Subscription tier" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this mapping?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await toast(page, "Mapping Deleted");
    await expect(panel.getByRole("cell", { name: "Charterly_Plan__c" })).toHaveCount(0);
    const mappings = (await (await admin.api("GET", "/api/admin/crm/mappings")).json()) as Array<{
      crmField: string;
    }>;
    expect(mappings.find((m) => m.crmField === "Charterly_Plan__c")).toBeUndefined();
    const off = await admin.api("POST", "/api/admin/crm/config", {
      loginUrl: SALESFORCE,
      clientId: ORG,
      isEnabled: false,
    });
    expect(off.status).toBe(200);
    await admin.close();
  });

  test("a failed CRM sync says it failed, not 'Sync finished'", async ({ as }) => {
    expectPresent(SALESFORCE, "e2e/global-setup.ts starts the fake Salesforce");
    const admin = await as("platform@charterly.test");
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
    expect(on.status, await on.clone().text()).toBe(200);
    const { page } = admin;
    await page.goto("/platform-settings/crm");
    const panel = page.getByRole("region", { name: "Salesforce CRM" });
    await panel.getByRole("tab", { name: "Testing" }).click();
    await panel.getByRole("button", { name: "Sync Now" }).click();
    await toast(page, "Sync Failed");
    await expect(page.getByText("Sync finished")).toHaveCount(0);
    const run = panel.getByRole("table", { name: "Sync runs, newest first" }).getByRole("row").nth(1);
    await expect(run.getByText("failed")).toBeVisible();

    const off = await admin.api("POST", "/api/admin/crm/config", {
      loginUrl: SALESFORCE,
      clientId: ORG,
      isEnabled: false,
    });
    expect(off.status).toBe(200);
    await admin.close();
  });
});
