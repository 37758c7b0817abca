import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { launchChromium } from "../support/chromium.ts";
import { docxText, downloadedBytes, pdfText } from "../support/files.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

let browser: Browser;
let admin: SignedIn;
before(async () => {
  browser = await launchChromium();
  admin = await signInAs(browser, "admin@enterprise.test");
});
after(async () => {
  await browser.close();
});

const REMOTE = "Northwind Remote Work Policy";
const TRAVEL = "Northwind Business Travel Policy";
const SECURITY = "Northwind Information Security Policy";

async function openLibrary(page: Page) {
  await page.goto("/documents");
  await page.getByRole("heading", { name: "Document Library" }).waitFor();
}

async function documentId(person: SignedIn, title: string) {
  const list = (await (await person.api("GET", "/api/documents?limit=200")).json()) as {
    documents: Array<{ id: number; title: string }>;
  };
  const found = list.documents.find((d) => d.title === title);
  assert.ok(found, `document ${title}`);
  return found.id;
}

/** Picks "Version N · date" in a Compare Versions select. */
async function chooseVersion(select: Locator, version: number) {
  // The versions arrive after the dialog opens.
  await select
    .locator("option", { hasText: `Version ${version} ·` })
    .first()
    .waitFor({ state: "attached" });
  const labels = await select.locator("option").allTextContents();
  const label = labels.find((text) => text.startsWith(`Version ${version} ·`));
  assert.ok(label, `version ${version} is offered (${labels.join(" | ")})`);
  await select.selectOption({ label });
}

