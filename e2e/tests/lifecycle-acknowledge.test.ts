import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// Read and acknowledge (decision 016), end to end: an admin sets a document to Approved → a plain
// user of the company finds it in 'To read' on the dashboard, opens it and clicks 'I have read
// this' → it leaves the list → the admin's 'Who has read it' shows the user as acknowledged.

const TITLE = `Acknowledge Check Clean Desk Policy ${Date.now()}`;
let browser: Browser;
let admin: SignedIn;
let user: SignedIn;
let documentId: number;

before(async () => {
  browser = await launchChromium();
  admin = await signInAs(browser, "admin@enterprise.test");
  const form = new FormData();
  const text = `${TITLE}\n\n1. Purpose\n\nDesks are cleared at the end of each day.\n\n2. Screens\n\nScreens lock after five minutes.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "clean-desk.txt");
  const imported = await admin.api("POST", "/api/documents/import", form);
  assert.equal(imported.status, 200);
  documentId = ((await imported.json()) as { documentId: number }).documentId;
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  assert.equal(approved.status, 200, await approved.clone().text());
  user = await signInAs(browser, "user@enterprise.test");
});
after(async () => {
  await admin.api("DELETE", `/api/documents/${documentId}`);
  await browser.close();
});

describe("read and acknowledge", () => {
  it("the user reads it from 'To read', acknowledges it, and the admin sees who has read it", async () => {
    const { page } = user;
    await page.goto("/");
    const toRead = page.getByRole("region", { name: "To read" });
    const item = toRead.getByRole("listitem").filter({ hasText: TITLE });
    await item.waitFor();

    // Open the preview from the list, read, and acknowledge there.
    await item.getByRole("button", { name: `Preview ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await dialog.getByText("Screens lock after five minutes.").waitFor();
    await dialog.getByRole("button", { name: "I have read this" }).click();
    await dialog.getByText(/You read this version on/).waitFor();
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();

    // It left the list, and stays gone after a reload.
    await item.waitFor({ state: "detached" });
    await page.reload();
    await toRead.waitFor();
    assert.equal(await toRead.getByRole("listitem").filter({ hasText: TITLE }).count(), 0);

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
    await acknowledged.getByText("Eli User").waitFor();
    assert.equal(await readers.getByRole("list", { name: "Not yet" }).getByText("Eli User").count(), 0);
    await readers.getByText(/1 of \d+ have read version/).waitFor();
  });
});
