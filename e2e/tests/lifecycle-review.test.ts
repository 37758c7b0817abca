import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { formatShortDate } from "../../worker/domain/contract/index.ts";
import { launchChromium } from "../support/chromium.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// Owners and review dates (issue 14): an admin gives an approved document an owner and a review
// interval in the library, sees the next review date in its row, marks it reviewed, and the version
// history lists the review. The document is this test's own (imported, approved, deleted after).

const TITLE = "Lifecycle Review Check Policy";

let browser: Browser;
let admin: SignedIn;
let documentId: number;

interface Doc {
  id: number;
  version: number;
  nextReviewAt: string | null;
  ownerUserId: number | null;
}

before(async () => {
  browser = await launchChromium();
  admin = await signInAs(browser, "admin@enterprise.test");
  const form = new FormData();
  const text = `${TITLE}\n\n1. Purpose\n\nThis policy checks owners and review dates.\n\n2. Scope\n\nEveryone.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "lifecycle-review.txt");
  form.append("category", "hr");
  const imported = await admin.api("POST", "/api/documents/import", form);
  assert.equal(imported.status, 200, await imported.clone().text());
  documentId = ((await imported.json()) as { documentId: number }).documentId;
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  assert.equal(approved.status, 200, await approved.clone().text());
});
after(async () => {
  if (documentId) await admin.api("DELETE", `/api/documents/${documentId}`);
  await browser.close();
});

async function documentNow(): Promise<Doc> {
  return (await (await admin.api("GET", `/api/documents/${documentId}`)).json()) as Doc;
}

describe("owners and review dates", () => {
  it("an admin sets an owner and interval, sees the next review, marks it reviewed; the history says 'Reviewed'", async () => {
    const { page } = admin;
    await page.goto(`/documents?search=${encodeURIComponent(TITLE)}`);
    const row = page.getByRole("table", { name: "Documents" }).getByRole("row").filter({ hasText: TITLE });
    await row.waitFor();

    await row.getByRole("button", { name: `Owner & review: ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Owner & review" });
    const owner = dialog.getByLabel("Owner");
    await owner.locator("option", { hasText: "Eli User" }).waitFor({ state: "attached" });
    await owner.selectOption({ label: "Eli User" });
    await dialog.getByLabel("Review", { exact: true }).selectOption({ label: "Every 12 months" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Owner and review saved").first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    // The row shows the next review: 12 months after it came into force, as the server says.
    const saved = await documentNow();
    assert.ok(saved.nextReviewAt, "a next review date");
    assert.ok(saved.ownerUserId, "an owner");
    const shown = await row.locator(`time[datetime="${saved.nextReviewAt}"]`).textContent();
    assert.equal(shown, formatShortDate(saved.nextReviewAt));
    assert.equal(await row.getByText("Overdue", { exact: true }).count(), 0);

    // After a reload the server renders it too.
    await page.reload();
    await row.locator(`time[datetime="${saved.nextReviewAt}"]`).waitFor();

    await row.getByRole("button", { name: `Mark reviewed: ${TITLE}` }).click();
    const confirm = page.getByRole("dialog", { name: "Mark reviewed" });
    await confirm.getByRole("button", { name: "Mark reviewed" }).click();
    await page.getByText("Marked reviewed").first().waitFor();
    const reviewed = await documentNow();
    assert.equal(reviewed.version, saved.version + 1);
    assert.ok(reviewed.nextReviewAt && reviewed.nextReviewAt >= saved.nextReviewAt);

    await row.getByRole("button", { name: `Version History: ${TITLE}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    await history.getByText("Reviewed", { exact: true }).first().waitFor();
  });
});
