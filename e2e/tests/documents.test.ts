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

    // The row takes the answer: Under Review, version 3 (the edit, then the status change). On
    // Enterprise its text still downloads, marked UNDER REVIEW (decision 009, amended).
    assert.equal(await row.getByLabel(`Status of ${REMOTE}`).inputValue(), "under_review");
    await row.getByText("v3", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Download: ${REMOTE}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "PDF (marked UNDER REVIEW)" }).waitFor();
    await page.keyboard.press("Escape");
    const id = await documentId(admin, REMOTE);
    const exported = (await (await admin.api("GET", `/api/documents/${id}/export`)).json()) as {
      marking: string | null;
    };
    assert.equal(exported.marking, "UNDER REVIEW — not approved; not the policy in force");

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

    await page.getByRole("button", { name: `Version History: ${REMOTE}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    await history.getByRole("button", { name: "Restore version 1" }).click();
    // The app's confirmation dialog, over the history; Escape after it closes only the history.
    const restore = page.getByRole("alertdialog", { name: "Restore Version" });
    await restore.getByText(`Restore version 1 of “${REMOTE}”?`, { exact: false }).waitFor();
    await restore.getByRole("button", { name: "Restore" }).click();
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
    await dialog.getByRole("button", { name: /^Delete your suggestion comment$/i }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Comment" })
      .getByRole("button", { name: "Delete Comment" })
      .click();
    await dialog.getByText("Add a rail-first rule for trips under 500 km.").waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
  });

  it("exports follow the plan: an Enterprise draft exports marked DRAFT in PDF, DOCX and TXT, unmarked once approved", async () => {
    const { page } = admin;
    await openLibrary(page);
    const row = page.getByRole("row").filter({ hasText: SECURITY });
    /** Downloads each format from the row's menu: the file name and the bytes. */
    const downloadAll = async (itemSuffix: string) => {
      const files: Record<string, { name: string; bytes: Uint8Array }> = {};
      for (const format of ["PDF", "DOCX", "TXT"]) {
        await row.getByRole("button", { name: `Download: ${SECURITY}`, exact: true }).click();
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("menuitem", { name: `${format}${itemSuffix}`, exact: true }).click(),
        ]);
        files[format] = { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
      }
      return files;
    };

    // A draft: on Enterprise it downloads, and every file says DRAFT.
    const marking = "DRAFT — not approved; not the policy in force";
    const drafts = await downloadAll(" (marked DRAFT)");
    for (const format of ["PDF", "DOCX", "TXT"])
      assert.equal(drafts[format]!.name, `${SECURITY} (DRAFT).${format.toLowerCase()}`);
    const draftPdf = await pdfText(drafts.PDF!.bytes);
    assert.ok(draftPdf.pages > 1, "a policy of several pages");
    // At the top of every page, and once more above the title.
    assert.equal(draftPdf.text.split(marking).length - 1, draftPdf.pages + 1);
    assert.ok((await docxText(drafts.DOCX!.bytes)).startsWith(marking));
    assert.ok(new TextDecoder().decode(drafts.TXT!.bytes).startsWith(`${marking}\n`));

    // On Enterprise, Approved from the status select is free (no token, no confirmation).
    await row.getByLabel(`Status of ${SECURITY}`).selectOption("approved");
    await page.getByText("Document Updated").first().waitFor();
    const exported = await downloadAll("");
    for (const format of ["PDF", "DOCX", "TXT"])
      assert.equal(exported[format]!.name, `${SECURITY}.${format.toLowerCase()}`);
    const pdf = await pdfText(exported.PDF!.bytes);
    assert.match(pdf.text, /Northwind Information Security Policy/);
    assert.match(pdf.text, /1\. Purpose/);
    assert.doesNotMatch(pdf.text, /not approved/);
    const docx = await docxText(exported.DOCX!.bytes);
    assert.match(docx, /Northwind Enterprise Ltd/);
    assert.match(docx, /1\. Purpose/);
    const txt = new TextDecoder().decode(exported.TXT!.bytes);
    assert.match(txt, /^Northwind Information Security Policy/);
    assert.match(txt, /Northwind Enterprise Ltd/);
  });

  it("exports follow the plan: Pay Per Use downloads only approved (paid) text", async () => {
    const perDocument = await signInAs(browser, "admin@perdoc.test");
    const { page } = perDocument;
    const title = "Perdoc Expense Management Policy";
    await openLibrary(page);
    const row = page.getByRole("row").filter({ hasText: title }).first();
    // Leaving Approved is free; the text is then not the paid one.
    const select = row.getByLabel(`Status of ${title}`);
    if ((await select.inputValue()) !== "draft") {
      await select.selectOption("draft");
      await page.getByText(`“${title}” is now Draft.`).first().waitFor();
    }
    const download = row.getByRole("button", { name: `Download: ${title} (unavailable until approved)` });
    assert.equal(await download.getAttribute("aria-disabled"), "true");
    await download.click({ force: true });
    await page.getByText("Only approved documents can be downloaded.", { exact: false }).first().waitFor();
    assert.equal(
      (await perDocument.api("GET", `/api/documents/${await documentId(perDocument, title)}/export`)).status,
      409,
    );

    await perDocument.close();
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
    await page.getByRole("button", { name: `Delete: ${SECURITY}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Document" });
    await confirm.getByText(`Delete “${SECURITY}” permanently?`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Delete Document" }).click();
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
