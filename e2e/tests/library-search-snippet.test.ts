import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";
import { storedSession } from "../support/sign-in.ts";

// The library's full-text search (decision 015) as a person uses it: a word only in a document's
// text finds it, and the row shows where, the matched words marked, as text.

const TITLE = "Snippet Check Bicycle Storage Rules";
let admin: SignedIn;
let documentId: number;

test.beforeAll(async () => {
  // Not the library-scale test's person: it has just used its 60 uploads a minute (decision 018).
  const admin = storedSession("admin@enterprise.test");
  const form = new FormData();
  const text = `${TITLE}\n\n1. Storage\n\nEvery quokkaphile keeps the bicycle in the basement cage. <b>Not bold</b> & fine.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "snippet-check.txt");
  const res = await admin.api("POST", "/api/documents/import", form);
  expect(res.status).toBe(200);
  documentId = ((await res.json()) as { documentId: number }).documentId;
});
test.afterAll(async () => {
  await storedSession("admin@enterprise.test").api("DELETE", `/api/documents/${documentId}`);
});
test.beforeEach(async ({ as }) => {
  admin = await as("admin@enterprise.test");
});

test.describe("library search", () => {
  test("a word only in the text finds the document, with the matched words marked under its title", async () => {
    const { page } = admin;
    // The last word matches as a prefix, as the person types.
    await page.goto("/documents?search=basement%20quokka");
    const row = page
      .getByRole("table", { name: "Documents" })
      .locator("tbody > tr")
      .filter({ hasText: TITLE });
    await expect(row).toBeVisible();
    const marked = await row.locator("mark").allTextContents();
    expect(
      marked.some((word) => /^basement$/i.test(word)),
      `"basement" is marked (${marked.join(", ")})`,
    ).toBeTruthy();
    expect(
      marked.some((word) => /^quokkaphile/i.test(word)),
      `"quokkaphile" is marked (${marked.join(", ")})`,
    ).toBeTruthy();
    // The snippet is text: the document's "<b>" is shown as written, never as markup.
    await expect(row.locator("b")).toHaveCount(0);

    // The same from the search box, as typed.
    await page.goto("/documents");
    await page
      .getByRole("searchbox")
      .or(page.getByPlaceholder(/Search by title/))
      .first()
      .fill("quokka");
    await page.waitForURL(/search=quokka/);
    await expect(row.locator("mark").first()).toBeVisible();
  });
});
