import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// A 1280 × 800 laptop, the most common office screen: the library's rows and the Customer List
// show every action without a sideways scroll (an admin's row has ten), with and without JavaScript.

const LAPTOP = { width: 1280, height: 800 };

/** The scrolling box around a table shows all of it: nothing is out of sight to its right. */
async function expectWholeTable(table: Locator, what: string) {
  const { content, shown } = await table.evaluate((element) => {
    const box = element.parentElement!;
    return { content: box.scrollWidth, shown: box.clientWidth };
  });
  expect(content, `${what}: ${content} px wide in ${shown} px`).toBeLessThanOrEqual(shown);
}

/** Every one of these is wholly on the screen. */
async function expectOnScreen(page: Page, controls: Locator, what: string) {
  const count = await controls.count();
  expect(count, what).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await controls.nth(i).boundingBox();
    const name = (await controls.nth(i).getAttribute("aria-label")) ?? (await controls.nth(i).textContent());
    expect(box, `${what}: ${name}`).not.toBeNull();
    expect(box!.x, `${what}: ${name}`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what}: ${name} ends at`).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

test("an admin's library row shows all ten actions on a laptop", async ({ as }) => {
  const { page } = await as("admin@enterprise.test");
  await page.setViewportSize(LAPTOP);
  await page.goto("/documents");
  // A document in force: its row offers everything, Mark reviewed and Delete included.
  const row = page
    .locator("table.lib tbody tr")
    .filter({ has: page.getByRole("button", { name: /^Mark reviewed: / }) })
    .first();
  await expect(row.getByRole("button", { name: /^Delete: / })).toBeVisible();
  const actions = row.locator(".acts").getByRole("button");
  await expect(actions).toHaveCount(10);
  await expectOnScreen(page, actions, "row action");
  await expectWholeTable(page.locator("table.lib"), "the library");
});

test("without JavaScript, a library row's links are all on a laptop's screen", async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser);
  try {
    await page.setViewportSize(LAPTOP);
    await signInWithoutJavaScript(page, "admin@enterprise.test");
    await page.goto("/documents");
    const links = page.locator("table.lib tbody tr").first().locator(".nj a");
    await expect(links.filter({ hasText: "Version History" })).toHaveCount(1);
    await expectOnScreen(page, links, "row link");
    await expectWholeTable(page.locator("table.lib"), "the library");
  } finally {
    await context.close();
  }
});

test("the Customer List shows its Actions column on a laptop", async ({ as }) => {
  const { page } = await as("platform@charterly.test");
  await page.setViewportSize(LAPTOP);
  await page.goto("/admin/customers/list");
  const table = page.getByRole("table", { name: "Companies" });
  await expect(table.getByRole("link", { name: /^Show users of / }).first()).toBeVisible();
  await expectOnScreen(page, table.getByRole("link", { name: /^Show users of / }), "Show users");
  await expectWholeTable(table, "the Customer List");
});
