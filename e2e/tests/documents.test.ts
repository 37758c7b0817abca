import type { Locator, Page } from "@playwright/test";
import { docxText, downloadedBytes, pdfText } from "../support/files.ts";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";

let admin: SignedIn;
test.beforeEach(async ({ as }) => {
  admin = await as("admin@enterprise.test");
});

const REMOTE = "Northwind Remote Work Policy";
const TRAVEL = "Northwind Business Travel Policy";
const SECURITY = "Northwind Information Security Policy";

async function openLibrary(page: Page) {
  await page.goto("/documents");
  await expect(page.getByRole("heading", { name: "Document Library" })).toBeVisible();
}

async function documentId(person: SignedIn, title: string) {
  const list = (await (await person.api("GET", "/api/documents?limit=200")).json()) as {
    documents: Array<{ id: number; title: string }>;
  };
  const found = list.documents.find((d) => d.title === title);
  expectPresent(found, `document ${title}`);
  return found.id;
}

/** Picks "Version N · date" in a Compare Versions select. */
async function chooseVersion(select: Locator, version: number) {
  // The versions arrive after the dialog opens.
  await expect(select.locator("option", { hasText: `Version ${version} ·` }).first()).toBeAttached();
  const labels = await select.locator("option").allTextContents();
  const label = labels.find((text) => text.startsWith(`Version ${version} ·`));
  expectPresent(label, `version ${version} is offered (${labels.join(" | ")})`);
  await select.selectOption({ label });
}

