import type { Page } from "@playwright/test";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";
import { storedSession } from "../support/sign-in.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// The library past its first page: the Platform company (no other library test reads it) gets 60
// more documents, imported through the API as a person would, and deleted again at the end. With
// JavaScript "Load more" (or scrolling) adds the next page; without it, it leads to that page.

const ADDED = 60;
const PAGE_SIZE = 50;
const TITLE = (n: number) => `Scale Check Policy ${String(n).padStart(3, "0")}`;

let admin: SignedIn;
/** The API as the platform admin, for the documents this file adds and removes. */
const seeder = storedSession("platform@charterly.test");
const added: number[] = [];

interface ListPage {
  documents: Array<{ id: number; title: string }>;
  counts: { active: number; archived: number };
  nextCursor: string | null;
}

async function importDocument(n: number) {
  const form = new FormData();
  const text = `${TITLE(n)}\n\n1. Purpose\n\nThis policy number ${n} sets out how the scale check works.\n\n2. Scope\n\nEveryone.`;
  form.append("file", new Blob([text], { type: "text/plain" }), `scale-${n}.txt`);
  form.append("category", ["hr", "it", "legal", "finance", "travel", "other"][n % 6]!);
  const res = await seeder.api("POST", "/api/documents/import", form);
  expect(res.status, `import ${n}: ${await res.clone().text()}`).toBe(200);
  const { documentId } = (await res.json()) as { documentId: number };
  added.push(documentId);
  // A description, as most documents have one (the rows show it under the title).
  const full = (await (await seeder.api("GET", `/api/documents/${documentId}`)).json()) as {
    content: string;
  };
  const saved = await seeder.api("PUT", `/api/documents/${documentId}`, {
    title: TITLE(n),
    description: `Who it applies to and what it asks of them: the rules of scale check number ${n}, in short.`,
    content: full.content,
  });
  expect(saved.status).toBe(200);
}

test.beforeAll(async () => {
  for (let n = 1; n <= ADDED; n += 6) {
    await Promise.all(Array.from({ length: Math.min(6, ADDED - n + 1) }, (_, i) => importDocument(n + i)));
  }
});
test.afterAll(async () => {
  for (const id of added) await seeder.api("DELETE", `/api/documents/${id}`);
});
test.beforeEach(async ({ as }) => {
  admin = await as("platform@charterly.test");
});

async function activeCount() {
  const list = (await (await admin.api("GET", "/api/documents?limit=1")).json()) as ListPage;
  return list.counts.active;
}

/** The document rows: one per document, at every width (no second copy for small screens). */
const documentRows = (page: Page) => page.getByRole("table", { name: "Documents" }).locator("tbody > tr");

/** The titles of the document rows shown, in order (a row's header cell starts with its title). */
async function shownTitles(page: Page) {
  return documentRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelector("th")?.firstChild?.textContent ?? ""),
  );
}

async function activeTabCount(page: Page) {
  const tab = page.getByRole("navigation", { name: "Document tabs" }).getByRole("link", { name: /^Active/ });
  return Number(((await tab.textContent()) ?? "").replace(/\D/g, ""));
}

