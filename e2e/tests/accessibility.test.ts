// Accessibility: axe-core on every page, every section tab and the dialogs each page opens, as each
// kind of person (visitor, user, company admin on Freemium and Enterprise, platform admin). No
// serious or critical violation is allowed; a failure prints every one. Dialogs keep focus inside
// and give it back to the button that opened them; a page and a dialog are walked with Tab.
//
// Dialogs are opened, audited and closed with Escape — never submitted — so the shared end-to-end
// database is left as it was. One browser; each page is visited once per person.
import type { Locator, Page } from "@playwright/test";
import { ADMIN_TAB_PAGES, PLATFORM_ADMIN_PAGES } from "../support/admin-panel.ts";
import { seriousViolations } from "../support/axe.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";

// Evaluated in the page, where the DOM exists.
declare const document: {
  activeElement: ElementLike | null;
  body: ElementLike;
  querySelector(selector: string): ElementLike | null;
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
};
declare const window: { getComputedStyle(element: ElementLike): { visibility: string } };
interface ElementLike {
  tagName: string;
  id: string;
  textContent: string | null;
  closest(selector: string): ElementLike | null;
  contains(other: unknown): boolean;
  getAttribute(name: string): string | null;
  getClientRects(): ArrayLike<unknown>;
  hasAttribute(name: string): boolean;
  outerHTML: string;
}

interface Violation {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** An open dialog: Radix renders a dialog (or an alert dialog) only while it is open (decision 025). */
const OPEN_DIALOG = "[role='dialog'], [role='alertdialog']";

const violations: Violation[] = [];
const audited: string[] = [];

/** Runs axe on the page (or on the open dialog) and records serious and critical violations. */
async function audit(page: Page, where: string, scope?: string) {
  const found = await seriousViolations(page, scope);
  audited.push(where);
  for (const v of found) violations.push({ where, ...v });
}

function report(list: Violation[]) {
  return list
    .map((v) => `- [${v.impact}] ${v.where}: ${v.rule} — ${v.help}\n    ${v.targets.join("\n    ")}`)
    .join("\n");
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // Loaders' spinners and lazy panels: wait until nothing says it is busy.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => {});
}

/** Every tab of every tab list on the page, each audited once it shows. */
async function auditTabs(page: Page, where: string) {
  const tabs = page.getByRole("tab");
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible())) continue;
    const name = ((await tab.textContent()) ?? "").trim();
    if ((await tab.getAttribute("aria-selected")) !== "true") {
      await tab.click();
      await settle(page);
    }
    await audit(page, `${where} › tab ${name}`);
    await auditDialogs(page, `${where} › tab ${name}`);
  }
}

// Buttons whose dialogs are audited: the first visible match of each (a row's actions stand for
// every row's). Names that would change something without a dialog are not in the list.
const DIALOG_OPENERS = [
  /^Preview/,
  /^Version History/,
  /^Compare/,
  /^Comments/,
  /^Owner & review/,
  /^Edit/,
  /^Import/,
  /^Request (Additional )?Tokens/,
  /^Transaction History/,
  /^Add New Customer/,
  /^Add Credits/,
  /^Change Role/,
  /^Who has read/,
  /^Upgrade/,
  /^Invite/,
  /^Contact Sales/,
  /^Learn More/,
];
const seenOpeners = new Set<string>();

async function visibleFirst(locator: Locator): Promise<Locator | null> {
  const n = await locator.count();
  for (let i = 0; i < n; i++) if (await locator.nth(i).isVisible()) return locator.nth(i);
  return null;
}

/** Opens each listed dialog on the page once, audits it, checks the focus trap and the return. */
async function auditDialogs(page: Page, where: string) {
  for (const name of DIALOG_OPENERS) {
    const key = `${where.split(" › ")[0]} ${name}`;
    if (seenOpeners.has(key)) continue;
    const opener = await visibleFirst(page.getByRole("button", { name }));
    if (!opener || !(await opener.isEnabled())) continue;
    const label = await accessibleLabel(opener);
    await opener.focus();
    await page.keyboard.press("Enter");
    if (await auditOpenDialog(page, where, label)) seenOpeners.add(key);
  }
}

