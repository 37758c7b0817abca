import type { Page } from "@playwright/test";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { APP_URL } from "../support/app.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";
import { runSql } from "../support/local-database.ts";
import { messageTo } from "../support/outbox.ts";

async function requestChange(page: Page, personName: RegExp, newEmail: string) {
  await page.getByRole("button", { name: personName }).click();
  await page.getByRole("menuitem", { name: "Change Email" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New email address").fill(newEmail);
  await dialog.getByRole("button", { name: "Send Verification" }).click();
  await expect(dialog.getByText(newEmail).first()).toBeVisible();
  await page.keyboard.press("Escape");
}

/** The verification link, read from the local outbox (as the platform admin: ../support/outbox.ts). */
async function linkFromOutbox(to: string) {
  const message = await messageTo(to);
  const link = message.text.match(/https?:\/\/\S+verify-email-change\?token=[\w-]+/)?.[0];
  expectPresent(link, "the e-mail holds the verification link");
  return link;
}

async function currentEmail(page: Page) {
  return ((await (await page.request.get(`${APP_URL}/api/auth/user`)).json()) as { email: string }).email;
}

test.describe("changing the e-mail address", () => {
  test("changes the address only when the link from the outbox is followed", async ({ signIn }) => {
    // Right after signing in through the provider's form: its auth_time makes this a recent sign-in.
    const { context, page } = await signIn("user@perdoc.test");
    await requestChange(page, /Priya User/, "priya.new@perdoc.test");
    expect(await currentEmail(page)).toBe("user@perdoc.test");

    const link = await linkFromOutbox("priya.new@perdoc.test");
    await page.goto(link);
    await expect(page.getByText("Your e-mail address has been changed.")).toBeVisible();
    expect(await currentEmail(page)).toBe("priya.new@perdoc.test");

    // And back again, so the seeded account keeps its address for the other tests.
    await requestChange(page, /Priya User/, "user@perdoc.test");
    await page.goto(await linkFromOutbox("user@perdoc.test"));
    await expect(page.getByText("Your e-mail address has been changed.")).toBeVisible();
    expect(await currentEmail(page)).toBe("user@perdoc.test");
    await context.close();
  });

  test("does nothing with a link followed after 24 hours", async ({ signIn }) => {
    const { context, page } = await signIn("user@freemium.test");
    await requestChange(page, /Finn User/, "finn.late@freemium.test");
    const link = await linkFromOutbox("finn.late@freemium.test");
    // Let the 24 hours pass.
    runSql(
      "UPDATE email_change_requests SET expires_at = (unixepoch() * 1000) - 1000 WHERE new_email = 'finn.late@freemium.test'",
    );
    await page.goto(link);
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
    expect(await currentEmail(page)).toBe("user@freemium.test");
    await context.close();
  });

  test("asks for a fresh sign-in when the last one is over ten minutes old, then comes back to finish", async ({
    signIn,
  }) => {
    const { context, page } = await signIn("user@enterprise.test");
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
    await expect(dialog.getByText(/please sign in again to change your e-mail address/i)).toBeVisible();

    // The provider asks this person for the password again.
    await dialog.getByRole("button", { name: "Sign in again" }).click();
    await page.waitForURL(/localhost:\d+\/interaction\//);
    await expect(page.getByLabel("Email")).toHaveValue("user@enterprise.test");
    await page.getByLabel("Password").fill(LOCAL_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();

    // Back on the same page, with Change Email open and the address typed before.
    await page.waitForURL((url) => url.origin === APP_URL && url.pathname === "/documents");
    const reopened = page.getByRole("dialog", { name: "Change Email Address" });
    await expect(reopened).toBeVisible();
    await expect(reopened.getByLabel("New email address")).toHaveValue("eli.new@enterprise.test");
    // The flag that reopened it is gone (a reload does not open it again); the rest of the address stays.
    await page.waitForURL((url) => !url.searchParams.has("dialog"));
    expect(new URL(page.url()).searchParams.get("search")).toBe("policy");

    await reopened.getByRole("button", { name: "Send Verification" }).click();
    await expect(reopened.getByText("Verification email sent")).toBeVisible();
    const message = await messageTo("eli.new@enterprise.test");
    expect(message.text).toMatch(/verify-email-change\?token=/);

    // Leave the seeded account as it was.
    await reopened.getByRole("button", { name: "Cancel Request" }).click();
    await expect(reopened.getByText(/request was cancelled/)).toBeVisible();
    expect(await currentEmail(page)).toBe("user@enterprise.test");
    await context.close();
  });
});
