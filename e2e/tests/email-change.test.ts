import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { APP_URL } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { runSql } from "../support/local-database.ts";
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

async function linkFromOutbox(to: string) {
  const outbox = (await (await fetch(`${APP_URL}/api/dev/outbox`)).json()) as Array<{
    to: string;
    text: string;
  }>;
  const message = outbox.find((m) => m.to === to);
  assert.ok(message, `a verification e-mail to ${to}`);
  const link = message.text.match(/https?:\/\/\S+verify-email-change\?token=[\w-]+/)?.[0];
  assert.ok(link, "the e-mail holds the verification link");
  return link;
}

async function currentEmail(page: Page) {
  return ((await (await page.request.get(`${APP_URL}/api/auth/user`)).json()) as { email: string }).email;
}

describe("changing the e-mail address", () => {
  it("changes the address only when the link from the outbox is followed", async () => {
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
});