/** The profile menu's dialogs (Edit Profile, Change Email): focus returns to the menu's button. */
async function auditProfileMenuDialogs(page: Page, where: string) {
  const menuButton = page.getByRole("banner").locator('button[aria-haspopup="menu"]');
  for (const item of ["Edit Profile", "Change Email"]) {
    // Read before the dialog opens: an open dialog hides the rest of the page (aria-hidden), the
    // banner with it, from role queries.
    const label = await accessibleLabel(menuButton);
    await menuButton.focus();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("menuitem", { name: item }).focus();
    await page.keyboard.press("Enter");
    await auditOpenDialog(page, where, label);
  }
}

async function accessibleLabel(element: Locator) {
  return ((await element.getAttribute("aria-label")) ?? (await element.textContent()) ?? "").trim();
}

/**
 * If a dialog opened: audits it, checks that Tab stays inside, closes it with Escape and checks
 * that focus is back on `returnTo` (the opener's label). False when no dialog opened.
 */
async function auditOpenDialog(page: Page, where: string, returnTo: string): Promise<boolean> {
  const opened = await page
    .locator(OPEN_DIALOG)
    .first()
    .waitFor({ timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) return false;
  await settle(page);
  // Until its content has loaded or been refused: a refused one (a template above the plan) closes
  // itself and says why in a toast.
  await page
    .waitForFunction(
      (open) => !/Loading/i.test(document.querySelector(open)?.textContent ?? ""),
      OPEN_DIALOG,
      {
        timeout: 10_000,
      },
    )
    .catch(() => {});
  if ((await page.locator(OPEN_DIALOG).count()) === 0) return false;
  const title = await page.evaluate((open) => {
    const dialog = document.querySelector(open);
    const id = dialog?.getAttribute("aria-labelledby");
    return id ? (document.querySelector(`#${CSS.escape(id)}`)?.textContent ?? "") : "";
  }, OPEN_DIALOG);
  const here = `${where} › dialog "${title}"`;
  await audit(page, here, OPEN_DIALOG);
  await assertFocusTrapped(page, here);
  await page.keyboard.press("Escape");
  await page
    .locator(OPEN_DIALOG)
    .first()
    .waitFor({ state: "detached", timeout: 2_000 })
    .catch(() => {});
  await expect(page.locator(OPEN_DIALOG), `${here} closes on Escape`).toHaveCount(0);
  await focusLeftBody(page);
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? ((el.getAttribute("aria-label") ?? el.textContent ?? "") as string).trim() : "";
  });
  expect(focused, `${here}: closing it gives focus back to "${returnTo}"`).toBe(returnTo);
  return true;
}

declare const CSS: { escape(value: string): string };

/**
 * Radix hands focus back to the opener a task after the dialog is gone (FocusScope's unmount
 * runs in a setTimeout): waits for that, up to a second, before anyone reads where focus is.
 */
async function focusLeftBody(page: Page) {
  await page
    .waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 1_000 })
    .catch(() => {});
}

/** Tab and Shift+Tab around the open dialog: focus never reaches anything outside it. */
async function assertFocusTrapped(page: Page, where: string) {
  const focusables = await page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll(
          ":is([role='dialog'], [role='alertdialog']) :is(a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1']))",
        ),
      ).filter((el) => el.getClientRects().length > 0).length,
  );
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press(key);
      const outside = await page.evaluate((open) => {
        const el = document.activeElement;
        if (!el || el === document.body) return null; // focus is on the browser itself, not the page
        return el.closest(open) ? null : el.outerHTML.slice(0, 120);
      }, OPEN_DIALOG);
      expect(outside, `${where}: ${key} moved focus out of the dialog`).toBe(null);
    }
  }
}

/** Visits the page, audits it, its tabs and its dialogs. */
async function auditPage(page: Page, path: string, who: string) {
  await page.goto(path);
  await settle(page);
  const where = `${who} ${path}`;
  await audit(page, where);
  await auditDialogs(page, where);
  await auditTabs(page, where);
}

// Whole walks of every page, tab and dialog for one person take longer than a single flow.
test.describe.configure({ timeout: 300_000 });

test.afterAll(async () => {
  console.log(`Audited ${audited.length} pages, tabs and dialogs:\n  ${audited.join("\n  ")}`);
});

const END_USER_PAGES = ["/", "/documents", "/generate", "/templates", "/chat", "/profile", "/profile/email"];

