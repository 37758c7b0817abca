import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { APP_URL, newVisitor, SESSION_COOKIE, sessionCookie } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { signInAs, submitSignInForm } from "../support/sign-in.ts";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

interface Expectation {
  email: string;
  firstName: string;
  tierLabel: string;
  admin: boolean;
  sidebar: { adminPanel: boolean; platform: boolean };
  /** Paths this person is refused, and where they land instead. */
  refused: Array<[string, string]>;
  allowed: string[];
}

const accounts: Expectation[] = [
  {
    email: "platform@charterly.test",
    firstName: "Paula",
    tierLabel: "System Admin",
    admin: true,
    sidebar: { adminPanel: true, platform: true },
    refused: [],
    allowed: ["/admin/team", "/admin/customers", "/platform-settings", "/documents"],
  },
  {
    email: "admin@enterprise.test",
    firstName: "Erin",
    tierLabel: "Enterprise",
    admin: true,
    sidebar: { adminPanel: true, platform: false },
    refused: [
      ["/admin/customers", "/?denied=customers"],
      ["/platform-settings", "/?denied=platform"],
    ],
    allowed: ["/admin/team", "/documents"],
  },
  {
    email: "user@enterprise.test",
    firstName: "Eli",
    tierLabel: "Enterprise",
    admin: false,
    sidebar: { adminPanel: false, platform: false },
    refused: [
      ["/admin", "/?denied=admin"],
      ["/admin/customers", "/?denied=customers"],
    ],
    allowed: ["/documents", "/chat"],
  },
  {
    email: "admin@perdoc.test",
    firstName: "Pat",
    tierLabel: "Pay Per Use",
    admin: true,
    sidebar: { adminPanel: true, platform: false },
    refused: [["/platform-settings", "/?denied=platform"]],
    allowed: ["/admin/team"],
  },
  {
    email: "user@perdoc.test",
    firstName: "Priya",
    tierLabel: "Pay Per Use",
    admin: false,
    sidebar: { adminPanel: false, platform: false },
    refused: [["/admin", "/?denied=admin"]],
    allowed: ["/documents"],
  },
  {
    email: "admin@freemium.test",
    firstName: "Fran",
    tierLabel: "Freemium",
    admin: true,
    sidebar: { adminPanel: true, platform: false },
    refused: [["/admin/customers", "/?denied=customers"]],
    allowed: ["/admin/team"],
  },
  {
    email: "user@freemium.test",
    firstName: "Finn",
    tierLabel: "Freemium",
    admin: false,
    sidebar: { adminPanel: true, platform: false },
    refused: [["/platform-settings", "/?denied=platform"]],
    allowed: ["/admin/team"],
  },
];

async function pathAndQuery(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe("each seeded account", () => {
  for (const account of accounts) {
    it(`${account.email} signs in, sees what their role and tier allow, and is refused the rest`, async () => {
      const { context, page } = await signInAs(browser, account.email);
      await page.getByRole("heading", { name: `Welcome back, ${account.firstName}` }).waitFor();
      const main = page.getByRole("main");
      assert.ok(await main.getByText(account.tierLabel, { exact: true }).first().isVisible(), "tier badge");
      assert.equal(
        (await main.getByText("ADMIN", { exact: true }).count()) > 0,
        account.admin,
        "ADMIN badge",
      );

      const nav = page.getByRole("navigation", { name: "Main navigation" });
      for (const entry of ["Dashboard", "Document Library", "Generate Document", "AI Assistant"]) {
        assert.ok(await nav.getByRole("link", { name: entry }).isVisible(), entry);
      }
      assert.equal(
        await nav.getByRole("link", { name: "Admin Panel" }).count(),
        account.sidebar.adminPanel ? 1 : 0,
      );
      assert.equal(
        await nav.getByRole("link", { name: "Customer Management" }).count(),
        account.sidebar.platform ? 1 : 0,
      );
      assert.equal(
        await nav.getByRole("link", { name: "Platform Settings" }).count(),
        account.sidebar.platform ? 1 : 0,
      );
      // The system admin's sidebar has its "Settings" link beside "Admin Settings" (end-user side §2).
      assert.equal(
        await nav.getByRole("link", { name: "Settings", exact: true }).count(),
        account.sidebar.platform ? 1 : 0,
      );

      for (const [path, landing] of account.refused) {
        // The Admin Panel says 'Access Denied' first and moves on after a second; the others redirect.
        await page.goto(path);
        await page.waitForURL((url) => `${url.pathname}${url.search}` === landing);
        assert.equal(await pathAndQuery(page), landing, `${path} should be refused`);
        await page.getByRole("alert").first().waitFor();
        // The customer-management denial reads '…for customer management.' (administration side §8).
        if (path === "/admin/customers")
          await page.getByText("Platform admin access required for customer management.").first().waitFor();
      }
      for (const path of account.allowed) {
        const response = await page.goto(path);
        assert.equal(response?.status(), 200, path);
        assert.equal(new URL(page.url()).pathname, path, `${path} should be allowed`);
      }

      const api = await page.request.get(`${APP_URL}/api/auth/user`);
      assert.equal(api.status(), 200);
      assert.equal((await api.json()).email, account.email);
      await context.close();
    });
  }
});

describe("signing out", () => {
  it("clears client storage, ends the session on the server, and the old cookie no longer works", async () => {
    const { context, page } = await signInAs(browser, "user@enterprise.test");
    const cookie = await sessionCookie(context);
    assert.ok(cookie, "signed in with a session cookie");
    await page.evaluate(() => {
      localStorage.setItem("draft", "x");
      sessionStorage.setItem("draft", "y");
    });

    await page.getByRole("button", { name: /Eli User/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${APP_URL}/login?forced_logout=1`);
    await page.getByText("Successfully logged out. You can now sign in with a different account.").waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("draft")), null);
    assert.equal(await page.evaluate(() => sessionStorage.getItem("draft")), null);

    const replay = await fetch(`${APP_URL}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    assert.equal(replay.status, 401);
    await page.goto("/");
    await page
      .getByRole("link", { name: "Get Started Today" })
      .or(page.getByRole("button", { name: "Get Started Today" }))
      .first()
      .waitFor();
    await context.close();
  });

  it("a wrong password is refused at the identity provider", async () => {
    const { context, page } = await newVisitor(browser);
    await submitSignInForm(page, "admin@enterprise.test", "wrong");
    await page.getByText("Invalid email or password.").waitFor();
    assert.equal(await sessionCookie(context), null);
    await context.close();
  });
});
