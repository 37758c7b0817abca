import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";
import { storedSession } from "../support/sign-in.ts";

// Read and acknowledge (decision 016), end to end: an admin sets a document to Approved → a plain
// user of the company finds it in 'To read' on the dashboard, opens it and clicks 'I have read
// this' → it leaves the list → the admin's 'Who has read it' shows the user as acknowledged.

const TITLE = `Acknowledge Check Clean Desk Policy ${Date.now()}`;
let admin: SignedIn;
let user: SignedIn;
let documentId: number;

test.beforeAll(async () => {
  const admin = storedSession("admin@enterprise.test");
  const form = new FormData();
  const text = `${TITLE}\n\n1. Purpose\n\nDesks are cleared at the end of each day.\n\n2. Screens\n\nScreens lock after five minutes.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "clean-desk.txt");
  const imported = await admin.api("POST", "/api/documents/import", form);
  expect(imported.status).toBe(200);
  documentId = ((await imported.json()) as { documentId: number }).documentId;
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  expect(approved.status, await approved.clone().text()).toBe(200);
});
test.beforeEach(async ({ as }) => {
  admin = await as("admin@enterprise.test");
  user = await as("user@enterprise.test");
});
test.afterAll(async () => {
  await storedSession("admin@enterprise.test").api("DELETE", `/api/documents/${documentId}`);
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
});
