import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { APP_URL, newVisitor } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";

// Evaluated in the page, where the DOM exists.
declare const document: { documentElement: { classList: DOMTokenListLike } };
interface DOMTokenListLike {
  contains(token: string): boolean;
}

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

describe("landing page", () => {
  it("shows the top bar, hero, six feature cards, three plans and the footer call to action", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Templates" }).waitFor();
    assert.ok(
      await header
        .getByRole("link", { name: "Sign In" })
        .or(header.getByRole("button", { name: "Sign In" }))
        .count(),
    );
    await page.getByRole("button", { name: "Toggle theme" }).first().waitFor();
    for (const feature of ["Slack", "versioning", "template library", "assistant"]) {
      assert.ok(await page.getByText(new RegExp(feature, "i")).first().isVisible(), `feature ${feature}`);
    }
    for (const plan of ["Freemium", "Pay-per-Document", "Enterprise"]) {
      assert.ok(await page.getByRole("heading", { name: plan, exact: true }).isVisible(), `plan ${plan}`);
    }
    await page.getByText("up to 5 users").waitFor();
    const cta = page
      .getByRole("link", { name: "Get Started Today" })
      .or(page.getByRole("button", { name: "Get Started Today" }));
    await cta.first().click();
    await page.waitForURL(`${APP_URL}/login`);
    await context.close();
  });
});

describe("login page", () => {
  it("shows the forced-logout and dev-logout notices and the first-sign-in footnote", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/login?forced_logout=1");
    await page.getByText("Successfully logged out. You can now sign in with a different account.").waitFor();
    await page.getByText("A new account is created automatically on first sign-in.").waitFor();
    await page.goto("/login?dev_logout=1");
    await page.getByText(/incognito/i).waitFor();
    assert.equal(await page.getByText("Successfully logged out.").count(), 0);
    await context.close();
  });

  it("explains a failed sign-in", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/login?error=expired");
    await page.getByRole("alert").filter({ hasText: "Please sign in again." }).waitFor();
    await context.close();
  });
});

describe("not found", () => {
  it("answers 404 with the not-found page", async () => {
    const { context, page } = await newVisitor(browser);
    const response = await page.goto("/no/such/page");
    assert.equal(response?.status(), 404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await context.close();
  });
});

describe("theme", () => {
  it("is dark by default and remembers the visitor's choice across reloads", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    assert.equal(await isDark(), true);
    await page.getByRole("button", { name: "Toggle theme" }).first().click();
    assert.equal(await isDark(), false);
    await page.reload();
    assert.equal(await isDark(), false);
    await page.goto("/login");
    assert.equal(await isDark(), false);
    await context.close();
  });
});

describe("signed-out guards", () => {
  it("a signed-in page opened signed out says 'Unauthorized - You are logged out. Logging in again...' and signs in through /api/login", async () => {
    const { context, page } = await newVisitor(browser);
    for (const path of [
      "/documents",
      "/generate",
      "/chat",
      "/admin",
      "/admin/customers",
      "/platform-settings",
    ]) {
      // Hold the sign-in request until the notice has been read, so the check does not race it.
      const asked: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/login*", async (route) => {
        asked.push(route.request().url());
        await held;
        await route.continue();
      });
      const response = await page.goto(path);
      assert.equal(response?.status(), 401, path);
      await page.getByRole("heading", { name: "Unauthorized" }).waitFor();
      await page.getByText("You are logged out. Logging in again...", { exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, path, `${path} is not sent to /login`);
      // Half a second after the page is ready, sign-in starts by itself.
      const deadline = Date.now() + 10_000;
      while (asked.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
      release();
      await page.waitForURL(/localhost:\d+\/interaction\//);
      assert.equal(asked.length, 1, path);
      assert.equal(new URL(asked[0]!).pathname, "/api/login", path);
      await page.unrouteAll();
    }
    await context.close();
  });
});
