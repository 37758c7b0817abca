import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectPresent, type SignedIn, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// Platform Settings before (or without) the page's JavaScript (decision 026): a template is deleted
// after the question the action asks (and one deleted meanwhile is said), and the CRM integration's
// Testing and Field Mappings panels are reached through links: the connection tested, a mapping
// refused next to its field, added, and deleted after the question.

const SALESFORCE = process.env.E2E_FAKE_SALESFORCE_URL;
const suffix = Date.now().toString(36);
const ORG = `fake-client-nojs-${suffix}`;

test.describe.configure({ mode: "serial" });

let platform: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  platform = await withoutJavaScript(browser);
  await signInWithoutJavaScript(platform.page, "platform@charterly.test");
});
test.afterAll(async () => {
  await platform.context.close();
});

/** Creates a template through the API; its id. */
async function templateNamed(admin: SignedIn, name: string) {
  const res = await admin.api("POST", "/api/admin/templates", {
    name,
    description: "Deleted without scripts.",
    category: "hr",
    requiredTier: "enterprise",
    isPublic: false,
    previewContent: null,
    content: "[Company Name] keeps its forms working.",
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

const card = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name });

test("deletes a template after the question; one deleted meanwhile is said", async ({ as }) => {
  const admin = await as("platform@charterly.test");
  const kept = `Nojs Delete ${suffix}`;
  const gone = `Nojs Gone ${suffix}`;
  await templateNamed(admin, kept);
  const goneId = await templateNamed(admin, gone);
  const { page } = platform;

  await page.goto("/platform-settings/templates");
  await card(page, kept)
    .getByRole("button", { name: `Delete ${kept}` })
    .click();
  let question = page.getByRole("alertdialog", { name: "Delete Template" });
  await expect(question.getByText(`“${kept}”`)).toBeVisible();
  await question.getByRole("button", { name: "Delete Template" }).click();
  await expect(page.getByText("The template was deleted.")).toBeVisible();
  await expect(card(page, kept)).toHaveCount(0);

  await card(page, gone)
    .getByRole("button", { name: `Delete ${gone}` })
    .click();
  question = page.getByRole("alertdialog", { name: "Delete Template" });
  expect((await admin.api("DELETE", `/api/admin/templates/${goneId}`)).status).toBe(200);
  await question.getByRole("button", { name: "Delete Template" }).click();
  await expect(page.getByText("Deletion Failed")).toBeVisible();
  await expect(card(page, gone)).toHaveCount(0);
});

test("the CRM's Testing and Field Mappings panels are links: a test, and a mapping added and deleted", async ({
  as,
}) => {
  expectPresent(SALESFORCE, "e2e/global-setup.ts starts the fake Salesforce");
  const admin = await as("platform@charterly.test");
  const config = await admin.api("POST", "/api/admin/crm/config", {
    loginUrl: SALESFORCE,
    clientId: ORG,
    username: "integration@charterly.test",
    clientSecret: "fake-secret",
    password: "correct-password",
    securityToken: "TOKEN",
    isEnabled: false,
  });
  expect(config.status, await config.clone().text()).toBe(200);
  const { page } = platform;
  try {
    await page.goto("/platform-settings/crm");
    const sections = page.getByRole("navigation", { name: "CRM integration sections" });
    await sections.getByRole("link", { name: "Testing" }).click();
    await page.waitForURL(/[?&]panel=testing/);
    await expect(sections.getByRole("link", { name: "Testing" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: "Test Connection" }).click();
    await expect(page.getByText("Connection Successful")).toBeVisible();
    await expect(page.getByText("Connected", { exact: true })).toBeVisible();

    await sections.getByRole("link", { name: "Field Mappings" }).click();
    await page.waitForURL(/[?&]panel=mappings/);
    const form = page.getByRole("form", { name: "Add a mapping" });
    await form.getByLabel("Charterly field").selectOption("subscriptionTier");
    await form.getByLabel("Salesforce field").fill("No_Such_Field__c");
    await form.getByRole("button", { name: "Add Mapping" }).click();
    await expect(page.getByText("Save Failed")).toBeVisible();
    const field = page.getByRole("form", { name: "Add a mapping" }).getByLabel("Salesforce field");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("No_Such_Field__c");

    await field.fill("Charterly_Plan__c");
    await page.getByRole("form", { name: "Add a mapping" }).getByLabel("Field type").selectOption("picklist");
    await page
      .getByRole("form", { name: "Add a mapping" })
      .getByRole("button", { name: "Add Mapping" })
      .click();
    await expect(page.getByText("Mapping Added")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Charterly_Plan__c" })).toBeVisible();

    await page.getByRole("button", { name: "Delete the mapping of Subscription tier" }).click();
    const question = page.getByRole("alertdialog", { name: "Delete this mapping?" });
    await question.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Mapping Deleted")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Charterly_Plan__c" })).toHaveCount(0);
  } finally {
    // Undo: no mapping of this test's left, the integration switched off (the suite shares a database).
    const mappings = (await (await admin.api("GET", "/api/admin/crm/mappings")).json()) as Array<{
      id: number;
      crmField: string;
    }>;
    for (const mapping of mappings.filter((m) => m.crmField === "Charterly_Plan__c"))
      await admin.api("DELETE", `/api/admin/crm/mappings/${mapping.id}`);
    await admin.api("POST", "/api/admin/crm/config", {
      loginUrl: SALESFORCE,
      clientId: ORG,
      isEnabled: false,
    });
  }
});
