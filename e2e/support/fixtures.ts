// The end-to-end tests' fixtures: `import { test, expect } from "../support/fixtures.ts"`.
//
// - `as(email)`: a new browser context signed in as that account, on the dashboard, plus `api()` for
//   checking the server's answers with that session. Seeded accounts (one per role and tier,
//   worker/db/seed/accounts.ts) start from the storage state global setup saved after signing in
//   through the real form; a session the server has since ended (a deactivation, a password reset)
//   is signed in again through the form and saved anew. Any other address signs in through the form.
// - `signIn(email)`: always through the real form, for tests whose subject is the sign-in itself
//   (sign-out, a recent sign-in before an e-mail change, a deactivated session).
// - `newVisitor()`: a fresh signed-out context (the built-in `page` is one too).
// - `freshCompany` / `newCompany(tier)`: a new company with its first company admin, made through
//   the platform's Add New Customer API, for tests that write and must not depend on leftovers.
// - Every context made here (and the built-in one) fails its test if Chromium reported a
//   Content-Security-Policy violation (worker/http/security-headers.ts).
import { existsSync } from "node:fs";
import type { Tier } from "@charterly/domain/contract";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { APP_URL, sessionCookie } from "./app.ts";
import { callApiAs, SEEDED_EMAILS, signInThroughForm, storageStatePath } from "./sign-in.ts";

export { expectNoAxeViolations } from "./axe.ts";
export { expect };

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

export interface FreshCompany {
  id: number;
  name: string;
  tier: Tier;
  adminEmail: string;
  /** The company's first admin ("Fay Fresh"), signed in. */
  admin: SignedIn;
}

interface Fixtures {
  cspViolations: string[];
  newVisitor: (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page }>;
  as: (email: string) => Promise<SignedIn>;
  signIn: (email: string) => Promise<SignedIn>;
  newCompany: (tier?: Tier) => Promise<FreshCompany>;
  freshCompany: FreshCompany;
}

function watchCsp(context: BrowserContext, violations: string[]) {
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy"))
      violations.push(`${message.location().url}: ${message.text()}`);
  });
}

async function openContext(
  browser: Browser,
  violations: string[],
  opened: BrowserContext[],
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ baseURL: APP_URL, ...options });
  watchCsp(context, violations);
  opened.push(context);
  return context;
}

function signedIn(email: string, context: BrowserContext, page: Page): SignedIn {
  return {
    email,
    context,
    page,
    api: (method, path, body) => callApiAs(context, method, path, body),
    sessionCookie: () => sessionCookie(context),
    close: () => context.close(),
  };
}

let companies = 0;

export const test = base.extend<Fixtures>({
  cspViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies so
    async ({}, use) => {
      const violations: string[] = [];
      await use(violations);
      if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
    },
    { auto: true },
  ],

  context: async ({ context, cspViolations }, use) => {
    watchCsp(context, cspViolations);
    await use(context);
  },

  newVisitor: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await openContext(browser, cspViolations, opened, options);
      return { context, page: await context.newPage() };
    });
    for (const context of opened) await context.close();
  },

  signIn: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (email) => {
      const context = await openContext(browser, cspViolations, opened);
      const page = await context.newPage();
      await signInThroughForm(page, email);
      return signedIn(email, context, page);
    });
    for (const context of opened) await context.close();
  },

  as: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (email) => {
      const path = storageStatePath(email);
      if (existsSync(path)) {
        const context = await openContext(browser, cspViolations, opened, { storageState: path });
        if ((await callApiAs(context, "GET", "/api/auth/user")).status === 200) {
          const page = await context.newPage();
          await page.goto("/");
          return signedIn(email, context, page);
        }
        await context.close();
      }
      // No saved state yet (an account made by a test), or the server ended that session.
      const context = await openContext(browser, cspViolations, opened);
      const page = await context.newPage();
      await signInThroughForm(page, email);
      if (SEEDED_EMAILS.includes(email)) await context.storageState({ path });
      return signedIn(email, context, page);
    });
    for (const context of opened) await context.close().catch(() => {});
  },

  newCompany: async ({ as, signIn }, use) => {
    await use(async (tier = "enterprise") => {
      const n = `${Date.now().toString(36)}${(companies++).toString(36)}`;
      const name = `Fresh ${n} Ltd`;
      const adminEmail = `fay.fresh@fresh-${n}.example.test`;
      const platform = await as("platform@charterly.test");
      const created = await platform.api("POST", "/api/admin/customers", {
        companyName: name,
        subscriptionTier: tier,
        email: adminEmail,
        firstName: "Fay",
        lastName: "Fresh",
      });
      if (created.status !== 200)
        throw new Error(`Add New Customer: ${created.status} ${await created.text()}`);
      await platform.close();
      const admin = await signIn(adminEmail);
      const me = (await (await admin.api("GET", "/api/auth/user")).json()) as {
        companyId: number;
        companyName: string;
        role: string;
      };
      if (me.companyName !== name || me.role !== "company_admin")
        throw new Error(`${adminEmail} signed in as ${JSON.stringify(me)}, not ${name}'s admin`);
      return { id: me.companyId, name, tier, adminEmail, admin };
    });
  },

  freshCompany: async ({ newCompany }, use) => {
    await use(await newCompany());
  },
});

/** expect(value, message).toBeTruthy(), which also tells TypeScript the value is there. */
export function expectPresent<T>(value: T, message?: string): asserts value is NonNullable<T> {
  expect(value, message).toBeTruthy();
}