describe("document library", () => {
  it("editing an approved document's text warns first, writes new versions, and takes it out of force", async () => {
    const { page } = admin;
    await openLibrary(page);
    const row = page.getByRole("row").filter({ hasText: REMOTE });
    assert.equal(await row.getByLabel(`Status of ${REMOTE}`).inputValue(), "approved");
    await page.getByRole("button", { name: `Edit: ${REMOTE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Document" });
    const content = dialog.getByLabel("Content");
    await content.waitFor();
    const notice = dialog.getByText(/moves it back to Under Review/);
    // A description is not the approved text: no warning for it.
    await dialog.getByLabel("Description").fill("Who may work from home, and how.");
    assert.equal(await notice.count(), 0);
    const original = await content.inputValue();
    await content.fill(`${original}\n\nZEBRA CLAUSE\n\nStaff may bring a zebra to the office on Fridays.`);
    await notice.waitFor();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Document Updated").first().waitFor();

    // The row takes the answer: Under Review, version 3 (the edit, then the status change), and its
    // text can no longer be downloaded.
    assert.equal(await row.getByLabel(`Status of ${REMOTE}`).inputValue(), "under_review");
    await row.getByText("v3", { exact: true }).waitFor();
    const download = row.getByRole("button", { name: `Download: ${REMOTE} (unavailable until approved)` });
    assert.equal(await download.getAttribute("aria-disabled"), "true");
    await download.click({ force: true });
    await page.getByText("Only approved documents can be downloaded.", { exact: false }).first().waitFor();
    const id = await documentId(admin, REMOTE);
    assert.equal((await admin.api("GET", `/api/documents/${id}/export`)).status, 409);

    await page.getByRole("button", { name: `Version History: ${REMOTE}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    await history.getByLabel("Version 3", { exact: true }).waitFor();
    assert.match((await history.getByLabel("Version 2", { exact: true }).textContent()) ?? "", /Erin Admin/);
    assert.match(
      (await history.getByLabel("Version 3", { exact: true }).textContent()) ?? "",
      /the approved text was edited/,
    );
    await page.keyboard.press("Escape");
  });

  it("comparing two versions shows the change at a glance, and restoring brings the old text back", async () => {
    const { page } = admin;
    await page.getByRole("button", { name: `Compare Versions: ${REMOTE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Compare Versions" });
    const compare = dialog.getByRole("button", { name: "Compare", exact: true });
    // Version 1 is the seeded text, version 2 the zebra edit (version 3 only changed the status).
    await chooseVersion(dialog.getByLabel("First version"), 1);
    assert.equal(await compare.isDisabled(), true);
    await chooseVersion(dialog.getByLabel("Second version"), 2);
    await compare.click();
    await dialog.getByText("Staff may bring a zebra to the office on Fridays.").first().waitFor();
    await page.keyboard.press("Escape");

    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("button", { name: `Version History: ${REMOTE}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    await history.getByRole("button", { name: "Restore version 1" }).click();
    // Under Review already (the edit took it out of force): the restore is one version, the 4th.
    await history.getByLabel("Version 4", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    const id = await documentId(admin, REMOTE);
    const doc = (await (await admin.api("GET", `/api/documents/${id}`)).json()) as {
      content: string;
      version: number;
      status: string;
    };
    assert.equal(doc.version, 4);
    assert.equal(doc.status, "under_review");
    assert.equal(doc.content.includes("ZEBRA CLAUSE"), false);
  });

  it("comments: add, refuse empty, resolve and reopen; only the author may delete", async () => {
    const { page } = admin;
    await openLibrary(page);
    await page.getByRole("button", { name: `Comments: ${TRAVEL}` }).click();
    const dialog = page.getByRole("dialog", { name: "Comments" });
    await dialog.getByRole("button", { name: "Add Comment" }).click();
    await dialog.getByText("A comment cannot be empty.").waitFor();
    await dialog.getByLabel("Type").selectOption("suggestion");
    await dialog.getByLabel("Comment", { exact: true }).fill("Add a rail-first rule for trips under 500 km.");
    await dialog.getByRole("button", { name: "Add Comment" }).click();
    await dialog.getByText("Add a rail-first rule for trips under 500 km.").waitFor();
    await dialog.getByRole("button", { name: /^Resolve suggestion/i }).click();
    await dialog.getByRole("button", { name: /^Reopen suggestion/i }).click();
    await dialog.getByRole("button", { name: /^Resolve suggestion/i }).waitFor();
    await page.keyboard.press("Escape");

    const id = await documentId(admin, TRAVEL);
    const comments = (await (await admin.api("GET", `/api/documents/${id}/comments`)).json()) as Array<{
      id: number;
    }>;
    const commentId = comments.at(-1)!.id;

    const colleague = await signInAs(browser, "user@enterprise.test");
    await openLibrary(colleague.page);
    await colleague.page.getByRole("button", { name: `Comments: ${TRAVEL}` }).click();
    const theirs = colleague.page.getByRole("dialog", { name: "Comments" });
    await theirs.getByText("Add a rail-first rule for trips under 500 km.").waitFor();
    assert.equal(await theirs.getByRole("button", { name: /^Delete/ }).count(), 0);
    const refused = await colleague.api("DELETE", `/api/comments/${commentId}`);
    assert.equal(refused.status, 403);
    assert.match(((await refused.json()) as { message: string }).message, /Only the author/);
    await colleague.close();

    await page.getByRole("button", { name: `Comments: ${TRAVEL}` }).click();
    page.once("dialog", (confirm) => confirm.accept());
    await dialog.getByRole("button", { name: /^Delete your suggestion comment$/i }).click();
    await dialog.getByText("Add a rail-first rule for trips under 500 km.").waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
  });

  it("exports hold the document's text as PDF, DOCX and TXT, once it is approved", async () => {
    const { page } = admin;
    await openLibrary(page);
    // A draft is not in force: its download says why it is unavailable until approved.
    const row = page.getByRole("row").filter({ hasText: SECURITY });
    await row.getByRole("button", { name: `Download: ${SECURITY} (unavailable until approved)` }).waitFor();
    // On Enterprise, Approved from the status select is free (no token, no confirmation).
    await row.getByLabel(`Status of ${SECURITY}`).selectOption("approved");
    await page.getByText("Document Updated").first().waitFor();
    const exported: Record<string, Uint8Array> = {};
    for (const format of ["PDF", "DOCX", "TXT"]) {
      await page.getByRole("button", { name: `Download: ${SECURITY}` }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: format }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `${SECURITY}.${format.toLowerCase()}`);
      exported[format] = await downloadedBytes(download);
    }
    const pdf = await pdfText(exported.PDF!);
    assert.match(pdf.text, /Northwind Information Security Policy/);
    assert.match(pdf.text, /1\. Purpose/);
    const docx = await docxText(exported.DOCX!);
    assert.match(docx, /Northwind Enterprise Ltd/);
    assert.match(docx, /1\. Purpose/);
    const txt = new TextDecoder().decode(exported.TXT!);
    assert.match(txt, /^Northwind Information Security Policy/);
    assert.match(txt, /Northwind Enterprise Ltd/);
  });

  it("a user cannot delete a document; an admin can, after confirming", async () => {
    const user = await signInAs(browser, "user@enterprise.test");
    await openLibrary(user.page);
    // The row's actions are there (they come with the page's JavaScript), Delete is not among them.
    await user.page.getByRole("button", { name: `Preview: ${SECURITY}` }).waitFor();
    assert.equal(await user.page.getByRole("button", { name: `Delete: ${SECURITY}` }).count(), 0);
    const id = await documentId(user, SECURITY);
    const refused = await user.api("DELETE", `/api/documents/${id}`);
    assert.equal(refused.status, 403);
    await user.close();

    const { page } = admin;
    await openLibrary(page);
    page.once("dialog", (confirm) => confirm.accept());
    await page.getByRole("button", { name: `Delete: ${SECURITY}` }).click();
    await page.getByText("Document Deleted").first().waitFor();
    assert.equal(await page.getByRole("row").filter({ hasText: SECURITY }).count(), 0);
    assert.equal((await admin.api("GET", `/api/documents/${id}`)).status, 404);
  });

  it("a second company's document id answers 404 on every document route", async () => {
    const other = await signInAs(browser, "admin@perdoc.test");
    const foreignId = await documentId(other, "Perdoc Expense Management Policy");
    const versions = (await (
      await other.api("GET", `/api/documents/${foreignId}/versions`)
    ).json()) as Array<{
      id: number;
    }>;
    await other.close();

    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/api/documents/${foreignId}`],
      ["PUT", `/api/documents/${foreignId}`, { status: "draft" }],
      ["DELETE", `/api/documents/${foreignId}`],
      ["POST", `/api/documents/${foreignId}/archive`, { reason: "x" }],
      ["GET", `/api/documents/${foreignId}/versions`],
      ["POST", `/api/documents/${foreignId}/restore/${versions[0]!.id}`],
      ["GET", `/api/documents/${foreignId}/export`],
      ["GET", `/api/documents/${foreignId}/comments`],
      ["POST", `/api/documents/${foreignId}/comments`, { comment: "hi", commentType: "general" }],
      [
        "POST",
        "/api/documents/versions/compare",
        { versionId1: versions[0]!.id, versionId2: versions[0]!.id },
      ],
    ];
    for (const [method, path, body] of calls) {
      const res = await admin.api(method, path, body);
      assert.equal(res.status, 404, `${method} ${path}`);
    }
  });
});
