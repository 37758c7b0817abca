import type { Page } from "@playwright/test";
import { currentAdminTab } from "../support/admin-panel.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";
import { messageTo } from "../support/outbox.ts";

// The Admin Panel's Company Settings tab: each change is saved on its own at once and is still
// there after a reload; below Enterprise the switches, domains and Slack show a disabled upgrade
// button. An authorized domain is proven through the link mailed to the domain and confirmed on
// /verify-domain. Every change made here is undone at the end (the suite shares one database).

const DOMAIN = "northwind-example.com";

const card = (page: Page, name: string) => page.getByRole("region", { name });
const saved = (page: Page) => expect(page.getByText("Settings updated successfully").first()).toBeVisible();

async function dismissToast(page: Page) {
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  if (await dismiss.count()) await dismiss.click();
}

test.describe("company settings", () => {
  test("an Enterprise admin's changes are saved one by one and persist across a reload", async ({
    as,
    newVisitor,
  }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/settings");
    await currentAdminTab(page, "Company Settings");

    // A feature switch.
    const assistant = card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" });
    await expect(assistant).toHaveAttribute("aria-checked", "true");
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
    await expect(domains.getByText(/public e-mail provider/)).toBeVisible();
    await domains.getByLabel("Domain").fill(DOMAIN);
    await domains.getByRole("button", { name: "Add Domain" }).click();
    await expect(page.getByText(`${DOMAIN} added: pending verification`).first()).toBeVisible();
    await dismissToast(page);
    const pending = domains.getByRole("list", { name: "Domains pending verification" }).getByRole("listitem");
    await expect(pending.getByText("Pending verification")).toBeVisible();
    await expect(domains.getByRole("list", { name: "Authorized domains" })).toHaveCount(0);
    await pending.getByLabel(/confirmation link to/).selectOption("postmaster");
    await pending.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByText(`Link sent to postmaster@${DOMAIN}`).first()).toBeVisible();
    await dismissToast(page);
    const mail = await messageTo(`postmaster@${DOMAIN}`);
    expect(mail.text.includes("Northwind"), "the mail names no company").toBe(false);
    const link = /https?:\/\/\S+\/verify-domain\?token=\S+/.exec(mail.text)?.[0];
    expectPresent(link, "the mail holds the confirmation link");
    const { context: stranger, page: confirmPage } = await newVisitor();
    await confirmPage.goto(link);
    await expect(confirmPage.getByText(/“Northwind Enterprise/)).toBeVisible();
    await confirmPage.getByRole("button", { name: `Confirm ${DOMAIN}` }).click();
    await expect(confirmPage.getByText(`${DOMAIN} is confirmed`)).toBeVisible();
    await stranger.close();
    await page.reload();
    await currentAdminTab(page, "Company Settings");
    await expect(
      card(page, "Authorized Email Domains")
        .getByRole("list", { name: "Authorized domains" })
        .getByText(DOMAIN),
    ).toBeVisible();

    // Slack: a malformed channel id is refused before anything is sent.
    const slack = card(page, "Slack Integration");
    await slack.getByLabel("Channel ID").fill("general");
    await slack.getByRole("button", { name: "Save Channel" }).click();
    await expect(slack.getByText(/A Slack channel id starts with C or G/)).toBeVisible();

    // Then for real, against the local fake Slack: the token is checked with auth.test and only
    // its mask comes back; the channel is checked; the test message is posted.
    const token = `xoxb-e2e-${Date.now()}-abcd4f2a`;
    await slack.getByLabel("Bot token").fill(token);
    await slack.getByRole("button", { name: "Save Token" }).click();
    await saved(page);
    await dismissToast(page);
    await expect(slack.getByText("Saved: xoxb-…4f2a", { exact: false })).toBeVisible();
    await expect(slack.getByText("Fake Workspace", { exact: false })).toBeVisible();
    await slack.getByLabel("Channel ID").fill("C0E2ETEST01");
    await slack.getByRole("button", { name: "Save Channel" }).click();
    await saved(page);
    await dismissToast(page);
    await slack.getByRole("switch", { name: "Slack enabled" }).click();
    await saved(page);
    await dismissToast(page);
    await slack.getByRole("button", { name: "Send test message" }).click();
    await expect(page.getByText("Test Message Sent").first()).toBeVisible();
    // The token itself is never sent back: not in the page, not from the API.
    expect((await page.content()).includes(token)).toBe(false);
    const settings = await admin.api("GET", "/api/admin/company-settings");
    expect((await settings.text()).includes(token)).toBe(false);

    await page.reload();
    await currentAdminTab(page, "Company Settings");
    await expect(
      card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" }),
    ).toHaveAttribute("aria-checked", "false");
    await expect(card(page, "Company Information").getByLabel("Maximum users")).toHaveValue("20");
    await expect(
      card(page, "Authorized Email Domains")
        .getByRole("list", { name: "Authorized domains" })
        .getByText(DOMAIN),
    ).toBeVisible();

    // Undo: the switch on again, the domain removed.
    await card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" }).click();
    await saved(page);
    await dismissToast(page);
    await card(page, "Authorized Email Domains")
      .getByRole("button", { name: `Remove ${DOMAIN}` })
      .click();
    await saved(page);
    await page.reload();
    await expect(
      card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" }),
    ).toHaveAttribute("aria-checked", "true");
    await expect(card(page, "Authorized Email Domains").getByText(DOMAIN)).toHaveCount(0);
    await admin.close();
  });

  test("a platform admin releases a proven domain from the Customer List, asked first (decision 032)", async ({
    as,
    newVisitor,
  }) => {
    // Northwind proves a domain of its own through the mailed link…
    const RELEASED = "northwind-release.example.com";
    const admin = await as("admin@enterprise.test");
    const claimed = await admin.api("POST", "/api/admin/company-settings/domains", { domain: RELEASED });
    expect(claimed.status).toBe(200);
    const claimId = (
      (await claimed.json()) as { pendingDomains: Array<{ id: number; domain: string }> }
    ).pendingDomains.find((pending) => pending.domain === RELEASED)!.id;
    const sent = await admin.api("POST", `/api/admin/company-settings/domains/${claimId}/email`, {
      mailbox: "admin",
    });
    expect(sent.status).toBe(200);
    const link = /https?:\/\/\S+\/verify-domain\?token=\S+/.exec(
      (await messageTo(`admin@${RELEASED}`)).text,
    )?.[0];
    expectPresent(link, "the mail holds the confirmation link");
    const { context: stranger, page: confirmPage } = await newVisitor();
    await confirmPage.goto(link);
    await confirmPage.getByRole("button", { name: `Confirm ${RELEASED}` }).click();
    await expect(confirmPage.getByText(`${RELEASED} is confirmed`)).toBeVisible();
    await stranger.close();

    // …and the platform admin releases it from the company's opened row.
    const platform = await as("platform@charterly.test");
    const { page } = platform;
    await page.goto("/admin/customers/list?search=Northwind");
    await page.getByRole("link", { name: "Show users of Northwind Enterprise Ltd" }).click();
    const domains = page.getByRole("list", { name: "Authorized e-mail domains of Northwind Enterprise Ltd" });
    await domains.getByRole("button", { name: `Release ${RELEASED}` }).click();
    const question = page.getByRole("alertdialog");
    await expect(question.getByText(/another company can then prove/)).toBeVisible();
    await question.getByRole("button", { name: "Release", exact: true }).click();
    await expect(page.getByText("Domain Released").first()).toBeVisible();
    await expect(domains.getByText(RELEASED)).toHaveCount(0);
    const settings = (await (await admin.api("GET", "/api/admin/company-settings")).json()) as {
      authorizedDomains: string[];
    };
    expect(settings.authorizedDomains).not.toContain(RELEASED);
    await platform.close();
    await admin.close();
  });

  test("saves settings before the page's JavaScript has loaded: the field's error, then the saved value", async ({
    freshCompany,
    newVisitor,
  }) => {
    // A company of its own, and its admin's session in a browser that runs no JavaScript.
    const { admin } = freshCompany;
    const { context: noScript, page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    await page.goto("/admin/settings");

    // Maximum users: refused with the field's own error and what was typed, then saved.
    const info = card(page, "Company Information");
    await info.getByLabel("Maximum users").fill("0");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/settings")),
      info.getByRole("button", { name: "Save" }).click(),
    ]);
    expect(refused.status(), "an invalid form is a 400 with its field errors, not a 500").toBe(400);
    const field = card(page, "Company Information").getByLabel("Maximum users");
    await expect(
      card(page, "Company Information").getByText("Maximum users must be at least 1"),
    ).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("0");
    await field.fill("7");
    await card(page, "Company Information").getByRole("button", { name: "Save" }).click();
    await saved(page);
    await expect(card(page, "Company Information").getByLabel("Maximum users")).toHaveValue("7");

    // A switch is its own form: off, and still off when the page is read again.
    const assistant = () => card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" });
    await expect(assistant()).toHaveAttribute("aria-checked", "true");
    await assistant().click();
    await saved(page);
    await page.goto("/admin/settings");
    await expect(assistant()).toHaveAttribute("aria-checked", "false");

    // A domain: a public provider is refused next to the field, with what was typed.
    const domains = card(page, "Authorized Email Domains");
    await domains.getByLabel("Domain").fill("gmail.com");
    await domains.getByRole("button", { name: "Add Domain" }).click();
    await expect(card(page, "Authorized Email Domains").getByText(/public e-mail provider/)).toBeVisible();
    await expect(card(page, "Authorized Email Domains").getByLabel("Domain")).toHaveValue("gmail.com");

    await noScript.close();
    await admin.close();
  });

  test("shows a Freemium admin the disabled upgrade button instead of switches, domains and Slack", async ({
    as,
  }) => {
    const freemium = await as("admin@freemium.test");
    const { page } = freemium;
    await page.goto("/admin/settings");
    await expect(card(page, "Company Information").getByLabel("Maximum users")).toBeVisible();
    // One for each Enterprise card: the switches, authorized domains, Slack and provisioning (SCIM).
    const upgrades = page.getByRole("button", { name: "Upgrade to Enterprise" });
    await expect(upgrades).toHaveCount(4);
    await expect(
      card(page, "Provisioning (SCIM)").getByRole("button", { name: "Upgrade to Enterprise" }),
    ).toBeDisabled();
    for (const button of await upgrades.all()) await expect(button).toBeDisabled();
    await expect(page.getByRole("switch")).toHaveCount(0);
    await freemium.close();
  });

  test("the Documents tab counts the documents an archive date would take and links to Generate", async ({
    as,
  }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/documents");
    await expect(
      card(page, "Document Import").getByRole("button", { name: "Import Documents" }),
    ).toBeVisible();
    const management = card(page, "Document Management");
    await management.getByLabel("Last changed before").fill("2100-01-01");
    await expect(management.getByText(/\d+ documents? last changed before Jan 1, 2100\./)).toBeVisible();
    await management.getByRole("button", { name: "Archive Documents" }).click();
    await expect(management.getByText("Give a reason for archiving")).toBeVisible();
    await expect(management.getByRole("link", { name: "Generate New Document" })).toHaveAttribute(
      "href",
      "/generate",
    );
    await admin.close();
  });

  test("the Documents tab counts and archives old documents before the page's JavaScript has loaded, asked first", async ({
    freshCompany,
    newVisitor,
  }) => {
    // A company of its own with one imported document, and its admin in a browser without JavaScript.
    const { admin } = freshCompany;
    const form = new FormData();
    const text = "Nojs Archive Policy\n\n1. Purpose\n\nWhat we keep.\n\n2. Scope\n\nEveryone.";
    form.append("file", new Blob([text], { type: "text/plain" }), "archive.txt");
    form.append("category", "hr");
    const imported = await admin.api("POST", "/api/documents/import", form);
    expect(imported.status, await imported.clone().text()).toBe(200);
    const { context: noScript, page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    await page.goto("/admin/documents");

    // The date is a GET form: the loader counts for the date in the address.
    const management = () => card(page, "Document Management");
    await management().getByLabel("Last changed before").fill("2100-01-01");
    await management().getByRole("button", { name: "Count documents" }).click();
    await expect(page).toHaveURL(/before=2100-01-01/);
    await expect(management().getByText("1 document last changed before Jan 1, 2100.")).toBeVisible();

    // No reason: refused next to the field.
    await management().getByRole("button", { name: "Archive Documents" }).click();
    await expect(management().getByText("Give a reason for archiving")).toBeVisible();

    // Asked first (nothing archived yet), then confirmed.
    await management().getByLabel("Reason").fill("Superseded by the new handbook");
    await management().getByRole("button", { name: "Archive Documents" }).click();
    const ask = page.getByRole("alertdialog", { name: "Archive Documents" });
    await expect(
      ask.getByText("Archive 1 document last changed before Jan 1, 2100?", { exact: false }),
    ).toBeVisible();
    await ask.getByRole("button", { name: "Archive 1 document" }).click();
    await expect(page.getByText("1 document last changed before Jan 1, 2100 was archived.")).toBeVisible();
    await expect(management().getByText("0 documents last changed before Jan 1, 2100.")).toBeVisible();

    await noScript.close();
    await admin.close();
  });

  test("the Documents tab's replace-version list refreshes after an import", async ({ as }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/documents");
    const documentSelect = card(page, "Document Management").getByRole("combobox", {
      name: "Document",
      exact: true,
    });
    await expect(documentSelect.locator("option", { hasText: "Choose a document…" })).toBeAttached();
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
    await expect(documentSelect.locator("option", { hasText: title })).toBeAttached();
    await admin.close();
  });

  test("turning Slack on without a token says why by the switch, with and without JavaScript", async ({
    newCompany,
    newVisitor,
  }) => {
    const { admin } = await newCompany("enterprise");
    const reason = "Save a Slack bot token before turning Slack on.";
    await admin.page.goto("/admin/settings");
    const slack = card(admin.page, "Slack Integration");
    const toggle = slack.getByRole("switch", { name: "Slack enabled" });
    await toggle.click();
    await expect(slack.getByText(reason)).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).toHaveAccessibleDescription(reason);

    const { context: noScript, page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    await page.goto("/admin/settings");
    await card(page, "Slack Integration").getByRole("switch", { name: "Slack enabled" }).click();
    await expect(card(page, "Slack Integration").getByText(reason)).toBeVisible();
    await noScript.close();
    await admin.close();
  });

  test("a write after the session ended goes to sign in and back, instead of 'Could not load the company settings'", async ({
    freshCompany,
  }) => {
    const { admin } = freshCompany;
    const { page } = admin;
    await page.goto("/admin/settings");
    const toggle = card(page, "Feature Switches").getByRole("switch", { name: "AI assistant" });
    await expect(toggle).toBeVisible();
    // The session ends on the server while the tab is open.
    expect((await admin.api("POST", "/api/force-logout")).status).toBeLessThan(400);
    const signInAsked = page.waitForRequest((request) => request.url().includes("/api/login?returnTo="));
    await toggle.click();
    expect(new URL((await signInAsked).url()).searchParams.get("returnTo")).toBe("/admin/settings");
    await expect(page.getByText("Could not load the company settings")).toHaveCount(0);
    await admin.close();
  });

  test("a company with one member says '1 seat in use', not '1 seats'", async ({ freshCompany }) => {
    const { admin } = freshCompany;
    await admin.page.goto("/admin/settings");
    await expect(card(admin.page, "Company Information").getByText(/^1 seat in use/)).toBeVisible();
    await admin.close();
  });

  test("Slack token save shows the server's reason instead of 'Please try again'", async ({ as }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/settings");
    const slack = card(page, "Slack Integration");
    // The local fake Slack answers 503 for this token: Slack is down.
    await slack.getByLabel("Bot token").fill(`xoxb-unavailable-${Date.now()}-e2e`);
    await slack.getByRole("button", { name: "Save Token" }).click();
    await expect(page.getByText("Slack could not be reached. Try again in a moment.").first()).toBeVisible();
    await expect(page.getByText("Please try again.", { exact: true })).toHaveCount(0);
    await admin.close();
  });
});
