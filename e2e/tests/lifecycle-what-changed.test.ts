import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";

// Decision 016: every new version stores what changed since the version in force before it, and the
// version history shows it. Locally (the embedded model) it is the structural summary: the changed
// section by heading, with the sentence that went and the one that came.

let admin: SignedIn;
test.beforeEach(async ({ as }) => {
  admin = await as("admin@enterprise.test");
});

const POLICY = `LANTERN HYBRID WORK POLICY

1. Purpose

This policy explains how Lantern staff may combine office and home working. It applies to everyone.

2. Office Days

Staff work from the office on Tuesdays and Thursdays. Team leads may agree other days.

3. Equipment

- Lantern provides a laptop and a headset.
- Staff provide a reliable internet connection.`;
const OLD_SENTENCE = "Staff work from the office on Tuesdays and Thursdays.";
const NEW_SENTENCE = "Staff work from the office on Mondays, Tuesdays and Thursdays.";

/** Imports the policy as a text file (a draft, version 1) and approves it (version 2, in force). */
async function approvedPolicy(): Promise<{ id: number; title: string }> {
  const form = new FormData();
  form.set("file", new Blob([POLICY], { type: "text/plain" }), "lantern-hybrid-work.txt");
  const imported = await admin.api("POST", "/api/documents/import", form);
  expect(imported.status, await imported.clone().text()).toBe(200);
  const { documentId, title } = (await imported.json()) as { documentId: number; title: string };
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  expect(approved.status, await approved.clone().text()).toBe(200);
  return { id: documentId, title };
}

test.describe("what changed", () => {
  test("editing a section of an approved policy shows the changed sentence under 'What changed' in the version history", async () => {
    const { id, title } = await approvedPolicy();
    const { page } = admin;
    await page.goto("/documents");
    await expect(page.getByRole("heading", { name: "Document Library" })).toBeVisible();

    await page.getByRole("button", { name: `Edit: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Document" });
    const content = dialog.getByLabel("Content");
    await expect(content).toBeVisible();
    const original = await content.inputValue();
    expect(original.includes(OLD_SENTENCE), "the imported text is in the editor").toBeTruthy();
    await content.fill(original.replace(OLD_SENTENCE, NEW_SENTENCE));
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Document Updated").first()).toBeVisible();

    await page.getByRole("button", { name: `Version History: ${title}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    // The edit (version 3) and the status change it caused (version 4) share their summary: it shows
    // once, on the newest.
    const newest = history.getByLabel("Version 4", { exact: true });
    await expect(newest).toBeVisible();
    const whatChanged = newest.getByRole("region", { name: "What changed" });
    await expect(whatChanged).toBeVisible();
    await expect(whatChanged.getByText("Since version 2")).toBeVisible();
    await expect(whatChanged.getByText("2. Office Days", { exact: true })).toBeVisible();
    expect(await whatChanged.locator("del").textContent()).toBe(OLD_SENTENCE);
    expect(await whatChanged.locator("ins").textContent()).toBe(NEW_SENTENCE);
    await expect(history.getByLabel("Version 3", { exact: true }).getByText("What changed")).toHaveCount(0);

    // The approval (version 2) brought the policy into force for the first time: all of it is new
    // (the import, version 1, had the same summary; it shows on the newer one).
    const first = history
      .getByLabel("Version 2", { exact: true })
      .getByRole("region", { name: "What changed" });
    await expect(first.getByText("No earlier version in force")).toBeVisible();
    await expect(first.getByText("3. Equipment", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    // The API answers the same summary.
    const versions = (await (await admin.api("GET", `/api/documents/${id}/versions`)).json()) as Array<{
      version: number;
      changeSummary: { sinceVersion: number | null; sections: { heading: string }[] } | null;
    }>;
    const latest = versions.find((version) => version.version === 4);
    expect(latest?.changeSummary?.sinceVersion).toBe(2);
    expect(latest?.changeSummary?.sections.map((section) => section.heading)).toEqual(["2. Office Days"]);
  });
});
