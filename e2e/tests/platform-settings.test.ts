import type { Page } from "@playwright/test";
import { currentSection, PLATFORM_SECTIONS, sectionLink } from "../support/admin-panel.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { runSql } from "../support/local-database.ts";

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
    await page.goto("/platform-settings/system");
    await currentSection(page, PLATFORM_SECTIONS, "System Settings");

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

  test("System Settings lists every scheduled job with its last run, and its full e-mail queue scrolls by keyboard (axe)", async ({
    as,
  }) => {
    // The end-to-end stack fires no crons (only `npm start` does: decision 031): a last run as the
    // cron trigger leaves it, and a full queue of old sent e-mails (listed last), removed at the end.
    const ran = Date.now() - 60_000;
    runSql(
      `INSERT INTO job_runs (job, cron, started_at, finished_at, outcome, summary) VALUES ('deliver-queued-email', '*/5 * * * *', ${ran}, ${ran + 40}, 'ok', '0 e-mails sent') ON CONFLICT(job) DO UPDATE SET started_at = excluded.started_at, finished_at = excluded.finished_at, outcome = 'ok', summary = excluded.summary`,
    );
    runSql(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 120) INSERT INTO email_outbox (to_address, subject, text_body, kind, status, attempts, created_at, sent_at) SELECT 'queue-filler-' || i || '@example.test', 'Filler', 'Filler', 'invitation', 'sent', 1, 946684800000 + i, 946684800000 + i FROM n",
    );
    const admin = await as("platform@charterly.test");
    const { page } = admin;
    try {
      await page.goto("/platform-settings/system");
      const jobs = card(page, "Scheduled jobs").getByRole("table", {
        name: "Scheduled jobs and their last runs",
      });
      const delivery = jobs.getByRole("row", { name: /deliver-queued-email/ });
      await expect(delivery.getByText("Succeeded")).toBeVisible();
      await expect(delivery.getByText("0 e-mails sent")).toBeVisible();
      await expect(delivery.getByText("Every 5 minutes")).toBeVisible();
      const reminders = jobs.getByRole("row", { name: /review-reminders/ });
      await expect(reminders.getByText("Never run")).toBeVisible();
      await expect(reminders.getByText("Daily at 06:00 UTC")).toBeVisible();

      // The full queue is a named region that takes focus, so the keyboard scrolls it.
      const queue = card(page, "Outgoing E-mail").getByRole("region", { name: "Outgoing e-mail queue" });
      // Full: a hundred e-mails listed (the card's page), far more than its height shows.
      await expect(queue.getByRole("row").nth(100)).toBeAttached();
      await queue.focus();
      await expect(queue).toBeFocused();
      await page.keyboard.press("End");
      await expect.poll(() => queue.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    } finally {
      runSql("DELETE FROM email_outbox WHERE to_address LIKE 'queue-filler-%@example.test'");
      await admin.close();
    }
  });

  test("Deployment shows the running Worker and the cron schedule; CRM Integration shows its frame", async ({
    as,
  }) => {
    const admin = await as("platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings");
    await currentSection(page, PLATFORM_SECTIONS, "Template Library");
    await sectionLink(page, PLATFORM_SECTIONS, "Deployment").click();
    await page.waitForURL((url) => url.pathname === "/platform-settings/deployment");
    const worker = card(page, "Worker");
    await expect(worker.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(card(page, "Bindings").getByText("DB", { exact: true })).toBeVisible();
    // Every company database, not only the directory's own (local runs bind two).
    await expect(card(page, "Bindings").getByText("COMPANY_DB_2", { exact: true })).toBeVisible();
    await expect(card(page, "Scheduled Jobs").getByText(/deliver-queued-email/)).toBeVisible();
    await expect(
      card(page, "Custom Domain").getByText("Custom Domain", { exact: false }).first(),
    ).toBeVisible();
    // The Deployment tab's custom-domain steps use a placeholder domain, not this run's localhost.
    const steps = (await card(page, "Custom Domain").textContent()) ?? "";
    expect(steps).toMatch(/https:\/\/policies\.example\.com\/api\/auth\/callback/);
    expect(steps).not.toMatch(/localhost/);

    await sectionLink(page, PLATFORM_SECTIONS, "CRM Integration").click();
    await expect(page.getByRole("tab", { name: "Field Mappings" })).toBeVisible();
    // A section is an address: Back returns to the one before.
    await page.goBack();
    await currentSection(page, PLATFORM_SECTIONS, "Deployment");
    await expect(card(page, "Worker")).toBeVisible();
    await admin.close();
  });

  test("saves the global maximum users before the page's JavaScript has loaded: the field's error, then the saved value", async ({
    as,
    newVisitor,
  }) => {
    const admin = await as("platform@charterly.test");
    // The same session in a browser that runs no JavaScript: the form is a plain HTML post.
    const { context: noScript, page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    // The old ?tab= address leads to the section's own (301).
    await page.goto("/platform-settings?tab=system");
    expect(new URL(page.url()).pathname).toBe("/platform-settings/system");
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
    expect(refused.status(), "an invalid form is a 400 with its field errors, not a 500").toBe(400);
    await expect(users.getByText("Maximum users must be at least 1")).toBeVisible();
    await expect(card(page, "Platform Users").getByLabel("Global maximum users")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(card(page, "Platform Users").getByLabel("Global maximum users")).toHaveValue("0");

    await card(page, "Platform Users").getByLabel("Global maximum users").fill("23456");
    await card(page, "Platform Users").getByRole("button", { name: "Save" }).click();
    await expect(card(page, "Platform Users").getByText("Settings updated successfully")).toBeVisible();
    await page.goto("/platform-settings/system");
    await expect(card(page, "Platform Users").getByLabel("Global maximum users")).toHaveValue("23456");

    const restored = await admin.api("PUT", "/api/admin/platform-settings", {
      maxUsersGlobal: Number(original),
    });
    expect(restored.status).toBe(200);
    await noScript.close();
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
