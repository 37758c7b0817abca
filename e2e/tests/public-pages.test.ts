import type { Page, Route } from "@playwright/test";
import { APP_URL } from "../support/app.ts";
import { expect, test } from "../support/fixtures.ts";

// Evaluated in the page, where the DOM exists.
declare const document: { documentElement: { classList: DOMTokenListLike } };
declare const window: { __remixRouter?: unknown; firstClickMarker?: number };
interface DOMTokenListLike {
  contains(token: string): boolean;
}

test.describe("landing page", () => {
  test("shows the top bar, hero, six feature cards, three plans and the footer call to action", async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor();
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Templates" })).toBeVisible();
    expect(
      await header
        .getByRole("link", { name: "Sign In" })
        .or(header.getByRole("button", { name: "Sign In" }))
        .count(),
    ).toBeTruthy();
    await expect(page.getByRole("button", { name: "Toggle theme" }).first()).toBeVisible();
    for (const feature of ["Slack", "versioning", "template library", "assistant"]) {
      await expect(page.getByText(new RegExp(feature, "i")).first(), `feature ${feature}`).toBeVisible();
    }
    for (const plan of ["Freemium", "Pay-per-Document", "Enterprise"]) {
      await expect(page.getByRole("heading", { name: plan, exact: true }), `plan ${plan}`).toBeVisible();
    }
    await expect(page.getByText("up to 5 users")).toBeVisible();
    const cta = page
      .getByRole("link", { name: "Get Started Today" })
      .or(page.getByRole("button", { name: "Get Started Today" }));
    await cta.first().click();
    await page.waitForURL(`${APP_URL}/login`);
    await context.close();
  });
});

test.describe("login page", () => {
  test("shows the forced-logout and dev-logout notices and the first-sign-in footnote", async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor();
    await page.goto("/login?forced_logout=1");
    await expect(
      page.getByText("Successfully logged out. You can now sign in with a different account."),
    ).toBeVisible();
    await expect(page.getByText("A new account is created automatically on first sign-in.")).toBeVisible();
    await page.goto("/login?dev_logout=1");
    await expect(page.getByText(/incognito/i)).toBeVisible();
    await expect(page.getByText("Successfully logged out.")).toHaveCount(0);
    await context.close();
  });

  test("explains a failed sign-in", async ({ newVisitor }) => {
    const { context, page } = await newVisitor();
    await page.goto("/login?error=expired");
    await expect(page.getByRole("alert").filter({ hasText: "Please sign in again." })).toBeVisible();
    await context.close();
  });
});

test.describe("not found", () => {
  test("answers 404 with the not-found page", async ({ newVisitor }) => {
    const { context, page } = await newVisitor();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await context.close();
  });
});

test.describe("theme", () => {
  test("is dark by default and remembers the visitor's choice across reloads", async ({ newVisitor }) => {
    const { context, page } = await newVisitor();
    await page.goto("/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(true);
    await page.getByRole("button", { name: "Toggle theme" }).first().click();
    expect(await isDark()).toBe(false);
    await page.reload();
    expect(await isDark()).toBe(false);
    await page.goto("/login");
    expect(await isDark()).toBe(false);
    await context.close();
  });
});

test.describe("signed-out guards", () => {
  test("a signed-in page opened signed out says 'Unauthorized - You are logged out. Logging in again...' and signs in through /api/login", async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor();
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
      expect(response?.status(), path).toBe(401);
      await expect(page.getByRole("heading", { name: "Unauthorized" })).toBeVisible();
      await expect(page.getByText("You are logged out. Logging in again...", { exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname, `${path} is not sent to /login`).toBe(path);
      // Half a second after the page is ready, sign-in starts by itself.
      const deadline = Date.now() + 10_000;
      while (asked.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
      release();
      await page.waitForURL(/localhost:\d+\/interaction\//);
      expect(asked.length, path).toBe(1);
      expect(new URL(asked[0]!).pathname, path).toBe("/api/login");
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

test.describe("a click right after load is never lost", () => {
  test("signed out, every call to action of / is a link that works before any JavaScript has loaded", async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor();
    const scripts = await holdScripts(page, SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts.held.length > 0, "the page asked for its scripts").toBeTruthy();
    expect(await hydrated(page), "no JavaScript of the page has run").toBe(false);

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
      await expect(link).toHaveAttribute("href", href);
    }
    // The theme toggle is the page's only button, and no call to action.
    const buttons = await page.getByRole("button").allTextContents();
    expect(
      await page.getByRole("button").evaluateAll((all) => all.map((b) => b.getAttribute("aria-label"))),
      `buttons: ${buttons.join(", ")}`,
    ).toEqual(["Toggle theme"]);

    await main.getByRole("link", { name: "Get Started", exact: true }).click();
    await page.waitForURL(`${APP_URL}/login`, { waitUntil: "commit" });
    await context.close();
  });

  test("signed out, / loads none of the dashboard's code", async ({ newVisitor }) => {
    const { context, page } = await newVisitor();
    const bodies: Array<Promise<{ path: string; text: string }>> = [];
    page.on("response", (response) => {
      if (SCRIPT.test(response.url()))
        bodies.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, text })));
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await hydrated(page)).toBeTruthy();
    const scripts = await Promise.all(bodies);
    expect(scripts.length > 0).toBeTruthy();
    // The dashboard's chunk, or its words ("Welcome back, …") inlined in another script.
    expect(
      scripts
        .filter(({ path, text }) => DASHBOARD_CHUNK.test(path) || text.includes("Welcome back"))
        .map((s) => s.path),
    ).toEqual([]);
    await context.close();
  });

  test("signed in, / is still the dashboard, hydrated only once its chunk has loaded, and its links work before", async ({
    as,
  }) => {
    const person = await as("admin@enterprise.test");
    const { page } = person;
    expect(page.url()).toBe(`${APP_URL}/`);
    await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();

    // The dashboard's chunk held back: its server-rendered HTML shows, React waits for the chunk.
    const chunk = await holdScripts(page, DASHBOARD_CHUNK);
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
    const deadline = Date.now() + 10_000;
    while (chunk.held.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
    expect(chunk.held.length, "the dashboard's chunk was asked for").toBe(1);
    expect(await hydrated(page), "the page waits for the dashboard's chunk before hydrating").toBe(false);
    await chunk.release();
    await page.waitForFunction(() => window.__remixRouter !== undefined);
    await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();

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
    await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
    expect(await page.evaluate(() => window.firstClickMarker), "a client-side navigation").toBe(1);
    await person.close();
  });
});
