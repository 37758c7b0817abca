import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

// Platform Settings → System Settings, Deployment and the CRM frame, as the platform administrator
// sees them: real checks and figures, maintenance that runs, a global limit that is saved. The
// limit is put back at the end (the suite shares one database).

const card = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("platform settings", () => {
  test("System Settings shows real status, runs a maintenance task and saves the global maximum users", async ({
    as,
  }) => {
    const admin = await as("platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings?tab=system");
    await expect(page.getByRole("tab", { name: "System Settings", selected: true })).toBeVisible();

    const status = card(page, "System Status");
    await expect(status.getByText("Database (D1)")).toBeVisible();
    const database = status.getByRole("listitem").filter({ hasText: "Database (D1)" });
    await expect(database.getByText("Operational")).toBeVisible();
    // No Workers AI locally: the embedded engine stands in, and the badge says so.
    await expect(
      status.getByRole("listitem").filter({ hasText: "Workers AI" }).getByText("Embedded default"),
    ).toBeVisible();

    const security = card(page, "Security");
    const audit = security.getByRole("switch", { name: "Audit logging" });
    await expect(audit).toHaveAttribute("aria-checked", "true");
    await expect(audit).toBeDisabled();

    const maintenance = card(page, "Maintenance");
    await maintenance.getByRole("button", { name: "Purge expired sessions" }).click();
    await expect(maintenance.getByText(/expired sessions? removed\./)).toBeVisible();

    const analytics = card(page, "Analytics");
    const companies = analytics
      .getByText("Companies", { exact: true })
      .locator("xpath=following-sibling::dd");
    expect((await companies.textContent()) ?? "").toMatch(/^[1-9][\d,]*$/);

    const users = card(page, "Platform Users");
    const field = users.getByLabel("Global maximum users");
    const original = await field.inputValue();
    await field.fill("12345");
    await users.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
    await page.reload();
    await expect(card(page, "Platform Users").getByLabel("Global maximum users")).toHaveValue("12345");

    const restored = await admin.api("PUT", "/api/admin/platform-settings", {
      maxUsersGlobal: Number(original),
    });
    expect(restored.status).toBe(200);
    await admin.close();
  });

  test("Deployment shows the running Worker and the cron schedule; CRM Integration shows its frame", async ({
    as,
  }) => {
    const admin = await as("platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings");
    await expect(page.getByRole("tab", { name: "Template Library", selected: true })).toBeVisible();
    await page.getByRole("tab", { name: "Deployment" }).click();
    await page.waitForURL(/[?&]tab=deployment/);
    const worker = card(page, "Worker");
    await expect(worker.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(card(page, "Bindings").getByText("DB", { exact: true })).toBeVisible();
    await expect(card(page, "Scheduled Jobs").getByText(/deliver-queued-email/)).toBeVisible();
    await expect(
      card(page, "Custom Domain").getByText("Custom Domain", { exact: false }).first(),
    ).toBeVisible();
    // The Deployment tab's custom-domain steps use a placeholder domain, not this run's localhost.
    const steps = (await card(page, "Custom Domain").textContent()) ?? "";
    expect(steps).toMatch(/https:\/\/policies\.example\.com\/api\/auth\/callback/);
    expect(steps).not.toMatch(/localhost/);

    await page.getByRole("tab", { name: "CRM Integration" }).click();
    await expect(page.getByRole("tab", { name: "Field Mappings" })).toBeVisible();
    await admin.close();
  });

  test("a company admin is refused: Access Denied, then the dashboard", async ({ as }) => {
    const companyAdmin = await as("admin@enterprise.test");
    const { page } = companyAdmin;
    await page.goto("/platform-settings");
    await expect(page.getByText("Access Denied")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");
    const res = await companyAdmin.api("GET", "/api/admin/system-status");
    expect(res.status).toBe(403);
    await companyAdmin.close();
  });
});
