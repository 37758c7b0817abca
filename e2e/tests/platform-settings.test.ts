import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { currentSection, PLATFORM_SECTIONS, sectionLink } from "../support/admin-panel.ts";
import { APP_URL } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { signInAs } from "../support/sign-in.ts";

// Platform Settings → System Settings, Deployment and the CRM frame, as the platform administrator
// sees them: real checks and figures, maintenance that runs, a global limit that is saved. The
// limit is put back at the end (the suite shares one database).

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

const card = (page: Page, name: string) => page.getByRole("region", { name });

describe("platform settings", () => {
  it("System Settings shows real status, runs a maintenance task and saves the global maximum users", async () => {
    const admin = await signInAs(browser, "platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings/system");
    await currentSection(page, PLATFORM_SECTIONS, "System Settings");

    const status = card(page, "System Status");
    await status.getByText("Database (D1)").waitFor();
    const database = status.getByRole("listitem").filter({ hasText: "Database (D1)" });
    await database.getByText("Operational").waitFor();
    // No Workers AI locally: the embedded engine stands in, and the badge says so.
    await status
      .getByRole("listitem")
      .filter({ hasText: "Workers AI" })
      .getByText("Embedded default")
      .waitFor();

    const security = card(page, "Security");
    const audit = security.getByRole("switch", { name: "Audit logging" });
    assert.equal(await audit.getAttribute("aria-checked"), "true");
    assert.equal(await audit.isDisabled(), true);

    const maintenance = card(page, "Maintenance");
    await maintenance.getByRole("button", { name: "Purge expired sessions" }).click();
    await maintenance.getByText(/expired sessions? removed\./).waitFor();

    const analytics = card(page, "Analytics");
    const companies = analytics
      .getByText("Companies", { exact: true })
      .locator("xpath=following-sibling::dd");
    assert.match((await companies.textContent()) ?? "", /^[1-9][\d,]*$/);

    const users = card(page, "Platform Users");
    const field = users.getByLabel("Global maximum users");
    const original = await field.inputValue();
    await field.fill("12345");
    await users.getByRole("button", { name: "Save" }).click();
    await page.getByText("Settings updated successfully").first().waitFor();
    await page.reload();
    assert.equal(await card(page, "Platform Users").getByLabel("Global maximum users").inputValue(), "12345");

    const restored = await admin.api("PUT", "/api/admin/platform-settings", {
      maxUsersGlobal: Number(original),
    });
    assert.equal(restored.status, 200);
    await admin.close();
  });

  it("Deployment shows the running Worker and the cron schedule; CRM Integration shows its frame", async () => {
    const admin = await signInAs(browser, "platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings");
    await currentSection(page, PLATFORM_SECTIONS, "Template Library");
    await sectionLink(page, PLATFORM_SECTIONS, "Deployment").click();
    await page.waitForURL((url) => url.pathname === "/platform-settings/deployment");
    const worker = card(page, "Worker");
    await worker.getByText(/^\d{4}-\d{2}-\d{2}$/).waitFor();
    await card(page, "Bindings").getByText("DB", { exact: true }).waitFor();
    await card(page, "Scheduled Jobs")
      .getByText(/deliver-queued-email/)
      .waitFor();
    await card(page, "Custom Domain").getByText("Custom Domain", { exact: false }).first().waitFor();
    // The Deployment tab's custom-domain steps use a placeholder domain, not this run's localhost.
    const steps = (await card(page, "Custom Domain").textContent()) ?? "";
    assert.match(steps, /https:\/\/policies\.example\.com\/api\/auth\/callback/);
    assert.doesNotMatch(steps, /localhost/);

    await sectionLink(page, PLATFORM_SECTIONS, "CRM Integration").click();
    await page.getByRole("tab", { name: "Field Mappings" }).waitFor();
    // A section is an address: Back returns to the one before.
    await page.goBack();
    await currentSection(page, PLATFORM_SECTIONS, "Deployment");
    await card(page, "Worker").waitFor();
    await admin.close();
  });

  it("saves the global maximum users before the page's JavaScript has loaded: the field's error, then the saved value", async () => {
    const admin = await signInAs(browser, "platform@charterly.test");
    // The same session in a browser that runs no JavaScript: the form is a plain HTML post.
    const noScript = await browser.newContext({
      baseURL: APP_URL,
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    const page = await noScript.newPage();
    page.setDefaultTimeout(15_000);
    // The old ?tab= address leads to the section's own (301).
    await page.goto("/platform-settings?tab=system");
    assert.equal(new URL(page.url()).pathname, "/platform-settings/system");
    const users = card(page, "Platform Users");
    const field = users.getByLabel("Global maximum users");
    const original = await field.inputValue();

    await field.fill("0");
    const [refused] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().includes("/platform-settings/system"),
      ),
      users.getByRole("button", { name: "Save" }).click(),
    ]);
    assert.equal(refused.status(), 400, "an invalid form is a 400 with its field errors, not a 500");
    await users.getByText("Maximum users must be at least 1").waitFor();
    assert.equal(
      await card(page, "Platform Users").getByLabel("Global maximum users").getAttribute("aria-invalid"),
      "true",
    );
    assert.equal(await card(page, "Platform Users").getByLabel("Global maximum users").inputValue(), "0");

    await card(page, "Platform Users").getByLabel("Global maximum users").fill("23456");
    await card(page, "Platform Users").getByRole("button", { name: "Save" }).click();
    await card(page, "Platform Users").getByText("Settings updated successfully").waitFor();
    await page.goto("/platform-settings/system");
    assert.equal(await card(page, "Platform Users").getByLabel("Global maximum users").inputValue(), "23456");

    const restored = await admin.api("PUT", "/api/admin/platform-settings", {
      maxUsersGlobal: Number(original),
    });
    assert.equal(restored.status, 200);
    await noScript.close();
    await admin.close();
  });

  it("a company admin is refused: Access Denied, then the dashboard", async () => {
    const companyAdmin = await signInAs(browser, "admin@enterprise.test");
    const { page } = companyAdmin;
    await page.goto("/platform-settings");
    await page.getByText("Access Denied").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    const res = await companyAdmin.api("GET", "/api/admin/system-status");
    assert.equal(res.status, 403);
    await companyAdmin.close();
  });
});
