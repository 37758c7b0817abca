import type { Browser, BrowserContext, Page } from "@playwright/test";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { APP_URL } from "./app.ts";

// A browser with JavaScript switched off, for the tests of the forms that work before (or
// without) the page's JavaScript (e2e/tests/without-javascript*.test.ts).

/** A browser context that runs no script at all (the app's and the identity provider's). */
export async function withoutJavaScript(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in through /login's Sign In button and the identity provider's form, scripts off. */
export async function signInWithoutJavaScript(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/localhost:\d+\/interaction\//);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(LOCAL_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${APP_URL}/`);
}
