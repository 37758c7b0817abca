// Signing in, as a person does: /login's Sign In button, then the local identity provider's form.
// Global setup (e2e/global-setup.ts) does it once per seeded account and keeps the browser's
// storage state (e2e/.artifacts/auth/), which the `as(email)` fixture (./fixtures.ts) starts from.
import { mkdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { LOCAL_PASSWORD, seedAccounts } from "../../worker/db/seed/accounts.ts";
import { APP_URL, SESSION_COOKIE, sessionCookie } from "./app.ts";

/** Every seeded account (worker/db/seed/accounts.ts): one per role and tier. */
export const SEEDED_EMAILS = seedAccounts.map((a) => a.email);

const AUTH_DIR = "e2e/.artifacts/auth";

/** Where the account's signed-in storage state is kept for the run. */
export function storageStatePath(email: string) {
  mkdirSync(AUTH_DIR, { recursive: true });
  return `${AUTH_DIR}/${email.replace(/[^a-z0-9.@-]/gi, "_")}.json`;
}

/**
 * The sign-in form, as a person fills it: /login's Sign In button, then the identity provider's
 * e-mail and password. Leaves the page wherever the provider sends it (the app after a good
 * password, the form again with its error after a wrong one).
 */
export async function submitSignInForm(page: Page, email: string, password = LOCAL_PASSWORD) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/localhost:\d+\/interaction\//);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the form and waits for the dashboard and the session cookie. */
export async function signInThroughForm(page: Page, email: string) {
  await submitSignInForm(page, email);
  await page.waitForURL(`${APP_URL}/`);
  if (!(await sessionCookie(page.context()))) throw new Error(`${email} signed in without a session cookie`);
}

/**
 * Calls the app's API from outside the browser with a session cookie, as a script would: a JSON
 * body (or a FormData one as is), and the app's own Origin on writes.
 */
export async function callApi(cookie: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { cookie: `${SESSION_COOKIE}=${cookie}` };
  if (method !== "GET" && method !== "HEAD") headers.origin = APP_URL;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return fetch(`${APP_URL}${path}`, { method, headers, body: payload });
}

export async function callApiAs(context: BrowserContext, method: string, path: string, body?: unknown) {
  return callApi(await sessionCookie(context), method, path, body);
}

/**
 * The API as a seeded account, with the session global setup saved: for preparing and clearing a
 * file's data in `test.beforeAll`/`test.afterAll`, where no browser fixture is available.
 */
export function storedSession(email: string) {
  const read = () => {
    const state = JSON.parse(readFileSync(storageStatePath(email), "utf8")) as {
      cookies: Array<{ name: string; value: string }>;
    };
    return state.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
  };
  return {
    email,
    api: (method: string, path: string, body?: unknown) => callApi(read(), method, path, body),
  };
}