test.describe("the library at more than one page", () => {
  test("the server sends the first 50 rows in under 80 KB of HTML", async () => {
    const res = await admin.api("GET", "/documents");
    expect(res.status).toBe(200);
    const html = await res.text();
    const bytes = new TextEncoder().encode(html).byteLength;
    console.log(`# /documents with ${PAGE_SIZE} rows: ${bytes} bytes of HTML`);
    const rows = html.match(/<th scope="row"/g)?.length ?? 0;
    expect(rows, "the first page is rendered on the server").toBe(PAGE_SIZE);
    expect(bytes < 80 * 1024, `the HTML is ${bytes} bytes`).toBeTruthy();
  });

  test("Load more brings the next page without duplicates, and the counts stay right", async () => {
    const total = await activeCount();
    expect(total > PAGE_SIZE && total <= 2 * PAGE_SIZE, `between one and two pages (${total})`).toBeTruthy();
    const { page } = admin;
    await page.goto("/documents");
    await expect(page.getByRole("heading", { name: "Document Library" })).toBeVisible();
    // The server's first page, in its order (newest change first).
    const first = (await (await admin.api("GET", `/api/documents?limit=${PAGE_SIZE}`)).json()) as ListPage;
    expect(await shownTitles(page)).toEqual(first.documents.map((d) => d.title));
    expect(await activeTabCount(page)).toBe(total);

    // The keyboard way: the button takes the focus, Enter loads the rest; the focus is not lost.
    const more = page.getByRole("button", { name: "Load more" });
    await more.focus();
    await page.keyboard.press("Enter");
    const end = page.getByText(`All ${total} documents are shown.`);
    await expect(end).toBeVisible();
    expect(await end.evaluate((node) => node === node.ownerDocument.activeElement)).toBe(true);
    const titles = await shownTitles(page);
    expect(titles.length).toBe(total);
    expect(new Set(titles).size, "no row twice").toBe(titles.length);
    for (let n = 1; n <= ADDED; n++) expect(titles.includes(TITLE(n)), `${TITLE(n)} is listed`).toBeTruthy();
    expect(await activeTabCount(page)).toBe(total);

    // Rows from the second page work like the first: the status select saves, the counts follow.
    const last = TITLE(1);
    const select = page.getByLabel(`Status of ${last}`);
    await select.selectOption("archived");
    await expect(page.getByText(`“${last}” is now Archived.`).first()).toBeVisible();
    await expect(documentRows(page).filter({ hasText: last })).not.toBeAttached();
    expect(await activeTabCount(page)).toBe(total - 1);
    const restored = await admin.api("PUT", `/api/documents/${added[0]}`, { status: "draft" });
    expect(restored.status).toBe(200);
  });

  test("scrolling to the end of the list loads the next page by itself", async () => {
    const total = await activeCount();
    // A new tab: the others' scroll position is restored on their next visit.
    const page = await admin.context.newPage();
    await page.goto("/documents");
    await expect(page.getByRole("heading", { name: "Document Library" })).toBeVisible();
    expect((await shownTitles(page)).length).toBe(PAGE_SIZE);
    await documentRows(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(page.getByText(`All ${total} documents are shown.`)).toBeVisible();
    const titles = await shownTitles(page);
    expect(titles.length).toBe(total);
    expect(new Set(titles).size, "no row twice").toBe(titles.length);
    await page.close();
  });

  test("on a phone-wide screen the same rows are cards with every action", async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.goto("/documents");
      const title = TITLE(ADDED);
      const row = documentRows(page).filter({ hasText: title });
      await expect(row.getByLabel(`Status of ${title}`)).toBeVisible();
      for (const action of ["Preview", "Edit", "Version History", "Compare Versions", "Comments", "Delete"]) {
        await expect(row.getByRole("button", { name: `${action}: ${title}` }), action).toBeVisible();
      }
      await expect(row.getByRole("button", { name: new RegExp(`^Download: ${title}`) })).toBeVisible();
      // One copy of each row: the table's header row is out of sight, the card fits the screen.
      const box = await row.boundingBox();
      expect(box && box.width <= 375, `the card fits (${box?.width})`).toBeTruthy();
      await row.getByRole("button", { name: `Preview: ${title}` }).click();
      await expect(
        page.getByRole("dialog").getByText("This policy number 60 sets out", { exact: false }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  test("without JavaScript, Load more is a link to the next page's address, which leads back to the first", async ({
    browser,
  }) => {
    const total = await activeCount();
    const { context, page } = await withoutJavaScript(browser);
    try {
      await signInWithoutJavaScript(page, "platform@charterly.test");
      await page.goto("/documents");
      const first = await shownTitles(page);
      expect(first.length).toBe(PAGE_SIZE);
      await page.getByRole("link", { name: "Load more" }).click();
      await page.waitForURL(/[?&]cursor=/);
      const later = await shownTitles(page);
      expect(later.length).toBe(total - PAGE_SIZE);
      expect(
        later.some((title) => first.includes(title)),
        "no row of the first page again",
      ).toBe(false);
      await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
      await page.getByRole("link", { name: "Back to the first page" }).click();
      expect(await shownTitles(page)).toEqual(first);
    } finally {
      await context.close();
    }
  });
});
