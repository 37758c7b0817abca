import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// Decision 016: every new version stores what changed since the version in force before it, and the
// version history shows it. Locally (the embedded model) it is the structural summary: the changed
// section by heading, with the sentence that went and the one that came.

let browser: Browser;
let admin: SignedIn;
before(async () => {
  browser = await launchChromium();
  admin = await signInAs(browser, "admin@enterprise.test");
});
after(async () => {
  await browser.close();
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
  assert.equal(imported.status, 200, await imported.clone().text());
  const { documentId, title } = (await imported.json()) as { documentId: number; title: string };
  const approved = await admin.api("PUT", `/api/documents/${documentId}`, { status: "approved" });
  assert.equal(approved.status, 200, await approved.clone().text());
  return { id: documentId, title };
}

describe("what changed", () => {
  it("editing a section of an approved policy shows the changed sentence under 'What changed' in the version history", async () => {
    const { id, title } = await approvedPolicy();
    const { page } = admin;
    await page.goto("/documents");
    await page.getByRole("heading", { name: "Document Library" }).waitFor();

    await page.getByRole("button", { name: `Edit: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Document" });
    const content = dialog.getByLabel("Content");
    await content.waitFor();
    const original = await content.inputValue();
    assert.ok(original.includes(OLD_SENTENCE), "the imported text is in the editor");
    await content.fill(original.replace(OLD_SENTENCE, NEW_SENTENCE));
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Document Updated").first().waitFor();

    await page.getByRole("button", { name: `Version History: ${title}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    // The edit (version 3) and the status change it caused (version 4) share their summary: it shows
    // once, on the newest.
    const newest = history.getByLabel("Version 4", { exact: true });
    await newest.waitFor();
    const whatChanged = newest.getByRole("region", { name: "What changed" });
    await whatChanged.waitFor();
    await whatChanged.getByText("Since version 2").waitFor();
    await whatChanged.getByText("2. Office Days", { exact: true }).waitFor();
    assert.equal(await whatChanged.locator("del").textContent(), OLD_SENTENCE);
    assert.equal(await whatChanged.locator("ins").textContent(), NEW_SENTENCE);
    assert.equal(await history.getByLabel("Version 3", { exact: true }).getByText("What changed").count(), 0);

    // The approval (version 2) brought the policy into force for the first time: all of it is new
    // (the import, version 1, had the same summary; it shows on the newer one).
    const first = history
      .getByLabel("Version 2", { exact: true })
      .getByRole("region", { name: "What changed" });
    await first.getByText("No earlier version in force").waitFor();
    await first.getByText("3. Equipment", { exact: true }).waitFor();
    await page.keyboard.press("Escape");

    // The API answers the same summary.
    const versions = (await (await admin.api("GET", `/api/documents/${id}/versions`)).json()) as Array<{
      version: number;
      changeSummary: { sinceVersion: number | null; sections: { heading: string }[] } | null;
    }>;
    const latest = versions.find((version) => version.version === 4);
    assert.equal(latest?.changeSummary?.sinceVersion, 2);
    assert.deepEqual(
      latest?.changeSummary?.sections.map((section) => section.heading),
      ["2. Office Days"],
    );
  });
});
