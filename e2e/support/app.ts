import { afterEach } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SESSION_COOKIE } from "../../worker/http/cookies.ts";

export { SESSION_COOKIE };

export const APP_URL = process.env.E2E_APP_URL ?? "http://localhost:8797";

/**
 * What Chromium refused under the app's Content-Security-Policy (worker/http/security-headers.ts),
 * in any context made here: each test fails if its pages logged a violation.
 */
const cspViolations: string[] = [];
afterEach(() => {
  const found = cspViolations.splice(0);
  if (found.length) throw new Error(`Content-Security-Policy violations:\n${found.join("\n")}`);
});

/** A fresh browser context, signed out. For a signed-in one: signInAs (./sign-in.ts). */
export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL });
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy"))
      cspViolations.push(`${message.location().url}: ${message.text()}`);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies(APP_URL);
  return cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}
