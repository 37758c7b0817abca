import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// The library's full-text search (decision 015) as a person uses it: a word only in a document's
// text finds it, and the row shows where, the matched words marked, as text.

const TITLE = "Snippet Check Bicycle Storage Rules";
let browser: Browser;
let admin: SignedIn;
let documentId: number;

before(async () => {
  browser = await launchChromium();
  // Not the library-scale test's person: it has just used its 60 uploads a minute (decision 018).
  admin = await signInAs(browser, "admin@enterprise.test");
  const form = new FormData();
  const text = `${TITLE}\n\n1. Storage\n\nEvery quokkaphile keeps the bicycle in the basement cage. <b>Not bold</b> & fine.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "snippet-check.txt");
  const res = await admin.api("POST", "/api/documents/import", form);
  assert.equal(res.status, 200);
  documentId = ((await res.json()) as { documentId: number }).documentId;
});
after(async () => {
  await admin.api("DELETE", `/api/documents/${documentId}`);
  await browser.close();
});

describe("library search", () => {
  it("a word only in the text finds the document, with the matched words marked under its title", async () => {
    const { page } = admin;
    // The last word matches as a prefix, as the person types.
    await page.goto("/documents?search=basement%20quokka");
    const row = page
      .getByRole("table", { name: "Documents" })
      .locator("tbody > tr")
      .filter({ hasText: TITLE });
    await row.waitFor();
    const marked = await row.locator("mark").allTextContents();
    assert.ok(
      marked.some((word) => /^basement$/i.test(word)),
      `"basement" is marked (${marked.join(", ")})`,
    );
    assert.ok(
      marked.some((word) => /^quokkaphile/i.test(word)),
      `"quokkaphile" is marked (${marked.join(", ")})`,
    );
    // The snippet is text: the document's "<b>" is shown as written, never as markup.
    assert.equal(await row.locator("b").count(), 0);

    // The same from the search box, as typed.
    await page.goto("/documents");
    await page
      .getByRole("searchbox")
      .or(page.getByPlaceholder(/Search by title/))
      .first()
      .fill("quokka");
    await page.waitForURL(/search=quokka/);
    await row.locator("mark").first().waitFor();
  });
});
