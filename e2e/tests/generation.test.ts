import { APP_URL } from "../support/app.ts";
import { expect, test } from "../support/fixtures.ts";
import { readOutbox } from "../support/outbox.ts";

// What the overlay check reads in the page (the e2e tsconfig has no DOM types).
declare const document: { body: { textContent: string | null } };
declare const window: { overlaySeen?: { overlay: boolean } };
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: Record<string, boolean>): void;
}

test.describe("document generation", () => {
  test("a freemium user is refused generation, in the page and by the API", async ({ as }) => {
    const freemium = await as("user@freemium.test");
    const { page } = freemium;
    await page.goto("/generate");
    await page.getByLabel("Policy Template").selectOption({ label: "Business Travel Policy" });
    await page.getByLabel("Department").selectOption("travel");
    await page.getByRole("button", { name: "Generate Policy" }).click();
    await expect(page.getByRole("dialog", { name: "Upgrade Required" })).toBeVisible();

    const res = await freemium.api("POST", "/api/documents/generate", {
      templateType: "travel",
      companyName: "Freemium Foods",
      department: "travel",
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/not included in the Freemium plan/);
    await freemium.close();
  });

  test("a freemium user learns what Enterprise adds and sends an inquiry to sales", async ({ as }) => {
    const { context, page } = await as("admin@freemium.test");
    await page.getByRole("button", { name: "Learn More" }).first().click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Enterprise" }).first();
    await expect(upgrade.getByText("Slack bot integration")).toBeVisible();
    await upgrade.getByRole("button", { name: "Contact Sales" }).click();
    const form = page.getByRole("dialog", { name: "Upgrade to Enterprise" }).last();
    await form.getByLabel("Company size").selectOption("11-50");
    await form.getByLabel("Interested in").selectOption("ai_assistant");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByText(/within 24 hours/).first()).toBeVisible();
    // The outbox answers only to a platform admin (../support/outbox.ts signs one in).
    const outbox = await readOutbox();
    expect(
      outbox.some((m) => m.to === "sales@charterly.test" && m.text.includes("admin@freemium.test")),
    ).toBeTruthy();
    await context.close();
  });

  test("an incomplete form sent at once shows its errors without the 'Generating Document' overlay", async ({
    as,
  }) => {
    const { context, page } = await as("admin@enterprise.test");
    await page.goto("/generate");
    await expect(page.getByRole("heading", { name: "Generate Document" })).toBeVisible();
    // Record whether the overlay ever appears, however briefly.
    await page.evaluate(() => {
      const seen = { overlay: false };
      window.overlaySeen = seen;
      new MutationObserver(() => {
        if (document.body.textContent?.includes("Generating Document")) seen.overlay = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // The click is the page's first interaction: the form's schema is not there yet.
    await page.getByRole("button", { name: "Generate Policy" }).click();
    await expect(page.getByText("Please select a document type").first()).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { overlaySeen: { overlay: boolean } }).overlaySeen.overlay,
      ),
    ).toBe(false);
    await context.close();
  });

  test("an enterprise user generates from a template and finds the document with the company name and each requirement", async ({
    as,
  }) => {
    const { context, page } = await as("admin@enterprise.test");
    await page.goto("/templates");
    const card = page.getByRole("article").filter({ hasText: "Code of Conduct" }).first();
    await card.getByRole("link", { name: /Customize/ }).click();
    await expect(page.getByRole("heading", { name: "Customize Template" })).toBeVisible();
    await page.getByLabel("Company Name").fill("Northwind Enterprise Ltd");
    await page.getByLabel("Department").selectOption("operations");
    await page
      .getByLabel("Policy Requirements")
      .fill("Gifts above 50 EUR must be declared\nStaff complete ethics training every year");
    await page.getByRole("button", { name: "Generate Policy" }).click();
    await page.waitForURL(`${APP_URL}/documents`);
    await expect(page.getByText("Document Generated").first()).toBeVisible();

    const row = page
      .getByRole("row")
      .filter({ hasText: "Code of Conduct — Northwind Enterprise Ltd" })
      .first();
    await row.getByRole("button", { name: /^Preview: / }).click();
    const preview = page.getByRole("dialog").last();
    await expect(preview.getByText(/Gifts above 50 EUR must be declared/).first()).toBeVisible();
    await expect(preview.getByText(/Staff complete ethics training every year/).first()).toBeVisible();
    expect((await preview.getByText(/Northwind Enterprise Ltd/).count()) > 0).toBeTruthy();
    await context.close();
  });
});
