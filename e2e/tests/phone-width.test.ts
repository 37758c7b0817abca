// Phones: on a 375 × 812 screen no signed-in page scrolls sideways, for every role
// and tier — the Admin Panel's locked tabs scroll inside their own strip, the Freemium library fits.
// Each person visits every page the sidebar offers them and every tab of it; a page that is wider
// than the screen is reported with the elements that stick out (the outermost ones), so the message
// points at what to fix.
import type { Locator, Page, Request } from "@playwright/test";
import { ADMIN_TAB_PAGES, PLATFORM_ADMIN_PAGES } from "../support/admin-panel.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";

// Evaluated in the page, where the DOM exists.
declare const document: {
  documentElement: ElementLike;
  body: ElementLike;
  querySelector(selector: string): ElementLike | null;
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
};
declare const window: { getComputedStyle(element: ElementLike): { position: string; overflowX: string } };
interface ElementLike {
  tagName: string;
  id: string;
  className: unknown;
  textContent: string | null;
  clientWidth: number;
  scrollWidth: number;
  parentElement: ElementLike | null;
  offsetParent: ElementLike | null;
  scrollLeft: number;
  ownerDocument: { defaultView: { scrollX: number } | null };
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
  getBoundingClientRect(): { right: number; width: number; height: number };
}

const PHONE = { width: 375, height: 812 };

const END_USER_PAGES = ["/", "/documents", "/generate", "/templates", "/chat"];

const PEOPLE: Array<{ who: string; email: string; pages: string[] }> = [
  { who: "Freemium user", email: "user@freemium.test", pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES] },
  {
    who: "Freemium company admin",
    email: "admin@freemium.test",
    pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES],
  },
  { who: "Pay Per Use user", email: "user@perdoc.test", pages: END_USER_PAGES },
  { who: "Pay Per Use admin", email: "admin@perdoc.test", pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES] },
  { who: "Enterprise user", email: "user@enterprise.test", pages: END_USER_PAGES },
  {
    who: "Enterprise company admin",
    email: "admin@enterprise.test",
    pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES],
  },
  {
    who: "platform admin",
    email: "platform@charterly.test",
    pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES, ...PLATFORM_ADMIN_PAGES],
  },
];

/** Requests each page has under way (see watchRequests). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on (a set, so one that began before is never counted). */
function watchRequests(page: Page) {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on("request", (request) => requests.add(request));
  page.on("requestfinished", (request) => requests.delete(request));
  page.on("requestfailed", (request) => requests.delete(request));
}

/**
 * Until the page's data has arrived: no request under way and nothing busy or "Loading…", twice in
 * a row. Not networkidle alone: a tab changes the address on the client, and the panel's requests
 * start after the click, when Playwright already counts the page as idle.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  let quiet = 0;
  for (const deadline = Date.now() + 10_000; quiet < 2 && Date.now() < deadline; ) {
    await page.waitForTimeout(100);
    const loading = await page.evaluate(() => {
      if (document.querySelector('[aria-busy="true"]')) return true;
      const statuses = document.querySelectorAll('[role="status"]');
      for (let i = 0; i < statuses.length; i++)
        if (/^\s*Loading/.test(statuses[i]!.textContent ?? "")) return true;
      return false;
    });
    quiet = !loading && !inFlight.get(page)?.size ? quiet + 1 : 0;
  }
}

/**
 * Null when the page fits the screen; otherwise how wide it is and the outermost elements whose
 * right edge lies beyond the screen. An element inside a box that scrolls (or clips) on its own and
 * fits is not counted — unless it is absolutely positioned against something outside that box, as
 * an `sr-only` text is when no ancestor is positioned: then the box does not clip it.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const screen = root.clientWidth;
    const width = Math.max(root.scrollWidth, document.body.scrollWidth);
    if (width <= screen) return null;
    // No helper functions in here: tsx would wrap them in a __name() the page does not have.
    const sticking: string[] = [];
    const all = document.body.querySelectorAll("*");
    for (let i = 0; i < all.length; i++) {
      const element = all[i]!;
      const box = element.getBoundingClientRect();
      if ((box.width === 0 && box.height === 0) || box.right <= screen + 0.5) continue;
      // Up the chain of containing boxes: an absolutely positioned box's is its offsetParent.
      let contained = false;
      let container: ElementLike | null = null;
      for (let node: ElementLike | null = element; node; ) {
        const position: string = window.getComputedStyle(node).position;
        if (position === "fixed") {
          contained = true; // fixed boxes never make the page scroll
          break;
        }
        const next: ElementLike | null = position === "absolute" ? node.offsetParent : node.parentElement;
        if (!next || next === document.body || next === root) break;
        container ??= next;
        const fits = next.getBoundingClientRect().right <= screen + 0.5;
        if (fits && window.getComputedStyle(next).overflowX !== "visible") {
          contained = true;
          break;
        }
        node = next;
      }
      // Only the outermost: skip an element whose own container already sticks out.
      if (contained || (container && container.getBoundingClientRect().right > screen + 0.5)) continue;
      const classes = typeof element.className === "string" ? element.className : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const parent = element.parentElement;
      sticking.push(
        `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ""} class="${classes}"> ` +
          `right edge ${Math.round(box.right)} px, ${Math.round(box.width)} px wide ("${text}")` +
          (parent ? `, in <${parent.tagName.toLowerCase()}${parent.id ? ` id="${parent.id}"` : ""}>` : ""),
      );
    }
    return { width, screen, sticking: sticking.slice(0, 8) };
  });
}

/**
 * Every tab of the page's tab lists, each checked once shown; a tab list that a tab's panel brings
 * (the CRM tab's own tabs) is walked under that tab. `walked` holds the lists' names.
 */
