import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";
import { storageStatePath, storedSession } from "../support/sign-in.ts";

// Read and acknowledge (decision 016), end to end: an admin sets a document to Approved → a plain
// user of the company finds it in 'To read' on the dashboard, opens it and clicks 'I have read
// this' → it leaves the list → the admin's 'Who has read it' shows the user as acknowledged.

const TITLE = `Acknowledge Check Clean Desk Policy ${Date.now()}`;
const NO_SCRIPT_TITLE = `Acknowledge Check Kitchen Policy ${Date.now()}`;
let admin: SignedIn;
let user: SignedIn;
let documentId: number;
let noScriptDocumentId: number;
/** More to read than the dashboard shows at first (five), for 'Show all'. */
const EXTRA_TITLES = Array.from({ length: 6 }, (_, i) => `Acknowledge Check Extra ${i} ${Date.now()}`);
const extraDocumentIds: number[] = [];

/** Imports a short policy as the seeded admin and sets it to Approved (in force). */
async function inForce(title: string): Promise<number> {
  const admin = storedSession("admin@enterprise.test");
  const form = new FormData();
  const text = `${title}\n\n1. Purpose\n\nDesks are cleared at the end of each day.\n\n2. Screens\n\nScreens lock after five minutes.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "policy.txt");
  const imported = await admin.api("POST", "/api/documents/import", form);
  expect(imported.status).toBe(200);
  const id = ((await imported.json()) as { documentId: number }).documentId;
  const approved = await admin.api("PUT", `/api/documents/${id}`, { status: "approved" });
  expect(approved.status, await approved.clone().text()).toBe(200);
  return id;
}

test.beforeAll(async () => {
  // The extras first: the two the tests acknowledge are then the newest, among the first five.
  for (const title of EXTRA_TITLES) extraDocumentIds.push(await inForce(title));
  documentId = await inForce(TITLE);
  noScriptDocumentId = await inForce(NO_SCRIPT_TITLE);
});
test.beforeEach(async ({ as }) => {
  admin = await as("admin@enterprise.test");
  user = await as("user@enterprise.test");
});
test.afterAll(async () => {
  for (const id of [documentId, noScriptDocumentId, ...extraDocumentIds])
    await storedSession("admin@enterprise.test").api("DELETE", `/api/documents/${id}`);
});

test.describe("read and acknowledge", () => {
  test("the user reads it from 'To read', acknowledges it, and the admin sees who has read it", async () => {
    const { page } = user;
    await page.goto("/");
    const toRead = page.getByRole("region", { name: "To read" });
    const item = toRead.getByRole("listitem").filter({ hasText: TITLE });
    await expect(item).toBeVisible();

    // Open the preview from the list, read, and acknowledge there.
    await item.getByRole("button", { name: `Preview ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog.getByText("Screens lock after five minutes.")).toBeVisible();
    await dialog.getByRole("button", { name: "I have read this" }).click();
    await expect(dialog.getByText(/You read this version on/)).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();

    // It left the list, and stays gone after a reload.
    await expect(item).not.toBeAttached();
    await page.reload();
    await expect(toRead).toBeVisible();
    await expect(toRead.getByRole("listitem").filter({ hasText: TITLE })).toHaveCount(0);

    // The admin's 'Who has read it', from the library row's actions.
    const adminPage = admin.page;
    await adminPage.goto(`/documents?search=${encodeURIComponent("Acknowledge Check Clean Desk")}`);
    const row = adminPage
      .getByRole("table", { name: "Documents" })
      .locator("tbody > tr")
      .filter({ hasText: TITLE });
    await row.getByRole("button", { name: `Who has read it: ${TITLE}` }).click();
    const readers = adminPage.getByRole("dialog", { name: `Who has read it: ${TITLE}` });
    const acknowledged = readers.getByRole("list", { name: "Acknowledged" });
    await expect(acknowledged.getByText("Eli User")).toBeVisible();
    await expect(readers.getByRole("list", { name: "Not yet" }).getByText("Eli User")).toHaveCount(0);
    await expect(readers.getByText(/1 of \d+ have read version/)).toBeVisible();
  });

  test("'I have read this' works before the page's JavaScript has loaded", async ({ newVisitor }) => {
    const { page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: storageStatePath("user@enterprise.test"),
    });
    await page.goto("/");
    const toRead = page.getByRole("region", { name: "To read" });
    const item = toRead.getByRole("listitem").filter({ hasText: NO_SCRIPT_TITLE });
    // Listed among the first five, newest first.
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: `I have read this: ${NO_SCRIPT_TITLE}` }).click();
    await expect(toRead.getByText("Your acknowledgement is recorded.")).toBeVisible();
    await expect(toRead.getByRole("listitem").filter({ hasText: NO_SCRIPT_TITLE })).toHaveCount(0);
    const status = await storedSession("user@enterprise.test").api(
      "GET",
      `/api/documents/${noScriptDocumentId}/acknowledgement`,
    );
    expect(((await status.json()) as { acknowledgedAt: string | null }).acknowledgedAt).toBeTruthy();
  });

  test("'Show all' lists every document waiting, also before the page's JavaScript has loaded", async ({
    newVisitor,
  }) => {
    const { page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: storageStatePath("user@enterprise.test"),
    });
    await page.goto("/");
    const toRead = page.getByRole("region", { name: "To read" });
    // The list's own items (what changed in each is a list of its own inside).
    const items = toRead.getByRole("list", { name: "Documents to read" }).locator(":scope > li");
    await expect(items).toHaveCount(5);
    const showAll = toRead.getByRole("link", { name: /^Show all \d+$/ });
    const waiting = Number((await showAll.textContent())?.replace(/\D/g, ""));
    expect(waiting).toBeGreaterThanOrEqual(EXTRA_TITLES.length);
    await expect(toRead.getByText(`${waiting} to read`)).toBeVisible();
    await showAll.click();
    await expect(page).toHaveURL(/[?&]to-read=all/);
    await expect(items).toHaveCount(waiting);
    for (const title of EXTRA_TITLES) await expect(items.filter({ hasText: title })).toHaveCount(1);
    await expect(toRead.getByRole("link", { name: /^Show all/ })).toHaveCount(0);
  });
});
