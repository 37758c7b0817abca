import type { BrowserContext } from "@playwright/test";
import { SESSION_COOKIE } from "../../worker/http/cookies.ts";

export { SESSION_COOKIE };

/** The app under test (the stack e2e/global-setup.ts starts; playwright.config.ts's baseURL). */
export const APP_URL = process.env.E2E_APP_URL ?? `http://localhost:${process.env.E2E_APP_PORT ?? 8797}`;

export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies(APP_URL);
  return cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}
