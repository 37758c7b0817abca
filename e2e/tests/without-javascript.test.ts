import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { APP_URL, sessionCookie } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";

// The core forms before the page's JavaScript has loaded (issue 26 §2): a browser with JavaScript
// switched off signs in, searches and filters the library, changes a document's status and adds a
// comment — each a plain link, GET form or POST form answered by the server.

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

/** A browser context that runs no script at all (the app's and the identity provider's). */
async function withoutJavaScript(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in through /login's Sign In button and the identity provider's form, scripts off. */
async function signInWithoutJavaScript(email: string) {
  const visitor = await withoutJavaScript();
  const { page } = visitor;
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/localhost:\d+\/interaction\//);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(LOCAL_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${APP_URL}/`);
  return visitor;
}

describe("without JavaScript", () => {
  it("Sign In starts the identity provider's sign-in and lands signed in", async () => {
    const { context, page } = await signInWithoutJavaScript("user@enterprise.test");
    assert.ok(await sessionCookie(context), "a session cookie was set");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await context.close();
  });
});
