import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// The library past its first page: the Platform company (no other library test reads it) gets 60
// more documents, imported through the API as a person would, and deleted again at the end.

const ADDED = 60;
const PAGE_SIZE = 50;
const TITLE = (n: number) => `Scale Check Policy ${String(n).padStart(3, "0")}`;

let browser: Browser;
let admin: SignedIn;
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
  const res = await admin.api("POST", "/api/documents/import", form);
  assert.equal(res.status, 200, `import ${n}: ${await res.clone().text()}`);
  const { documentId } = (await res.json()) as { documentId: number };
  added.push(documentId);
  // A description, as most documents have one (the rows show it under the title).
  const full = (await (await admin.api("GET", `/api/documents/${documentId}`)).json()) as { content: string };
  const saved = await admin.api("PUT", `/api/documents/${documentId}`, {
    title: TITLE(n),
    description: `Who it applies to and what it asks of them: the rules of scale check number ${n}, in short.`,
    content: full.content,
  });
  assert.equal(saved.status, 200);
}

before(async () => {
  browser = await launchChromium();
  admin = await signInAs(browser, "platform@charterly.test");
  for (let n = 1; n <= ADDED; n += 6) {
    await Promise.all(Array.from({ length: Math.min(6, ADDED - n + 1) }, (_, i) => importDocument(n + i)));
  }
});
after(async () => {
  for (const id of added) await admin.api("DELETE", `/api/documents/${id}`);
  await browser.close();
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

describe("the library at more than one page", () => {
  it("the server sends the first 50 rows in under 80 KB of HTML", async () => {
    const res = await admin.api("GET", "/documents");
    assert.equal(res.status, 200);
    const html = await res.text();
    const bytes = new TextEncoder().encode(html).byteLength;
    console.log(`# /documents with ${PAGE_SIZE} rows: ${bytes} bytes of HTML`);
    const rows = html.match(/<th scope="row"/g)?.length ?? 0;
    assert.equal(rows, PAGE_SIZE, "the first page is rendered on the server");
    assert.ok(bytes < 80 * 1024, `the HTML is ${bytes} bytes`);
  });

  it("Load more brings the next page without duplicates, and the counts stay right", async () => {
    const total = await activeCount();
    assert.ok(total > PAGE_SIZE && total <= 2 * PAGE_SIZE, `between one and two pages (${total})`);
    const { page } = admin;
    await page.goto("/documents");
    await page.getByRole("heading", { name: "Document Library" }).waitFor();
    // The server's first page, in its order (newest change first).
    const first = (await (await admin.api("GET", `/api/documents?limit=${PAGE_SIZE}`)).json()) as ListPage;
    assert.deepEqual(
      await shownTitles(page),
      first.documents.map((d) => d.title),
    );
    assert.equal(await activeTabCount(page), total);

    // The keyboard way: the button takes the focus, Enter loads the rest; the focus is not lost.
    const more = page.getByRole("button", { name: "Load more" });
    await more.focus();
    await page.keyboard.press("Enter");
    const end = page.getByText(`All ${total} documents are shown.`);
    await end.waitFor();
    assert.equal(await end.evaluate((node) => node === node.ownerDocument.activeElement), true);
    const titles = await shownTitles(page);
    assert.equal(titles.length, total);
    assert.equal(new Set(titles).size, titles.length, "no row twice");
    for (let n = 1; n <= ADDED; n++) assert.ok(titles.includes(TITLE(n)), `${TITLE(n)} is listed`);
    assert.equal(await activeTabCount(page), total);

    // Rows from the second page work like the first: the status select saves, the counts follow.
    const last = TITLE(1);
    const select = page.getByLabel(`Status of ${last}`);
    await select.selectOption("archived");
    await page.getByText(`“${last}” is now Archived.`).first().waitFor();
    await documentRows(page).filter({ hasText: last }).waitFor({ state: "detached" });
    assert.equal(await activeTabCount(page), total - 1);
    const restored = await admin.api("PUT", `/api/documents/${added[0]}`, { status: "draft" });
    assert.equal(restored.status, 200);
  });

  it("scrolling to the end of the list loads the next page by itself", async () => {
    const total = await activeCount();
    // A new tab: the others' scroll position is restored on their next visit.
    const page = await admin.context.newPage();
    await page.goto("/documents");
    await page.getByRole("heading", { name: "Document Library" }).waitFor();
    assert.equal((await shownTitles(page)).length, PAGE_SIZE);
    await documentRows(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.getByText(`All ${total} documents are shown.`).waitFor();
    const titles = await shownTitles(page);
    assert.equal(titles.length, total);
    assert.equal(new Set(titles).size, titles.length, "no row twice");
    await page.close();
  });

  it("on a phone-wide screen the same rows are cards with every action", async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.goto("/documents");
      const title = TITLE(ADDED);
      const row = documentRows(page).filter({ hasText: title });
      await row.getByLabel(`Status of ${title}`).waitFor();
      for (const action of ["Preview", "Edit", "Version History", "Compare Versions", "Comments", "Delete"]) {
        assert.ok(await row.getByRole("button", { name: `${action}: ${title}` }).isVisible(), action);
      }
      assert.ok(await row.getByRole("button", { name: new RegExp(`^Download: ${title}`) }).isVisible());
      // One copy of each row: the table's header row is out of sight, the card fits the screen.
      const box = await row.boundingBox();
      assert.ok(box && box.width <= 375, `the card fits (${box?.width})`);
      await row.getByRole("button", { name: `Preview: ${title}` }).click();
      await page.getByRole("dialog").getByText("This policy number 60 sets out", { exact: false }).waitFor();
      await page.keyboard.press("Escape");
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