const PEOPLE: Array<{ who: string; email: string; pages: string[] }> = [
  { who: "Enterprise user", email: "user@enterprise.test", pages: END_USER_PAGES },
  {
    who: "Enterprise company admin",
    email: "admin@enterprise.test",
    pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES],
  },
  { who: "Freemium user", email: "user@freemium.test", pages: END_USER_PAGES },
  {
    who: "Pay-per-document company admin",
    email: "admin@perdoc.test",
    pages: [...END_USER_PAGES, "/tokens/request", "/tokens/history", ...ADMIN_TAB_PAGES],
  },
  {
    who: "Freemium company admin",
    email: "admin@freemium.test",
    pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES],
  },
  {
    who: "Platform admin",
    email: "platform@charterly.test",
    pages: [...END_USER_PAGES, ...ADMIN_TAB_PAGES, ...PLATFORM_ADMIN_PAGES],
  },
];

test.describe("accessibility (axe-core: no serious or critical violations)", () => {
  test("public pages, as a visitor", async ({ newVisitor }) => {
    const { context, page } = await newVisitor();
    const before = violations.length;
    for (const path of ["/", "/login", "/templates", "/no-such-page"]) await auditPage(page, path, "Visitor");
    await context.close();
    expect(violations.slice(before), report(violations.slice(before))).toEqual([]);
  });

  for (const person of PEOPLE) {
    test(`every page, tab and dialog, as the ${person.who}`, async ({ as }) => {
      const signedIn = await as(person.email);
      const before = violations.length;
      for (const path of person.pages) await auditPage(signedIn.page, path, person.who);
      await auditProfileMenuDialogs(signedIn.page, `${person.who} profile menu`);
      await signedIn.close();
      expect(violations.slice(before), report(violations.slice(before))).toEqual([]);
    });
  }
});

test.describe("menus", () => {
  test("an open menu hides nothing focusable from screen readers (axe aria-hidden-focus)", async ({ as }) => {
    const { page, close } = await as("admin@enterprise.test");
    await page.goto("/documents");
    await expect(page.getByRole("heading", { name: "Document Library" })).toBeVisible();
    const menus = [
      page.getByRole("button", { name: /^Download: Northwind Remote Work Policy/ }),
      page.getByRole("banner").locator('button[aria-haspopup="menu"]'),
    ];
    for (const opener of menus) {
      await opener.first().click();
      await expect(page.getByRole("menu")).toBeVisible();
      const found = await seriousViolations(page);
      expect(found.map((v) => `${v.rule}: ${v.targets.join(" ")}`)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    }
    await close();
  });
});

test.describe("keyboard", () => {
  test("Tab reaches every control of the documents page, and a dialog opened with Enter keeps focus", async ({
    as,
  }) => {
    const { page, close } = await as("admin@enterprise.test");
    await page.goto("/documents");
    await settle(page);
    // Every visible control, named by an index the walk can find again.
    const total = await page.evaluate(() => {
      const all = Array.from(
        document.querySelectorAll(
          "a[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea, [tabindex]:not([tabindex='-1'])",
        ),
      ).filter((el) => el.getClientRects().length > 0 && window.getComputedStyle(el).visibility !== "hidden");
      all.forEach((el, i) => {
        (el as unknown as { dataset: Record<string, string> }).dataset.a11yWalk = String(i);
      });
      return all.length;
    });
    const reached = new Set<string>();
    for (let i = 0; i < total + 5; i++) {
      await page.keyboard.press("Tab");
      const index = await page.evaluate(() => document.activeElement?.getAttribute("data-a11y-walk") ?? null);
      if (index !== null) reached.add(index);
    }
    const missed = await page.evaluate(
      (seen) =>
        Array.from(document.querySelectorAll("[data-a11y-walk]"))
          .filter((el) => !seen.includes(el.getAttribute("data-a11y-walk") ?? ""))
          .map((el) => el.outerHTML.slice(0, 160)),
      [...reached],
    );
    expect(missed, `controls Tab never reaches:\n${missed.join("\n")}`).toEqual([]);

    // The first document's preview, opened from the keyboard: a dialog that keeps focus inside.
    const preview = await visibleFirst(page.getByRole("button", { name: /^Preview/ }));
    expectPresent(preview, "a Preview button");
    await preview.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(OPEN_DIALOG)).toBeVisible();
    await assertFocusTrapped(page, "documents › Preview");
    await page.keyboard.press("Escape");
    await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
    await focusLeftBody(page);
    expect(
      await preview.evaluate(
        (el) => el === (el as unknown as { ownerDocument: typeof document }).ownerDocument.activeElement,
      ),
      "focus is back on Preview",
    ).toBeTruthy();
    await close();
  });
});
