import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { APP_URL } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { runSql } from "../support/local-database.ts";
import { messageTo } from "../support/outbox.ts";
import { signInAs } from "../support/sign-in.ts";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

async function requestChange(page: Page, personName: RegExp, newEmail: string) {
  await page.getByRole("button", { name: personName }).click();
  await page.getByRole("menuitem", { name: "Change Email" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New email address").fill(newEmail);
  await dialog.getByRole("button", { name: "Send Verification" }).click();
  await dialog.getByText(newEmail).first().waitFor();
  await page.keyboard.press("Escape");
}

/** The verification link, read from the local outbox (as the platform admin: ../support/outbox.ts). */
async function linkFromOutbox(to: string) {
  const message = await messageTo(browser, to);
  const link = message.text.match(/https?:\/\/\S+verify-email-change\?token=[\w-]+/)?.[0];
  assert.ok(link, "the e-mail holds the verification link");
  return link;
}

async function currentEmail(page: Page) {
  return ((await (await page.request.get(`${APP_URL}/api/auth/user`)).json()) as { email: string }).email;
}

describe("changing the e-mail address", () => {
  it("changes the address only when the link from the outbox is followed", async () => {
    // Right after signing in through the provider's form: its auth_time makes this a recent sign-in.
    const { context, page } = await signInAs(browser, "user@perdoc.test");
    await requestChange(page, /Priya User/, "priya.new@perdoc.test");
    assert.equal(await currentEmail(page), "user@perdoc.test");

    const link = await linkFromOutbox("priya.new@perdoc.test");
    await page.goto(link);
    await page.getByText("Your e-mail address has been changed.").waitFor();
    assert.equal(await currentEmail(page), "priya.new@perdoc.test");

    // And back again, so the seeded account keeps its address for the other tests.
    await requestChange(page, /Priya User/, "user@perdoc.test");
    await page.goto(await linkFromOutbox("user@perdoc.test"));
    await page.getByText("Your e-mail address has been changed.").waitFor();
    assert.equal(await currentEmail(page), "user@perdoc.test");
    await context.close();
  });

  it("does nothing with a link followed after 24 hours", async () => {
    const { context, page } = await signInAs(browser, "user@freemium.test");
    await requestChange(page, /Finn User/, "finn.late@freemium.test");
    const link = await linkFromOutbox("finn.late@freemium.test");
    // Let the 24 hours pass.
    runSql(
      "UPDATE email_change_requests SET expires_at = (unixepoch() * 1000) - 1000 WHERE new_email = 'finn.late@freemium.test'",
    );
    await page.goto(link);
    await page.getByText(/invalid or has expired/).waitFor();
    assert.equal(await currentEmail(page), "user@freemium.test");
    await context.close();
  });

  it("asks for a fresh sign-in when the last one is over ten minutes old, then comes back to finish", async () => {
    const { context, page } = await signInAs(browser, "user@enterprise.test");
    // Let twenty minutes pass since this sign-in. What counts is when the provider asked for the
    // password (authenticated_at, the ID token's auth_time), which the sign-in recorded.
    runSql(
      "UPDATE sessions SET created_at = created_at - 20 * 60 * 1000, authenticated_at = authenticated_at - 20 * 60 * 1000 WHERE user_id = (SELECT id FROM users WHERE email = 'user@enterprise.test')",
    );
    await page.goto("/documents?search=policy");
    await page.getByRole("button", { name: /Eli User/ }).click();
    await page.getByRole("menuitem", { name: "Change Email" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Email Address" });
    await dialog.getByLabel("New email address").fill("eli.new@enterprise.test");
    await dialog.getByRole("button", { name: "Send Verification" }).click();
    await dialog.getByText(/please sign in again to change your e-mail address/i).waitFor();

    // The provider asks this person for the password again.
    await dialog.getByRole("button", { name: "Sign in again" }).click();
    await page.waitForURL(/localhost:\d+\/interaction\//);
    assert.equal(await page.getByLabel("Email").inputValue(), "user@enterprise.test");
    await page.getByLabel("Password").fill(LOCAL_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();

    // Back on the same page, with Change Email open and the address typed before.
    await page.waitForURL((url) => url.origin === APP_URL && url.pathname === "/documents");
    const reopened = page.getByRole("dialog", { name: "Change Email Address" });
    await reopened.waitFor();
    assert.equal(await reopened.getByLabel("New email address").inputValue(), "eli.new@enterprise.test");
    // The flag that reopened it is gone (a reload does not open it again); the rest of the address stays.
    await page.waitForURL((url) => !url.searchParams.has("dialog"));
    assert.equal(new URL(page.url()).searchParams.get("search"), "policy");

    await reopened.getByRole("button", { name: "Send Verification" }).click();
    await reopened.getByText("Verification email sent").waitFor();
    const message = await messageTo(browser, "eli.new@enterprise.test");
    assert.match(message.text, /verify-email-change\?token=/);

    // Leave the seeded account as it was.
    await reopened.getByRole("button", { name: "Cancel Request" }).click();
    await reopened.getByText(/request was cancelled/).waitFor();
    assert.equal(await currentEmail(page), "user@enterprise.test");
    await context.close();
  });
});
