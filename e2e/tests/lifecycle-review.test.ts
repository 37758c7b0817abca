import { formatShortDate } from "../../worker/domain/contract/index.ts";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";
import { storedSession } from "../support/sign-in.ts";

// Owners and review dates (decision 016): an admin gives an approved document an owner and a review
// interval in the library, sees the next review date in its row, marks it reviewed, and the version
// history lists the review. The document is this test's own (imported, approved, deleted after).

const TITLE = "Lifecycle Review Check Policy";

let admin: SignedIn;
let documentId: number;

interface Doc {
  id: number;
  version: number;
  nextReviewAt: string | null;
  ownerUserId: number | null;
}

test.beforeAll(async () => {
  const admin = storedSession("admin@enterprise.test");
  const form = new FormData();
  const text = `${TITLE}\n\n1. Purpose\n\nThis policy checks owners and review dates.\n\n2. Scope\n\nEveryone.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "lifecycle-review.txt");
  form.append("category", "hr");
  const imported = await admin.api("POST", "/api/documents/import", form);
  expect(imported.status, await imported.clone().text()).toBe(200);
  documentId = ((await imported.json()) as { documentId: number }).documentId;
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  expect(approved.status, await approved.clone().text()).toBe(200);
});
test.afterAll(async () => {
  if (documentId) await storedSession("admin@enterprise.test").api("DELETE", `/api/documents/${documentId}`);
});
test.beforeEach(async ({ as }) => {
  admin = await as("admin@enterprise.test");
});

async function documentNow(): Promise<Doc> {
  return (await (await admin.api("GET", `/api/documents/${documentId}`)).json()) as Doc;
}

test.describe("owners and review dates", () => {
  test("an admin sets an owner and interval, sees the next review, marks it reviewed; the history says 'Reviewed'", async () => {
    const { page } = admin;
    await page.goto(`/documents?search=${encodeURIComponent(TITLE)}`);
    const row = page.getByRole("table", { name: "Documents" }).getByRole("row").filter({ hasText: TITLE });
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Owner & review: ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Owner & review" });
    const owner = dialog.getByLabel("Owner");
    await expect(owner.locator("option", { hasText: "Eli User" })).toBeAttached();
    await owner.selectOption({ label: "Eli User" });
    await dialog.getByLabel("Review", { exact: true }).selectOption({ label: "Every 12 months" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Owner and review saved").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The row shows the next review: 12 months after it came into force, as the server says.
    const saved = await documentNow();
    expectPresent(saved.nextReviewAt, "a next review date");
    expectPresent(saved.ownerUserId, "an owner");
    const shown = await row.locator(`time[datetime="${saved.nextReviewAt}"]`).textContent();
    expect(shown).toBe(formatShortDate(saved.nextReviewAt));
    await expect(row.getByText("Overdue", { exact: true })).toHaveCount(0);

    // After a reload the server renders it too.
    await page.reload();
    await expect(row.locator(`time[datetime="${saved.nextReviewAt}"]`)).toBeVisible();

    await row.getByRole("button", { name: `Mark reviewed: ${TITLE}` }).click();
    const confirm = page.getByRole("dialog", { name: "Mark reviewed" });
    await confirm.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(page.getByText("Marked reviewed").first()).toBeVisible();
    const reviewed = await documentNow();
    expect(reviewed.version).toBe(saved.version + 1);
    expect(reviewed.nextReviewAt && reviewed.nextReviewAt >= saved.nextReviewAt).toBeTruthy();

    await row.getByRole("button", { name: `Version History: ${TITLE}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    await expect(history.getByText("Reviewed", { exact: true }).first()).toBeVisible();
  });
});