async function checkTabs(page: Page, where: string, problems: string[], walked = new Set<string>()) {
  const names = await page
    .getByRole("tablist")
    .evaluateAll((lists) =>
      lists.filter((list) => list.getClientRects().length > 0).map((list) => list.getAttribute("aria-label")),
    );
  for (const name of names) {
    if (!name || walked.has(name)) continue;
    walked.add(name);
    const tabs = page.getByRole("tablist", { name, exact: true }).getByRole("tab");
    const count = await tabs.count();
    for (let j = 0; j < count; j++) {
      const tab = tabs.nth(j);
      const label = ((await tab.textContent()) ?? "").trim();
      if ((await tab.getAttribute("aria-selected")) !== "true") {
        await tab.click();
        await settle(page);
      }
      await check(page, `${where} › tab ${label}`, problems);
      await checkTabs(page, `${where} › tab ${label}`, problems, walked);
    }
  }
}

/** What `check` looked at, for the test's diagnostic line. */
const checked: string[] = [];

async function check(page: Page, where: string, problems: string[]) {
  checked.push(where);
  const overflow = await sidewaysOverflow(page);
  if (!overflow) return;
  problems.push(
    `${where} is ${overflow.width} px wide on a ${overflow.screen} px screen; sticking out:\n    ` +
      overflow.sticking.join("\n    "),
  );
}

test.describe("at 375 px no page scrolls sideways, for every role and tier", () => {
  for (const person of PEOPLE) {
    test(`as the ${person.who}: ${person.pages.join(", ")} and their tabs`, async ({ as }) => {
      const signedIn = await as(person.email);
      const { page } = signedIn;
      await page.setViewportSize(PHONE);
      watchRequests(page);
      watchRequests(page);
      const problems: string[] = [];
      for (const path of person.pages) {
        await page.goto(path);
        await settle(page);
        expect(new URL(page.url()).pathname, `${person.who} can open ${path}`).toBe(path);
        await check(page, path, problems);
        await checkTabs(page, path, problems);
      }
      await signedIn.close();
      test.info().annotations.push({ type: "checked", description: checked.splice(0).join("; ") });
      expect(problems, `pages that scroll sideways at 375 px:\n${problems.join("\n")}`).toEqual([]);
    });
  }
});

/** Where the window and an element have scrolled sideways (the element's own scrolling box). */
function scrolledSideways(element: Locator) {
  return element.evaluate((box: ElementLike) => ({
    window: box.ownerDocument.defaultView?.scrollX ?? 0,
    box: box.scrollLeft,
  }));
}

test.describe("the Admin Panel's locked tabs scroll inside their own strip at 375 px", () => {
  for (const [who, email] of [
    ["Freemium company admin", "admin@freemium.test"],
    ["Pay Per Use admin", "admin@perdoc.test"],
  ] as const) {
    test(`as the ${who}: the page does not scroll sideways, the strip scrolls to its last tab`, async ({
      as,
    }) => {
      const signedIn = await as(email);
      const { page } = signedIn;
      await page.setViewportSize(PHONE);
      watchRequests(page);
      watchRequests(page);
      await page.goto("/admin");
      await settle(page);
      expect(await sidewaysOverflow(page), "the page does not scroll sideways").toBe(null);
      const strip = page.getByRole("navigation", { name: "Admin sections" }).getByRole("list");
      const box = await strip.boundingBox();
      expectPresent(box, "the Admin sections strip");
      expect(
        box.x >= 0 && box.x + box.width <= PHONE.width,
        `the strip spans ${box.x}–${box.x + box.width}`,
      ).toBeTruthy();
      // The last tab (Documents, locked on both plans) is reached by scrolling the strip, not the page.
      const last = strip.getByRole("link").last();
      expect((await last.textContent()) ?? "").toMatch(/upgrade required/);
      await last.scrollIntoViewIfNeeded();
      const lastBox = await last.boundingBox();
      expect(
        lastBox && lastBox.x + lastBox.width <= PHONE.width,
        "the last tab scrolls into view",
      ).toBeTruthy();
      const scrolled = await scrolledSideways(strip);
      expect(scrolled.window, "the page stayed put").toBe(0);
      expect(scrolled.box > 0, "the strip scrolled").toBeTruthy();
      await signedIn.close();
    });
  }
});

test.describe("the Freemium Document Library fits 375 px", () => {
  test("the templates table scrolls inside its card; the page does not scroll sideways", async ({ as }) => {
    const signedIn = await as("user@freemium.test");
    const { page } = signedIn;
    await page.setViewportSize(PHONE);
    watchRequests(page);
    await page.goto("/documents");
    await settle(page);
    const table = page.getByRole("table", { name: "Templates" });
    await expect(table).toBeVisible();
    expect(await sidewaysOverflow(page), "the page does not scroll sideways").toBe(null);
    // The Actions column (each template's Download PDF) is reached by
    // scrolling the table's card.
    const card = table.locator("xpath=..");
    const cardBox = await card.boundingBox();
    expect(cardBox && cardBox.x + cardBox.width <= PHONE.width, "the card fits the screen").toBeTruthy();
    const action = table.getByRole("row").nth(1).getByRole("cell").last().getByRole("button").first();
    await action.scrollIntoViewIfNeeded();
    const actionBox = await action.boundingBox();
    expect(
      actionBox && actionBox.x + actionBox.width <= PHONE.width,
      "the first row's action scrolls into view",
    ).toBeTruthy();
    const scrolled = await scrolledSideways(card);
    expect(scrolled.window, "the page stayed put").toBe(0);
    expect(scrolled.box > 0, "the card scrolled").toBeTruthy();
    await signedIn.close();
  });
});
