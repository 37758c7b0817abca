import type { Page, Route } from "@playwright/test";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { adminTabLink, currentAdminTab } from "../support/admin-panel.ts";
import { APP_URL } from "../support/app.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";
import { messageTo, readOutbox } from "../support/outbox.ts";
import { submitSignInForm } from "../support/sign-in.ts";

// The Admin Panel's Team Members tab: an Enterprise admin invites a new address, the invitation
// mail arrives in the outbox, the person signs in at the local provider and lands in the company;
// then their role is changed and they are removed, each through its dialog.

declare const window: { __remixRouter?: unknown };

const NEWCOMER = "casey.newhire@example.test";
const NEWCOMER_NAME = "Casey Newhire";

const teamList = (page: Page) => page.getByRole("list", { name: "Team members" });
const member = (page: Page, name: string) => teamList(page).getByRole("listitem").filter({ hasText: name });

test.describe("team members", () => {
  test("an admin invites a new address; the person signs in through the mailed link and joins the company", async ({
    as,
    newVisitor,
  }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin");
    await currentAdminTab(page, "Team Members");
    expect(new URL(page.url()).pathname).toBe("/admin/team");
    await expect(member(page, "Erin Admin")).toBeVisible();
    await expect(page.getByRole("region", { name: "Team Overview" }).getByText(/Seats used/)).toBeVisible();

    const invite = page.getByRole("region", { name: "Invite User" });
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByText("Email required").first()).toBeVisible();
    await invite.getByLabel("Email address").fill("not-an-email");
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(invite.getByText("Please enter a valid email address")).toBeVisible();

    await invite.getByLabel("Email address").fill(NEWCOMER);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByText("User Invited").first()).toBeVisible();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    await expect(pending.getByRole("listitem").filter({ hasText: NEWCOMER })).toBeVisible();

    // The same address again: refused with a clear message.
    await invite.getByLabel("Email address").fill(NEWCOMER);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByText("Invitation Failed").first()).toBeVisible();

    // Resend mails the invitation again.
    const before = (await readOutbox()).filter((m) => m.to === NEWCOMER).length;
    await page.getByRole("button", { name: `Resend the invitation to ${NEWCOMER}` }).click();
    await expect(page.getByText("Invitation Resent").first()).toBeVisible();
    expect((await readOutbox()).filter((m) => m.to === NEWCOMER).length).toBe(before + 1);

    const mail = await messageTo(NEWCOMER);
    // The subject is the product's own words; the company's name is in the body (decision 034).
    expect(mail.subject).toBe("You're invited to join a company on Charterly");
    expect(mail.text).toMatch(/Northwind Enterprise/);
    const link = mail.text.match(/https?:\/\/\S+\/api\/login\S*/)?.[0];
    expectPresent(link, `a sign-in link in the invitation: ${mail.text}`);

    // The invitee follows the link and signs in at the local provider.
    const { context, page: newcomer } = await newVisitor();
    await newcomer.goto(link);
    await newcomer.waitForURL(/localhost:\d+\/interaction\//);
    await newcomer.getByLabel("Email").fill(NEWCOMER);
    await newcomer.getByLabel("Password").fill(LOCAL_PASSWORD);
    await newcomer.getByRole("button", { name: "Sign in" }).click();
    await newcomer.waitForURL(`${APP_URL}/`);
    const me = await newcomer.request.get(`${APP_URL}/api/auth/user`);
    expect(me.status()).toBe(200);
    const person = await me.json();
    expect(person.companyId, "joined Northwind Enterprise").toBe(10002);
    expect(person.role).toBe("user");

    // The admin sees them in the team, no longer as an invitation.
    await page.reload();
    await expect(member(page, NEWCOMER_NAME)).toBeVisible();
    await expect(pending.getByRole("listitem").filter({ hasText: NEWCOMER })).toHaveCount(0);

    // Role change through its dialog.
    await page.getByRole("button", { name: `Change role: ${NEWCOMER_NAME}` }).click();
    const roleDialog = page.getByRole("dialog", { name: "Change Role" });
    await roleDialog.getByLabel("Company Admin").check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await expect(page.getByText("Role Updated").first()).toBeVisible();
    await expect(member(page, NEWCOMER_NAME).getByText("Company Admin", { exact: true })).toBeVisible();

    // Password reset: their sessions end, and the mailed link leads to the provider's reset page,
    // where they choose a new password and sign in with it.
    await page.getByRole("button", { name: `Reset password: ${NEWCOMER_NAME}` }).click();
    await page
      .getByRole("alertdialog", { name: "Reset Password" })
      .getByRole("button", { name: "Reset Password" })
      .click();
    await expect(page.getByText("Password Reset Sent").first()).toBeVisible();
    expect((await newcomer.request.get(`${APP_URL}/api/auth/user`)).status()).toBe(401);
    const resetMail = await messageTo(NEWCOMER);
    const resetLink = /Set a new password there:\n(\S+)/.exec(resetMail.text)?.[1];
    expectPresent(resetLink, `the provider's reset page in the mail: ${resetMail.text}`);
    await newcomer.goto(resetLink);
    await newcomer.getByLabel("Email").fill(NEWCOMER);
    await newcomer.getByLabel("New password", { exact: true }).fill("a-new-secret-1");
    await newcomer.getByLabel("Repeat the new password").fill("a-new-secret-1");
    await newcomer.getByRole("button", { name: "Set password" }).click();
    await expect(newcomer.getByText(/password of casey\.newhire@example\.test is changed/)).toBeVisible();
    await submitSignInForm(newcomer, NEWCOMER, LOCAL_PASSWORD);
    await expect(newcomer.getByText("Invalid email or password.")).toBeVisible();
    await submitSignInForm(newcomer, NEWCOMER, "a-new-secret-1");
    await newcomer.waitForURL(`${APP_URL}/`);
    expect((await newcomer.request.get(`${APP_URL}/api/auth/user`)).status()).toBe(200);

    // Removal through its confirmation; their session ends at once.
    await page.getByRole("button", { name: `Delete user: ${NEWCOMER_NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete User" });
    await expect(confirm.getByText(/stay with the company/)).toBeVisible();
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("User Deleted").first()).toBeVisible();
    await expect(member(page, NEWCOMER_NAME)).not.toBeAttached();
    expect((await newcomer.request.get(`${APP_URL}/api/auth/user`)).status()).toBe(401);

    // Erin is now the only admin: her delete button is disabled with the spec's tip, and demoting
    // her is refused before anything is sent.
    const erinDelete = page.getByRole("button", { name: "Delete user: Erin Admin" });
    await expect(erinDelete).toBeDisabled();
    await expect(member(page, "Erin Admin").locator("[title]").first()).toHaveAttribute(
      "title",
      "Cannot delete the last company admin",
    );
    await page.getByRole("button", { name: "Change role: Erin Admin" }).click();
    await roleDialog.getByLabel("User", { exact: true }).check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await expect(roleDialog.getByText("Cannot Remove Last Admin")).toBeVisible();
    await expect(roleDialog.getByText(/Every company must have at least one admin/)).toBeVisible();
    await roleDialog.getByRole("button", { name: "Cancel" }).click();

    await context.close();
    await admin.close();
  });

  test("invites a person before the page's JavaScript has loaded: the field's error, then the invited row", async ({
    freshCompany,
    newVisitor,
  }) => {
    // A company of its own: the invitations it sends touch no other test's team.
    const { admin } = freshCompany;
    // The same session in a browser that runs no JavaScript: the forms are plain HTML posts.
    const { context: noScript, page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    await page.goto("/admin/team");
    const invite = page.getByRole("region", { name: "Invite User" });

    await invite.getByLabel("Email address").fill("not-an-email");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/team")),
      invite.getByRole("button", { name: "Invite" }).click(),
    ]);
    expect(refused.status(), "an invalid form is a 400 with its field errors, not a 500").toBe(400);
    await expect(invite.getByText("Please enter a valid email address")).toBeVisible();
    // The error is the field's own (aria-describedby), and what was typed is still there.
    const field = invite.getByLabel("Email address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("not-an-email");

    const address = `no-script-${Date.now()}@example.test`;
    await field.fill(address);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(invite.getByText(`An invitation was sent to ${address}.`)).toBeVisible();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    await expect(pending.getByRole("listitem").filter({ hasText: address })).toBeVisible();

    // The same form sent again (a double submit, or Back and send): one invitation, and it says why.
    await field.fill(address);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(invite.getByText(/already has a pending invitation/)).toBeVisible();
    await expect(pending.getByRole("listitem").filter({ hasText: address })).toHaveCount(1);

    // Revoke from a page opened earlier, after another tab revoked it: the stale form says so.
    const earlier = await noScript.newPage();
    await earlier.goto("/admin/team");
    await page.getByRole("button", { name: `Revoke the invitation to ${address}` }).click();
    await expect(pending.getByRole("listitem").filter({ hasText: address })).not.toBeAttached();
    await earlier.getByRole("button", { name: `Revoke the invitation to ${address}` }).click();
    await expect(earlier.getByText("Revoke Failed")).toBeVisible();
    await expect(earlier.getByText(/no longer pending/i)).toBeVisible();

    await noScript.close();
    await admin.close();
  });

  test("the invite form works while its schema is still on its way: the action's field error, then the browser's own check", async ({
    freshCompany,
  }) => {
    // The schemas come after the page, at the person's first interaction (remix-app/lib/form-schemas.ts).
    // Held back here, as a slow network would: the form is sent as typed and the action answers.
    const { admin } = freshCompany;
    const { page } = admin;
    const held: Route[] = [];
    await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes("ZodError")) held.push(route);
      else await route.fulfill({ response });
    });
    await page.goto("/admin/team");
    await page.waitForFunction(() => window.__remixRouter !== undefined);
    await page.waitForLoadState("networkidle");
    expect(held, "the page loaded no schema before the person touched it").toHaveLength(0);

    const invite = page.getByRole("region", { name: "Invite User" });
    const field = invite.getByLabel("Email address");
    await field.fill("not-an-email");
    await expect.poll(() => held.length, "the form asked for its schema once touched").toBeGreaterThan(0);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/team")),
      invite.getByRole("button", { name: "Invite" }).click(),
    ]);
    expect(refused.status(), "the action checked the form with the same schema").toBe(400);
    await expect(invite.getByText("Please enter a valid email address")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    // The schema arrives: the next mistake is caught in the browser, with no request.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    await page.waitForLoadState("networkidle");
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posted.push(request.url());
    });
    await field.fill("still not an e-mail");
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(invite.getByText("Please enter a valid email address")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(posted, "checked in the browser once the schema had arrived").toEqual([]);
    await expect(page.getByRole("list", { name: "Pending invitations" })).not.toBeAttached();

    await admin.close();
  });

  test("changes a role and removes a person before the page's JavaScript has loaded, each asked first", async ({
    freshCompany,
    newVisitor,
    signIn,
  }) => {
    // A company of its own with a second person, who joins through an invitation.
    const { admin } = freshCompany;
    const colleague = `no-script-colleague-${Date.now()}@example.test`;
    const invited = await admin.api("POST", "/api/admin/company-users/invite", { email: colleague });
    expect(invited.status).toBe(200);
    await (await signIn(colleague)).close();
    const { context: noScript, page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    await page.goto("/admin/team");
    await expect(member(page, colleague)).toBeVisible();

    // Change role: the post asks which role (the dialog's choice, as a form), then saves it.
    await member(page, colleague)
      .getByRole("button", { name: /^Change role:/ })
      .click();
    const roleForm = page.getByRole("region", { name: "Change Role" });
    await roleForm.getByLabel("Company Admin").check();
    await roleForm.getByRole("button", { name: "Save Role" }).click();
    await expect(page.getByText(/is now a Company Admin\./)).toBeVisible();
    await expect(member(page, colleague).getByText("Company Admin", { exact: true })).toBeVisible();

    // A page opened earlier asks to delete the same person…
    const earlier = await noScript.newPage();
    await earlier.goto("/admin/team");
    await member(earlier, colleague)
      .getByRole("button", { name: /^Delete user:/ })
      .click();
    await expect(earlier.getByRole("alertdialog", { name: "Delete User" })).toBeVisible();

    // …while this one is asked first (nothing removed yet), then confirms.
    await member(page, colleague)
      .getByRole("button", { name: /^Delete user:/ })
      .click();
    const ask = page.getByRole("alertdialog", { name: "Delete User" });
    await expect(ask.getByText(`(${colleague})`)).toBeVisible();
    await expect(member(page, colleague)).toBeVisible();
    await ask.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("User Deleted")).toBeVisible();
    await expect(member(page, colleague)).toHaveCount(0);

    // The earlier page's confirmation is now stale: the domain's answer, not an error page.
    await earlier
      .getByRole("alertdialog", { name: "Delete User" })
      .getByRole("button", { name: "Delete User" })
      .click();
    await expect(earlier.getByText("Delete Failed")).toBeVisible();
    await expect(earlier.getByText("The requested user was not found.")).toBeVisible();

    await noScript.close();
    await admin.close();
  });

  test("shows a Freemium user the team read-only", async ({ as }) => {
    const freemium = await as("user@freemium.test");
    const { page } = freemium;
    await page.goto("/admin/team");
    await expect(member(page, "Finn User")).toBeVisible();
    await expect(page.getByText("Read-only").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Invite User" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Delete user:/ })).toHaveCount(0);
    await freemium.close();
  });

  test("leads the old ?tab= addresses (mails, bookmarks, the spec) to each tab's own address", async ({
    as,
  }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    for (const [old, now] of [
      ["/admin?tab=company-users", "/admin/team"],
      ["/admin?tab=company-settings", "/admin/settings"],
      ["/admin?tab=settings", "/admin/settings"],
      ["/admin?tab=knowledge", "/admin/knowledge"],
      ["/admin?tab=documents", "/admin/documents"],
    ]) {
      const response = await page.request.get(`${APP_URL}${old}`, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      expect(response.headers().location, old).toBe(now);
    }
    await page.goto("/admin?tab=settings");
    await currentAdminTab(page, "Company Settings");
    // Switching tabs is following a link: the address changes, and Back returns.
    await adminTabLink(page, "Team Members").click();
    await currentAdminTab(page, "Team Members");
    expect(new URL(page.url()).pathname).toBe("/admin/team");
    await page.goBack();
    await currentAdminTab(page, "Company Settings");
    await admin.close();
  });

  test("tells someone without admin access that access is denied, then sends them to the dashboard", async ({
    as,
  }) => {
    const user = await as("user@enterprise.test");
    const { page } = user;
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Access Denied")).toBeVisible();
    await page.waitForURL(`${APP_URL}/?denied=admin`);
    await expect(page.getByText("Admin access required for this page.").first()).toBeVisible();
    await user.close();
  });
});
