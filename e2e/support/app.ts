import type { Browser, BrowserContext, Page } from "playwright-core";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";

export const APP_URL = process.env.E2E_APP_URL ?? "http://localhost:8797";

export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in like a person: the app's Sign In button, then the identity provider's form. */
export async function signIn(page: Page, email: string, password = LOCAL_PASSWORD) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/localhost:\d+\/interaction\//);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${APP_URL}/`);
}

export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies(APP_URL);
  return cookies.find((c) => c.name === "charterly_session")?.value ?? null;
}
