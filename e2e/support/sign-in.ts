// The end-to-end sign-in fixture. Every test that needs a signed-in person starts with
// `await signInAs(browser, "admin@enterprise.test")`: a fresh browser context signed in through the
// real flow (the app's Sign In button, the local identity provider's form, the callback), plus
// `api()` for checking the server's answers with that person's session. Tests of the sign-in flow
// itself use the lower-level step, `submitSignInForm`.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { APP_URL, newVisitor, SESSION_COOKIE, sessionCookie } from "./app.ts";

export interface SignedIn {
  email: string;
  context: BrowserContext;
  /** On the dashboard, signed in. */
  page: Page;
  /**
   * Calls the app's API from outside the browser with this person's session cookie, as a script
   * would: a JSON body (or a FormData one as is), and the app's own Origin on writes.
   */
  api(method: string, path: string, body?: unknown): Promise<Response>;
  /** The session cookie's current value (null once signed out). */
  sessionCookie(): Promise<string | null>;
  close(): Promise<void>;
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

/** A new browser context in which the seeded account has signed in; answers on the dashboard. */
export async function signInAs(browser: Browser, email: string): Promise<SignedIn> {
  const { context, page } = await newVisitor(browser);
  await submitSignInForm(page, email);
  await page.waitForURL(`${APP_URL}/`);
  if (!(await sessionCookie(context))) throw new Error(`${email} signed in without a session cookie`);
  return {
    email,
    context,
    page,
    api: (method, path, body) => callApiAs(context, method, path, body),
    sessionCookie: () => sessionCookie(context),
    close: () => context.close(),
  };
}

async function callApiAs(context: BrowserContext, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {
    cookie: `${SESSION_COOKIE}=${await sessionCookie(context)}`,
  };
  if (method !== "GET" && method !== "HEAD") headers.origin = APP_URL;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return fetch(`${APP_URL}${path}`, { method, headers, body: payload });
}
