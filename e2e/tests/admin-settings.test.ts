import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { currentAdminTab } from "../support/admin-panel.ts";
import { launchChromium } from "../support/chromium.ts";
import { messageTo } from "../support/outbox.ts";
import { signInAs } from "../support/sign-in.ts";

// The Admin Panel's Company Settings tab: each change is saved on its own at once and is still
// there after a reload; below Enterprise the switches, domains and Slack show a disabled upgrade
// button. An authorized domain is proven through the link mailed to the domain and confirmed on
// /verify-domain. Every change made here is undone at the end (the suite shares one database).

const DOMAIN = "northwind-example.com";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

const card = (page: Page, name: string) => page.getByRole("region", { name });
const saved = (page: Page) => page.getByText("Settings updated successfully").first().waitFor();

async function dismissToast(page: Page) {
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  if (await dismiss.count()) await dismiss.click();
}

describe("company settings", () => {
  it("an Enterprise admin's changes are saved one by one and persist across a reload", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/settings");
    await currentAdminTab(page, "Company Settings");

    // A feature switch.
    const assistant = card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" });
    assert.equal(await assistant.getAttribute("aria-checked"), "true");
    await assistant.click();
    await saved(page);
    await dismissToast(page);

    // Maximum users.
    const info = card(page, "Company Information");
    await info.getByLabel("Maximum users").fill("20");
    await info.getByRole("button", { name: "Save" }).click();
    await saved(page);
    await dismissToast(page);

    // Authorized domains: a public provider is refused; a company domain is pending until proven
    // (decision 021). Locally DNS is not checked: a link goes to a role address at the domain, and
    // someone there (signed out, in another browser) opens it and confirms.
    const domains = card(page, "Authorized Email Domains");
    await domains.getByLabel("Domain").fill("gmail.com");
    await domains.getByRole("button", { name: "Add Domain" }).click();
    await domains.getByText(/public e-mail provider/).waitFor();
    await domains.getByLabel("Domain").fill(DOMAIN);
    await domains.getByRole("button", { name: "Add Domain" }).click();
    await page.getByText(`${DOMAIN} added: pending verification`).first().waitFor();
    await dismissToast(page);
    const pending = domains.getByRole("list", { name: "Domains pending verification" }).getByRole("listitem");
    await pending.getByText("Pending verification").waitFor();
    assert.equal(await domains.getByRole("list", { name: "Authorized domains" }).count(), 0);
    await pending.getByLabel(/confirmation link to/).selectOption("postmaster");
    await pending.getByRole("button", { name: "Send link" }).click();
    await page.getByText(`Link sent to postmaster@${DOMAIN}`).first().waitFor();
    await dismissToast(page);
    const mail = await messageTo(browser, `postmaster@${DOMAIN}`);
    assert.equal(mail.text.includes("Northwind"), false, "the mail names no company");
    const link = /https?:\/\/\S+\/verify-domain\?token=\S+/.exec(mail.text)?.[0];
    assert.ok(link, "the mail holds the confirmation link");
    const stranger = await browser.newContext();
    const confirmPage = await stranger.newPage();
    await confirmPage.goto(link);
    await confirmPage.getByText(/“Northwind Enterprise/).waitFor();
    await confirmPage.getByRole("button", { name: `Confirm ${DOMAIN}` }).click();
    await confirmPage.getByText(`${DOMAIN} is confirmed`).waitFor();
    await stranger.close();
    await page.reload();
    await currentAdminTab(page, "Company Settings");
    await card(page, "Authorized Email Domains")
      .getByRole("list", { name: "Authorized domains" })
      .getByText(DOMAIN)
      .waitFor();

    // Slack: a malformed channel id is refused before anything is sent.
    const slack = card(page, "Slack Integration");
    await slack.getByLabel("Channel ID").fill("general");
    await slack.getByRole("button", { name: "Save Channel" }).click();
    await slack.getByText(/A Slack channel id starts with C or G/).waitFor();

    // Then for real, against the local fake Slack: the token is checked with auth.test and only
    // its mask comes back; the channel is checked; the test message is posted.
    const token = `xoxb-e2e-${Date.now()}-abcd4f2a`;
    await slack.getByLabel("Bot token").fill(token);
    await slack.getByRole("button", { name: "Save Token" }).click();
    await saved(page);
    await dismissToast(page);
    await slack.getByText("Saved: xoxb-…4f2a", { exact: false }).waitFor();
    await slack.getByText("Fake Workspace", { exact: false }).waitFor();
    await slack.getByLabel("Channel ID").fill("C0E2ETEST01");
    await slack.getByRole("button", { name: "Save Channel" }).click();
    await saved(page);
    await dismissToast(page);
    await slack.getByRole("switch", { name: "Slack enabled" }).click();
    await saved(page);
    await dismissToast(page);
    await slack.getByRole("button", { name: "Send test message" }).click();
    await page.getByText("Test Message Sent").first().waitFor();
    // The token itself is never sent back: not in the page, not from the API.
    assert.equal((await page.content()).includes(token), false);
    const settings = await admin.api("GET", "/api/admin/company-settings");
    assert.equal((await settings.text()).includes(token), false);

    await page.reload();
    await currentAdminTab(page, "Company Settings");
    assert.equal(
      await card(page, "Feature Switches")
        .getByRole("switch", { name: "AI assistant" })
        .getAttribute("aria-checked"),
      "false",
    );
    assert.equal(await card(page, "Company Information").getByLabel("Maximum users").inputValue(), "20");
    await card(page, "Authorized Email Domains")
      .getByRole("list", { name: "Authorized domains" })
      .getByText(DOMAIN)
      .waitFor();

    // Undo: the switch on again, the domain removed.
    await card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" }).click();
    await saved(page);
    await dismissToast(page);
    await card(page, "Authorized Email Domains")
      .getByRole("button", { name: `Remove ${DOMAIN}` })
      .click();
    await saved(page);
    await page.reload();
    assert.equal(
      await card(page, "Feature Switches")
        .getByRole("switch", { name: "AI assistant" })
        .getAttribute("aria-checked"),
      "true",
    );
    assert.equal(await card(page, "Authorized Email Domains").getByText(DOMAIN).count(), 0);
    await admin.close();
  });

  it("shows a Freemium admin the disabled upgrade button instead of switches, domains and Slack", async () => {
    const freemium = await signInAs(browser, "admin@freemium.test");
    const { page } = freemium;
    await page.goto("/admin/settings");
    await card(page, "Company Information").getByLabel("Maximum users").waitFor();
    const upgrades = page.getByRole("button", { name: "Upgrade to Enterprise" });
    assert.equal(await upgrades.count(), 3);
    for (const button of await upgrades.all()) assert.equal(await button.isDisabled(), true);
    assert.equal(await page.getByRole("switch").count(), 0);
    await freemium.close();
  });

  it("the Documents tab counts the documents an archive date would take and links to Generate", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/documents");
    await card(page, "Document Import").getByRole("button", { name: "Import Documents" }).waitFor();
    const management = card(page, "Document Management");
    await management.getByLabel("Last changed before").fill("2100-01-01");
    await management.getByText(/\d+ documents? last changed before Jan 1, 2100\./).waitFor();
    await management.getByRole("button", { name: "Archive Documents" }).click();
    await management.getByText("Give a reason for archiving").waitFor();
    assert.equal(
      await management.getByRole("link", { name: "Generate New Document" }).getAttribute("href"),
      "/generate",
    );
    await admin.close();
  });

  it("the Documents tab's replace-version list refreshes after an import", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/documents");
    const documentSelect = card(page, "Document Management").getByRole("combobox", {
      name: "Document",
      exact: true,
    });
    await documentSelect.locator("option", { hasText: "Choose a document…" }).waitFor({ state: "attached" });
    const title = `Visitor Parking Rules ${Date.now()}`;

    await card(page, "Document Import").getByRole("button", { name: "Import Documents" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Documents" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "parking-rules.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(`${title}\n\nVisitors park in bays 1 to 4 and sign in at reception.`),
    });
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await dialog.getByRole("button", { name: "Done" }).click({ timeout: 60_000 });

    // Without a reload, the imported draft can be chosen for a new version.
    await documentSelect.locator("option", { hasText: title }).waitFor({ state: "attached" });
    await admin.close();
  });

  it("Slack token save shows the server's reason instead of 'Please try again'", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/settings");
    const slack = card(page, "Slack Integration");
    // The local fake Slack answers 503 for this token: Slack is down.
    await slack.getByLabel("Bot token").fill(`xoxb-unavailable-${Date.now()}-e2e`);
    await slack.getByRole("button", { name: "Save Token" }).click();
    await page.getByText("Slack could not be reached. Try again in a moment.").first().waitFor();
    assert.equal(await page.getByText("Please try again.", { exact: true }).count(), 0);
    await admin.close();
  });
});
