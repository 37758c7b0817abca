import type { Page } from "@playwright/test";
import { APP_URL, SESSION_COOKIE, sessionCookie } from "../support/app.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";
import { submitSignInForm } from "../support/sign-in.ts";

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
    allowed: ["/admin/team", "/admin/customers/overview", "/platform-settings/templates", "/documents"],
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

test.describe("each seeded account", () => {
  for (const account of accounts) {
    test(`${account.email} signs in, sees what their role and tier allow, and is refused the rest`, async ({
      signIn,
    }) => {
      const { context, page } = await signIn(account.email);
      await expect(page.getByRole("heading", { name: `Welcome back, ${account.firstName}` })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByText(account.tierLabel, { exact: true }).first(), "tier badge").toBeVisible();
      expect((await main.getByText("ADMIN", { exact: true }).count()) > 0, "ADMIN badge").toBe(account.admin);

      const nav = page.getByRole("navigation", { name: "Main navigation" });
      for (const entry of ["Dashboard", "Document Library", "Generate Document", "AI Assistant"]) {
        await expect(nav.getByRole("link", { name: entry }), entry).toBeVisible();
      }
      await expect(nav.getByRole("link", { name: "Admin Panel" })).toHaveCount(
        account.sidebar.adminPanel ? 1 : 0,
      );
      await expect(nav.getByRole("link", { name: "Customer Management" })).toHaveCount(
        account.sidebar.platform ? 1 : 0,
      );
      await expect(nav.getByRole("link", { name: "Platform Settings" })).toHaveCount(
        account.sidebar.platform ? 1 : 0,
      );
      // The system admin's sidebar has its "Settings" link beside "Admin Settings" (end-user side §2).
      await expect(nav.getByRole("link", { name: "Settings", exact: true })).toHaveCount(
        account.sidebar.platform ? 1 : 0,
      );

      for (const [path, landing] of account.refused) {
        // The Admin Panel says 'Access Denied' first and moves on after a second; the others redirect.
        await page.goto(path);
        await page.waitForURL((url) => `${url.pathname}${url.search}` === landing);
        expect(await pathAndQuery(page), `${path} should be refused`).toBe(landing);
        await expect(page.getByRole("alert").first()).toBeVisible();
        // The customer-management denial reads '…for customer management.' (administration side §8).
        if (path === "/admin/customers")
          await expect(
            page.getByText("Platform admin access required for customer management.").first(),
          ).toBeVisible();
      }
      for (const path of account.allowed) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname, `${path} should be allowed`).toBe(path);
      }

      const api = await page.request.get(`${APP_URL}/api/auth/user`);
      expect(api.status()).toBe(200);
      expect((await api.json()).email).toBe(account.email);
      await context.close();
    });
  }
});

test.describe("signing out", () => {
  test("clears client storage, ends the session on the server, and the old cookie no longer works", async ({
    signIn,
  }) => {
    const { context, page } = await signIn("user@enterprise.test");
    const cookie = await sessionCookie(context);
    expectPresent(cookie, "signed in with a session cookie");
    await page.evaluate(() => {
      localStorage.setItem("draft", "x");
      sessionStorage.setItem("draft", "y");
    });

    await page.getByRole("button", { name: /Eli User/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${APP_URL}/login?forced_logout=1`);
    await expect(
      page.getByText("Successfully logged out. You can now sign in with a different account."),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("draft"))).toBe(null);
    expect(await page.evaluate(() => sessionStorage.getItem("draft"))).toBe(null);

    const replay = await fetch(`${APP_URL}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(replay.status).toBe(401);
    await page.goto("/");
    await expect(
      page
        .getByRole("link", { name: "Get Started Today" })
        .or(page.getByRole("button", { name: "Get Started Today" }))
        .first(),
    ).toBeVisible();
    await context.close();
  });

  test("a wrong password is refused at the identity provider", async ({ newVisitor }) => {
    const { context, page } = await newVisitor();
    await submitSignInForm(page, "admin@enterprise.test", "wrong");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    expect(await sessionCookie(context)).toBe(null);
    await context.close();
  });
});