test.describe("document library", () => {
  test("editing an approved document's text warns first, writes new versions, and takes it out of force", async () => {
    const { page } = admin;
    await openLibrary(page);
    const row = page.getByRole("row").filter({ hasText: REMOTE });
    await expect(row.getByLabel(`Status of ${REMOTE}`)).toHaveValue("approved");
    await page.getByRole("button", { name: `Edit: ${REMOTE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Document" });
    const content = dialog.getByLabel("Content");
    await expect(content).toBeVisible();
    const notice = dialog.getByText(/moves it back to Under Review/);
    // A description is not the approved text: no warning for it.
    await dialog.getByLabel("Description").fill("Who may work from home, and how.");
    await expect(notice).toHaveCount(0);
    const original = await content.inputValue();
    await content.fill(`${original}\n\nZEBRA CLAUSE\n\nStaff may bring a zebra to the office on Fridays.`);
    await expect(notice).toBeVisible();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Document Updated").first()).toBeVisible();

    // The row takes the answer: Under Review, version 3 (the edit, then the status change). On
    // Enterprise its text still downloads, marked UNDER REVIEW (decision 009, amended).
    await expect(row.getByLabel(`Status of ${REMOTE}`)).toHaveValue("under_review");
    await expect(row.getByText("v3", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Download: ${REMOTE}`, exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "PDF (marked UNDER REVIEW)" })).toBeVisible();
    await page.keyboard.press("Escape");
    const id = await documentId(admin, REMOTE);
    const exported = (await (await admin.api("GET", `/api/documents/${id}/export`)).json()) as {
      marking: string | null;
    };
    expect(exported.marking).toBe("UNDER REVIEW — not approved; not the policy in force");

    await page.getByRole("button", { name: `Version History: ${REMOTE}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    await expect(history.getByLabel("Version 3", { exact: true })).toBeVisible();
    expect((await history.getByLabel("Version 2", { exact: true }).textContent()) ?? "").toMatch(
      /Erin Admin/,
    );
    expect((await history.getByLabel("Version 3", { exact: true }).textContent()) ?? "").toMatch(
      /the approved text was edited/,
    );
    await page.keyboard.press("Escape");
  });

  test("comparing two versions shows the change at a glance, and restoring brings the old text back", async () => {
    const { page } = admin;
    await page.getByRole("button", { name: `Compare Versions: ${REMOTE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Compare Versions" });
    const compare = dialog.getByRole("button", { name: "Compare", exact: true });
    // Version 1 is the seeded text, version 2 the zebra edit (version 3 only changed the status).
    await chooseVersion(dialog.getByLabel("First version"), 1);
    await expect(compare).toBeDisabled();
    await chooseVersion(dialog.getByLabel("Second version"), 2);
    await compare.click();
    await expect(dialog.getByText("Staff may bring a zebra to the office on Fridays.").first()).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: `Version History: ${REMOTE}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    await history.getByRole("button", { name: "Restore version 1" }).click();
    // The app's confirmation dialog, over the history; Escape after it closes only the history.
    const restore = page.getByRole("alertdialog", { name: "Restore Version" });
    await expect(restore.getByText(`Restore version 1 of “${REMOTE}”?`, { exact: false })).toBeVisible();
    await restore.getByRole("button", { name: "Restore" }).click();
    // Under Review already (the edit took it out of force): the restore is one version, the 4th.
    await expect(history.getByLabel("Version 4", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    const id = await documentId(admin, REMOTE);
    const doc = (await (await admin.api("GET", `/api/documents/${id}`)).json()) as {
      content: string;
      version: number;
      status: string;
    };
    expect(doc.version).toBe(4);
    expect(doc.status).toBe("under_review");
    expect(doc.content.includes("ZEBRA CLAUSE")).toBe(false);
  });

  test("an edit saved over a version changed meanwhile is refused in the dialog, and overwrites nothing", async () => {
    // After the tests above, which count REMOTE's versions.
    const { page } = admin;
    await openLibrary(page);
    await page.getByRole("button", { name: `Edit: ${REMOTE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Document" });
    await expect(dialog.getByLabel("Title")).toHaveValue(REMOTE);

    // Someone else saves a new version while the dialog is open.
    const id = await documentId(admin, REMOTE);
    const current = (await (await admin.api("GET", `/api/documents/${id}`)).json()) as {
      title: string;
      content: string;
    };
    const elsewhere = { title: current.title, description: "Changed elsewhere.", content: current.content };
    expect((await admin.api("PUT", `/api/documents/${id}`, elsewhere)).status).toBe(200);

    await dialog.getByLabel("Description").fill("Changed in the dialog.");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText(`“${REMOTE}” changed since you opened it`, { exact: false })).toBeVisible();
    const after = (await (await admin.api("GET", `/api/documents/${id}`)).json()) as { description: string };
    expect(after.description).toBe("Changed elsewhere.");
    await page.keyboard.press("Escape");
  });

  test("a save that cannot reach the server keeps the dialog and what was typed, and says so", async () => {
    const { page } = admin;
    await openLibrary(page);
    await page.getByRole("button", { name: `Edit: ${REMOTE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Document" });
    await expect(dialog.getByLabel("Title")).toHaveValue(REMOTE);
    await dialog.getByLabel("Description").fill("Typed while the connection was down.");

    await page.context().setOffline(true);
    try {
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText(/Could not reach Charterly, so nothing was sent/).first()).toBeVisible();
      // The dialog stays, with the edit in it; the page is not replaced by an error page.
      await expect(dialog.getByLabel("Description")).toHaveValue("Typed while the connection was down.");
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
    } finally {
      await page.context().setOffline(false);
    }
    // Back online, the same dialog sends it.
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    const id = await documentId(admin, REMOTE);
    const saved = (await (await admin.api("GET", `/api/documents/${id}`)).json()) as { description: string };
    expect(saved.description).toBe("Typed while the connection was down.");
  });

  test("comments: add, refuse empty, resolve and reopen; only the author may delete", async ({ as }) => {
    const { page } = admin;
    await openLibrary(page);
    await page.getByRole("button", { name: `Comments: ${TRAVEL}` }).click();
    const dialog = page.getByRole("dialog", { name: "Comments" });
    await dialog.getByRole("button", { name: "Add Comment" }).click();
    await expect(dialog.getByText("A comment cannot be empty.")).toBeVisible();
    await dialog.getByLabel("Type").selectOption("suggestion");
    await dialog.getByLabel("Comment", { exact: true }).fill("Add a rail-first rule for trips under 500 km.");
    await dialog.getByRole("button", { name: "Add Comment" }).click();
    await expect(dialog.getByText("Add a rail-first rule for trips under 500 km.")).toBeVisible();
    await dialog.getByRole("button", { name: /^Resolve suggestion/i }).click();
    await dialog.getByRole("button", { name: /^Reopen suggestion/i }).click();
    await expect(dialog.getByRole("button", { name: /^Resolve suggestion/i })).toBeVisible();
    await page.keyboard.press("Escape");

    const id = await documentId(admin, TRAVEL);
    const comments = (await (await admin.api("GET", `/api/documents/${id}/comments`)).json()) as Array<{
      id: number;
    }>;
    const commentId = comments.at(-1)!.id;

    const colleague = await as("user@enterprise.test");
    await openLibrary(colleague.page);
    await colleague.page.getByRole("button", { name: `Comments: ${TRAVEL}` }).click();
    const theirs = colleague.page.getByRole("dialog", { name: "Comments" });
    await expect(theirs.getByText("Add a rail-first rule for trips under 500 km.")).toBeVisible();
    await expect(theirs.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
    const refused = await colleague.api("DELETE", `/api/comments/${commentId}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Only the author/);
    await colleague.close();

    await page.getByRole("button", { name: `Comments: ${TRAVEL}` }).click();
    await dialog.getByRole("button", { name: /^Delete your suggestion comment$/i }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Comment" })
      .getByRole("button", { name: "Delete Comment" })
      .click();
    await expect(dialog.getByText("Add a rail-first rule for trips under 500 km.")).not.toBeAttached();
    await page.keyboard.press("Escape");
  });

  test("exports follow the plan: an Enterprise draft exports marked DRAFT in PDF, DOCX and TXT, unmarked once approved", async () => {
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
      expect(drafts[format]!.name).toBe(`${SECURITY} (DRAFT).${format.toLowerCase()}`);
    const draftPdf = await pdfText(drafts.PDF!.bytes);
    expect(draftPdf.pages > 1, "a policy of several pages").toBeTruthy();
    // At the top of every page, and once more above the title.
    expect(draftPdf.text.split(marking).length - 1).toBe(draftPdf.pages + 1);
    expect((await docxText(drafts.DOCX!.bytes)).startsWith(marking)).toBeTruthy();
    expect(new TextDecoder().decode(drafts.TXT!.bytes).startsWith(`${marking}\n`)).toBeTruthy();

    // On Enterprise, Approved from the status select is free (no token, no confirmation).
    await row.getByLabel(`Status of ${SECURITY}`).selectOption("approved");
    await expect(page.getByText("Document Updated").first()).toBeVisible();
    const exported = await downloadAll("");
    for (const format of ["PDF", "DOCX", "TXT"])
      expect(exported[format]!.name).toBe(`${SECURITY}.${format.toLowerCase()}`);
    const pdf = await pdfText(exported.PDF!.bytes);
    expect(pdf.text).toMatch(/Northwind Information Security Policy/);
    expect(pdf.text).toMatch(/1\. Purpose/);
    expect(pdf.text).not.toMatch(/not approved/);
    const docx = await docxText(exported.DOCX!.bytes);
    expect(docx).toMatch(/Northwind Enterprise Ltd/);
    expect(docx).toMatch(/1\. Purpose/);
    const txt = new TextDecoder().decode(exported.TXT!.bytes);
    expect(txt).toMatch(/^Northwind Information Security Policy/);
    expect(txt).toMatch(/Northwind Enterprise Ltd/);
  });

  test("exports follow the plan: Pay Per Use downloads only approved (paid) text", async ({ as }) => {
    const perDocument = await as("admin@perdoc.test");
    const { page } = perDocument;
    const title = "Perdoc Expense Management Policy";
    await openLibrary(page);
    const row = page.getByRole("row").filter({ hasText: title }).first();
    // Leaving Approved is free; the text is then not the paid one.
    const select = row.getByLabel(`Status of ${title}`);
    if ((await select.inputValue()) !== "draft") {
      await select.selectOption("draft");
      await expect(page.getByText(`“${title}” is now Draft.`).first()).toBeVisible();
    }
    const download = row.getByRole("button", { name: `Download: ${title} (unavailable until approved)` });
    await expect(download).toHaveAttribute("aria-disabled", "true");
    await download.click({ force: true });
    await expect(
      page.getByText("Only approved documents can be downloaded.", { exact: false }).first(),
    ).toBeVisible();
    expect(
      (await perDocument.api("GET", `/api/documents/${await documentId(perDocument, title)}/export`)).status,
    ).toBe(409);

    await perDocument.close();
  });

  test("a user cannot delete a document; an admin can, after confirming", async ({ as }) => {
    const user = await as("user@enterprise.test");
    await openLibrary(user.page);
    // The row's actions are there (they come with the page's JavaScript), Delete is not among them.
    await expect(user.page.getByRole("button", { name: `Preview: ${SECURITY}` })).toBeVisible();
    await expect(user.page.getByRole("button", { name: `Delete: ${SECURITY}` })).toHaveCount(0);
    const id = await documentId(user, SECURITY);
    const refused = await user.api("DELETE", `/api/documents/${id}`);
    expect(refused.status).toBe(403);
    await user.close();

    const { page } = admin;
    await openLibrary(page);
    await page.getByRole("button", { name: `Delete: ${SECURITY}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Document" });
    await expect(confirm.getByText(`Delete “${SECURITY}” permanently?`, { exact: false })).toBeVisible();
    await confirm.getByRole("button", { name: "Delete Document" }).click();
    await expect(page.getByText("Document Deleted").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: SECURITY })).toHaveCount(0);
    expect((await admin.api("GET", `/api/documents/${id}`)).status).toBe(404);
  });

  test("a second company's document id answers 404 on every document route", async ({ as }) => {
    const other = await as("admin@perdoc.test");
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
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
