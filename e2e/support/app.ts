import type { Browser, BrowserContext, Page } from "playwright-core";
import { SESSION_COOKIE } from "../../worker/http/cookies.ts";

export { SESSION_COOKIE };

export const APP_URL = process.env.E2E_APP_URL ?? "http://localhost:8797";

/** A fresh browser context, signed out. For a signed-in one: signInAs (./sign-in.ts). */
export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies(APP_URL);
  return cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}
