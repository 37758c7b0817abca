import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { APP_URL } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { readOutbox } from "../support/outbox.ts";
import { signInAs } from "../support/sign-in.ts";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

describe("document generation", () => {
  it("a freemium user is refused generation, in the page and by the API", async () => {
    const freemium = await signInAs(browser, "user@freemium.test");
    const { page } = freemium;
    await page.goto("/generate");
    await page.getByLabel("Policy Template").selectOption({ label: "Business Travel Policy" });
    await page.getByLabel("Department").selectOption("travel");
    await page.getByRole("button", { name: "Generate Policy" }).click();
    await page.getByRole("dialog", { name: "Upgrade Required" }).waitFor();

    const res = await freemium.api("POST", "/api/documents/generate", {
      templateType: "travel",
      companyName: "Freemium Foods",
      department: "travel",
    });
    assert.equal(res.status, 403);
    assert.match(((await res.json()) as { message: string }).message, /not included in the Freemium plan/);
    await freemium.close();
  });

  it("a freemium user learns what Enterprise adds and sends an inquiry to sales", async () => {
    const { context, page } = await signInAs(browser, "admin@freemium.test");
    await page.getByRole("button", { name: "Learn More" }).first().click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Enterprise" }).first();
    await upgrade.getByText("Slack bot integration").waitFor();
    await upgrade.getByRole("button", { name: "Contact Sales" }).click();
    const form = page.getByRole("dialog", { name: "Upgrade to Enterprise" }).last();
    await form.getByLabel("Company size").selectOption("11-50");
    await form.getByLabel("Interested in").selectOption("ai_assistant");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await form
      .getByText(/within 24 hours/)
      .first()
      .waitFor();
    // The outbox answers only to a platform admin (../support/outbox.ts signs one in).
    const outbox = await readOutbox(browser);
    assert.ok(outbox.some((m) => m.to === "sales@charterly.test" && m.text.includes("admin@freemium.test")));
    await context.close();
  });

  it("an enterprise user generates from a template and finds the document with the company name and each requirement", async () => {
    const { context, page } = await signInAs(browser, "admin@enterprise.test");
    await page.goto("/templates");
    const card = page.getByRole("article").filter({ hasText: "Code of Conduct" }).first();
    await card.getByRole("link", { name: /Customize/ }).click();
    await page.getByRole("heading", { name: "Customize Template" }).waitFor();
    await page.getByLabel("Company Name").fill("Northwind Enterprise Ltd");
    await page.getByLabel("Department").selectOption("operations");
    await page
      .getByLabel("Policy Requirements")
      .fill("Gifts above 50 EUR must be declared\nStaff complete ethics training every year");
    await page.getByRole("button", { name: "Generate Policy" }).click();
    await page.waitForURL(`${APP_URL}/documents`);
    await page.getByText("Document Generated").first().waitFor();

    const row = page
      .getByRole("row")
      .filter({ hasText: "Code of Conduct — Northwind Enterprise Ltd" })
      .first();
    await row.getByRole("button", { name: /^Preview: / }).click();
    const preview = page.getByRole("dialog").last();
    await preview
      .getByText(/Gifts above 50 EUR must be declared/)
      .first()
      .waitFor();
    await preview
      .getByText(/Staff complete ethics training every year/)
      .first()
      .waitFor();
    assert.ok((await preview.getByText(/Northwind Enterprise Ltd/).count()) > 0);
    await context.close();
  });
});
