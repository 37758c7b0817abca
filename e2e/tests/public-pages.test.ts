import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page, Route } from "playwright-core";
import { APP_URL, newVisitor } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { signInAs } from "../support/sign-in.ts";

// Evaluated in the page, where the DOM exists.
declare const document: { documentElement: { classList: DOMTokenListLike } };
declare const window: { __remixRouter?: unknown; firstClickMarker?: number };
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

/**
 * Holds the page's script requests that match (never answered until released), as a slow network
 * would: what a person sees and clicks before the page's JavaScript has arrived.
 */
async function holdScripts(page: Page, match: RegExp) {
  const held: Route[] = [];
  await page.route(match, (route) => {
    held.push(route);
  });
  return {
    held,
    async release() {
      await page.unroute(match);
      // A request of a page already left is gone: nothing to answer.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

const SCRIPT = /\/assets\/.+\.js(\?.*)?$/;
/** The dashboard's own chunk (components/dashboard.tsx), not lib/dashboard-chunk.ts. */
const DASHBOARD_CHUNK = /\/assets\/dashboard-(?!chunk-)[^/]+\.js(\?.*)?$/;
const hydrated = (page: Page) => page.evaluate(() => window.__remixRouter !== undefined);

describe("a click right after load is never lost", () => {
  it("signed out, every call to action of / is a link that works before any JavaScript has loaded", async () => {
    const { context, page } = await newVisitor(browser);
    const scripts = await holdScripts(page, SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    assert.ok(scripts.held.length > 0, "the page asked for its scripts");
    assert.equal(await hydrated(page), false, "no JavaScript of the page has run");

    // Each call to action is an <a href>, so the browser follows it by itself.
    const header = page.getByRole("banner");
    const main = page.getByRole("main");
    for (const [link, href] of [
      [header.getByRole("link", { name: "Sign In" }), "/login"],
      [header.getByRole("link", { name: "Templates" }), "/templates"],
      [main.getByRole("link", { name: "Get Started", exact: true }), "/login"],
      [main.getByRole("link", { name: "Browse Templates" }), "/templates"],
      [main.getByRole("link", { name: "Get started with Freemium" }), "/login"],
      [main.getByRole("link", { name: "Get started with Pay-per-Document" }), "/login"],
      [main.getByRole("link", { name: "Get started with Enterprise" }), "/login"],
      [page.getByRole("link", { name: "Get Started Today" }), "/login"],
    ] as const) {
      assert.equal(await link.getAttribute("href"), href);
    }
    // The theme toggle is the page's only button, and no call to action.
    const buttons = await page.getByRole("button").allTextContents();
    assert.deepEqual(
      await page.getByRole("button").evaluateAll((all) => all.map((b) => b.getAttribute("aria-label"))),
      ["Toggle theme"],
      `buttons: ${buttons.join(", ")}`,
    );

    await main.getByRole("link", { name: "Get Started", exact: true }).click();
    await page.waitForURL(`${APP_URL}/login`, { waitUntil: "commit" });
    await context.close();
  });

  it("signed out, / loads none of the dashboard's code", async () => {
    const { context, page } = await newVisitor(browser);
    const bodies: Array<Promise<{ path: string; text: string }>> = [];
    page.on("response", (response) => {
      if (SCRIPT.test(response.url()))
        bodies.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, text })));
    });
    await page.goto("/", { waitUntil: "networkidle" });
    assert.ok(await hydrated(page));
    const scripts = await Promise.all(bodies);
    assert.ok(scripts.length > 0);
    // The dashboard's chunk, or its words ("Welcome back, …") inlined in another script.
    assert.deepEqual(
      scripts
        .filter(({ path, text }) => DASHBOARD_CHUNK.test(path) || text.includes("Welcome back"))
        .map((s) => s.path),
      [],
    );
    await context.close();
  });

  it("signed in, / is still the dashboard, hydrated only once its chunk has loaded, and its links work before", async () => {
    const person = await signInAs(browser, "admin@enterprise.test");
    const { page } = person;
    assert.equal(page.url(), `${APP_URL}/`);
    await page.getByRole("heading", { name: /^Welcome back/ }).waitFor();

    // The dashboard's chunk held back: its server-rendered HTML shows, React waits for the chunk.
    const chunk = await holdScripts(page, DASHBOARD_CHUNK);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("heading", { name: /^Welcome back/ }).waitFor();
    const deadline = Date.now() + 10_000;
    while (chunk.held.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
    assert.equal(chunk.held.length, 1, "the dashboard's chunk was asked for");
    assert.equal(await hydrated(page), false, "the page waits for the dashboard's chunk before hydrating");
    await chunk.release();
    await page.waitForFunction(() => window.__remixRouter !== undefined);
    await page.getByRole("heading", { name: /^Welcome back/ }).waitFor();

    // Held again, a click on the sidebar still goes where it says.
    const again = await holdScripts(page, DASHBOARD_CHUNK);
    await page.goto("/", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Document Library" }).click();
    await page.waitForURL(`${APP_URL}/documents`);
    await again.release();

    // Hydrated, back to the dashboard by a client-side navigation (the page is not reloaded).
    await page.evaluate(() => {
      window.firstClickMarker = 1;
    });
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole("heading", { name: /^Welcome back/ }).waitFor();
    assert.equal(await page.evaluate(() => window.firstClickMarker), 1, "a client-side navigation");
    await person.close();
  });
});
