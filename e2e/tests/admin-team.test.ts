import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { adminTabLink, currentAdminTab } from "../support/admin-panel.ts";
import { APP_URL, newVisitor } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { messageTo, readOutbox } from "../support/outbox.ts";
import { signInAs, submitSignInForm } from "../support/sign-in.ts";

// The Admin Panel's Team Members tab: an Enterprise admin invites a new address, the invitation
// mail arrives in the outbox, the person signs in at the local provider and lands in the company;
// then their role is changed and they are removed, each through its dialog.

const NEWCOMER = "casey.newhire@example.test";
const NEWCOMER_NAME = "Casey Newhire";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

const teamList = (page: Page) => page.getByRole("list", { name: "Team members" });
const member = (page: Page, name: string) => teamList(page).getByRole("listitem").filter({ hasText: name });

describe("team members", () => {
  it("an admin invites a new address; the person signs in through the mailed link and joins the company", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin");
    await currentAdminTab(page, "Team Members");
    assert.equal(new URL(page.url()).pathname, "/admin/team");
    await member(page, "Erin Admin").waitFor();
    await page
      .getByRole("region", { name: "Team Overview" })
      .getByText(/Seats used/)
      .waitFor();

    const invite = page.getByRole("region", { name: "Invite User" });
    await invite.getByRole("button", { name: "Invite" }).click();
    await page.getByText("Email required").first().waitFor();
    await invite.getByLabel("Email address").fill("not-an-email");
    await invite.getByRole("button", { name: "Invite" }).click();
    await invite.getByText("Please enter a valid email address").waitFor();

    await invite.getByLabel("Email address").fill(NEWCOMER);
    await invite.getByRole("button", { name: "Invite" }).click();
    await page.getByText("User Invited").first().waitFor();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    await pending.getByRole("listitem").filter({ hasText: NEWCOMER }).waitFor();

    // The same address again: refused with a clear message.
    await invite.getByLabel("Email address").fill(NEWCOMER);
    await invite.getByRole("button", { name: "Invite" }).click();
    await page.getByText("Invitation Failed").first().waitFor();

    // Resend mails the invitation again.
    const before = (await readOutbox(browser)).filter((m) => m.to === NEWCOMER).length;
    await page.getByRole("button", { name: `Resend the invitation to ${NEWCOMER}` }).click();
    await page.getByText("Invitation Resent").first().waitFor();
    assert.equal((await readOutbox(browser)).filter((m) => m.to === NEWCOMER).length, before + 1);

    const mail = await messageTo(browser, NEWCOMER);
    assert.match(mail.subject, /Northwind Enterprise/);
    const link = mail.text.match(/https?:\/\/\S+\/api\/login\S*/)?.[0];
    assert.ok(link, `a sign-in link in the invitation: ${mail.text}`);

    // The invitee follows the link and signs in at the local provider.
    const { context, page: newcomer } = await newVisitor(browser);
    await newcomer.goto(link);
    await newcomer.waitForURL(/localhost:\d+\/interaction\//);
    await newcomer.getByLabel("Email").fill(NEWCOMER);
    await newcomer.getByLabel("Password").fill(LOCAL_PASSWORD);
    await newcomer.getByRole("button", { name: "Sign in" }).click();
    await newcomer.waitForURL(`${APP_URL}/`);
    const me = await newcomer.request.get(`${APP_URL}/api/auth/user`);
    assert.equal(me.status(), 200);
    const person = await me.json();
    assert.equal(person.companyId, 10002, "joined Northwind Enterprise");
    assert.equal(person.role, "user");

    // The admin sees them in the team, no longer as an invitation.
    await page.reload();
    await member(page, NEWCOMER_NAME).waitFor();
    assert.equal(await pending.getByRole("listitem").filter({ hasText: NEWCOMER }).count(), 0);

    // Role change through its dialog.
    await page.getByRole("button", { name: `Change role: ${NEWCOMER_NAME}` }).click();
    const roleDialog = page.getByRole("dialog", { name: "Change Role" });
    await roleDialog.getByLabel("Company Admin").check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await page.getByText("Role Updated").first().waitFor();
    await member(page, NEWCOMER_NAME).getByText("Company Admin", { exact: true }).waitFor();

    // Password reset: their sessions end, and the mailed link leads to the provider's reset page,
    // where they choose a new password and sign in with it.
    await page.getByRole("button", { name: `Reset password: ${NEWCOMER_NAME}` }).click();
    await page
      .getByRole("alertdialog", { name: "Reset Password" })
      .getByRole("button", { name: "Reset Password" })
      .click();
    await page.getByText("Password Reset Sent").first().waitFor();
    assert.equal((await newcomer.request.get(`${APP_URL}/api/auth/user`)).status(), 401);
    const resetMail = await messageTo(browser, NEWCOMER);
    const resetLink = /Set a new password there:\n(\S+)/.exec(resetMail.text)?.[1];
    assert.ok(resetLink, `the provider's reset page in the mail: ${resetMail.text}`);
    await newcomer.goto(resetLink);
    await newcomer.getByLabel("Email").fill(NEWCOMER);
    await newcomer.getByLabel("New password", { exact: true }).fill("a-new-secret-1");
    await newcomer.getByLabel("Repeat the new password").fill("a-new-secret-1");
    await newcomer.getByRole("button", { name: "Set password" }).click();
    await newcomer.getByText(/password of casey\.newhire@example\.test is changed/).waitFor();
    await submitSignInForm(newcomer, NEWCOMER, LOCAL_PASSWORD);
    await newcomer.getByText("Invalid email or password.").waitFor();
    await submitSignInForm(newcomer, NEWCOMER, "a-new-secret-1");
    await newcomer.waitForURL(`${APP_URL}/`);
    assert.equal((await newcomer.request.get(`${APP_URL}/api/auth/user`)).status(), 200);

    // Removal through its confirmation; their session ends at once.
    await page.getByRole("button", { name: `Delete user: ${NEWCOMER_NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete User" });
    await confirm.getByText(/stay with the company/).waitFor();
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await page.getByText("User Deleted").first().waitFor();
    await member(page, NEWCOMER_NAME).waitFor({ state: "detached" });
    assert.equal((await newcomer.request.get(`${APP_URL}/api/auth/user`)).status(), 401);

    // Erin is now the only admin: her delete button is disabled with the spec's tip, and demoting
    // her is refused before anything is sent.
    const erinDelete = page.getByRole("button", { name: "Delete user: Erin Admin" });
    assert.equal(await erinDelete.isDisabled(), true);
    assert.equal(
      await member(page, "Erin Admin").locator("[title]").first().getAttribute("title"),
      "Cannot delete the last company admin",
    );
    await page.getByRole("button", { name: "Change role: Erin Admin" }).click();
    await roleDialog.getByLabel("User", { exact: true }).check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await roleDialog.getByText("Cannot Remove Last Admin").waitFor();
    await roleDialog.getByText(/Every company must have at least one admin/).waitFor();
    await roleDialog.getByRole("button", { name: "Cancel" }).click();

    await context.close();
    await admin.close();
  });

  it("invites a person before the page's JavaScript has loaded: the field's error, then the invited row", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    // The same session in a browser that runs no JavaScript: the forms are plain HTML posts.
    const noScript = await browser.newContext({
      baseURL: APP_URL,
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    const page = await noScript.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto("/admin/team");
    const invite = page.getByRole("region", { name: "Invite User" });

    await invite.getByLabel("Email address").fill("not-an-email");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/team")),
      invite.getByRole("button", { name: "Invite" }).click(),
    ]);
    assert.equal(refused.status(), 400, "an invalid form is a 400 with its field errors, not a 500");
    await invite.getByText("Please enter a valid email address").waitFor();
    // The error is the field's own (aria-describedby), and what was typed is still there.
    const field = invite.getByLabel("Email address");
    assert.equal(await field.getAttribute("aria-invalid"), "true");
    assert.equal(await field.inputValue(), "not-an-email");

    const address = `no-script-${Date.now()}@example.test`;
    await field.fill(address);
    await invite.getByRole("button", { name: "Invite" }).click();
    await invite.getByText(`An invitation was sent to ${address}.`).waitFor();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    await pending.getByRole("listitem").filter({ hasText: address }).waitFor();

    // The same form sent again (a double submit, or Back and send): one invitation, and it says why.
    await field.fill(address);
    await invite.getByRole("button", { name: "Invite" }).click();
    await invite.getByText(/already has a pending invitation/).waitFor();
    assert.equal(await pending.getByRole("listitem").filter({ hasText: address }).count(), 1);

    // Revoke from a page opened earlier, after another tab revoked it: the stale form says so.
    const earlier = await noScript.newPage();
    await earlier.goto("/admin/team");
    await page.getByRole("button", { name: `Revoke the invitation to ${address}` }).click();
    await pending.getByRole("listitem").filter({ hasText: address }).waitFor({ state: "detached" });
    await earlier.getByRole("button", { name: `Revoke the invitation to ${address}` }).click();
    await earlier.getByText("Revoke Failed").waitFor();
    await earlier.getByText(/no longer pending/i).waitFor();

    await noScript.close();
    await admin.close();
  });

  it("shows a Freemium user the team read-only", async () => {
    const freemium = await signInAs(browser, "user@freemium.test");
    const { page } = freemium;
    await page.goto("/admin/team");
    await member(page, "Finn User").waitFor();
    await page.getByText("Read-only").first().waitFor();
    assert.equal(await page.getByRole("region", { name: "Invite User" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: /^Delete user:/ }).count(), 0);
    await freemium.close();
  });

  it("leads the old ?tab= addresses (mails, bookmarks, the spec) to each tab's own address", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    const { page } = admin;
    for (const [old, now] of [
      ["/admin?tab=company-users", "/admin/team"],
      ["/admin?tab=company-settings", "/admin/settings"],
      ["/admin?tab=settings", "/admin/settings"],
      ["/admin?tab=knowledge", "/admin/knowledge"],
      ["/admin?tab=documents", "/admin/documents"],
    ]) {
      const response = await page.request.get(`${APP_URL}${old}`, { maxRedirects: 0 });
      assert.equal(response.status(), 301, old);
      assert.equal(response.headers().location, now, old);
    }
    await page.goto("/admin?tab=settings");
    await currentAdminTab(page, "Company Settings");
    // Switching tabs is following a link: the address changes, and Back returns.
    await adminTabLink(page, "Team Members").click();
    await currentAdminTab(page, "Team Members");
    assert.equal(new URL(page.url()).pathname, "/admin/team");
    await page.goBack();
    await currentAdminTab(page, "Company Settings");
    await admin.close();
  });

  it("tells someone without admin access that access is denied, then sends them to the dashboard", async () => {
    const user = await signInAs(browser, "user@enterprise.test");
    const { page } = user;
    const response = await page.goto("/admin");
    assert.equal(response?.status(), 403);
    await page.getByText("Access Denied").waitFor();
    await page.waitForURL(`${APP_URL}/?denied=admin`);
    await page.getByText("Admin access required for this page.").first().waitFor();
    await user.close();
  });
});
