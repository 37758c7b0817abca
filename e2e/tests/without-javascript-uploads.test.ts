import { INVALID_FILES_MESSAGE, KNOWLEDGE_FILE_TYPE_MESSAGE } from "@charterly/domain/contract";
import { expect, test } from "../support/fixtures.ts";

// The Admin Panel's file uploads before (or without) the page's JavaScript (decision 026): 'Upload
// Training Document' and 'Replace document version' are multipart forms posted to their tab's
// action, which answers with the page: a refused file said next to the file input (what was typed
// kept), a file taken said and shown in the page's fresh data. The library's 'Import Documents'
// takes several files in one form, each imported on its own: the page lists each file's outcome.

const suffix = Date.now().toString(36);

test("a knowledge file and a document's new version are uploaded without JavaScript; a refused file is said by its input", async ({
  freshCompany,
  newVisitor,
}) => {
  const { admin } = freshCompany;
  // A library document to replace, imported through the API.
  const form = new FormData();
  form.append(
    "file",
    new Blob([`Visitor Parking ${suffix}\n\nVisitors park in bays 1 to 4.`]),
    "parking.txt",
  );
  const imported = await admin.api("POST", "/api/documents/import", form);
  expect(imported.status, await imported.clone().text()).toBe(200);
  const { documentId, title } = (await imported.json()) as { documentId: number; title: string };

  const { context: noScript, page } = await newVisitor({
    javaScriptEnabled: false,
    storageState: await admin.context.storageState(),
  });
  try {
    await page.goto("/admin/knowledge");
    const upload = () => page.getByRole("region", { name: "Upload Training Document" });
    const entryTitle = `Nojs Plant Guide ${suffix}`;
    await upload().getByLabel("Title").fill(entryTitle);
    await upload()
      .getByLabel("File")
      .setInputFiles({
        name: "setup.exe",
        mimeType: "application/octet-stream",
        buffer: Buffer.from([0x4d, 0x5a, 0x90, 0]),
      });
    await upload().getByRole("button", { name: "Upload" }).click();
    await expect(upload().getByLabel("File")).toHaveAttribute("aria-invalid", "true");
    await expect(upload().getByText(KNOWLEDGE_FILE_TYPE_MESSAGE)).toBeVisible();
    await expect(upload().getByLabel("Title")).toHaveValue(entryTitle);

    await upload()
      .getByLabel("File")
      .setInputFiles({
        name: "plants.txt",
        mimeType: "text/plain",
        buffer: Buffer.from(`${entryTitle}\n\nThe ficus trees are watered every Tuesday.`),
      });
    await upload().getByRole("button", { name: "Upload" }).click();
    await expect(upload().getByText("Document Uploaded")).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: "Knowledge base documents" })
        .getByRole("listitem")
        .filter({ hasText: entryTitle }),
    ).toBeVisible();

    await page.goto("/admin/documents");
    const replace = () =>
      page.locator("form", { has: page.getByRole("heading", { name: "Replace document version" }) });
    await replace().getByRole("combobox", { name: "Document", exact: true }).selectOption(String(documentId));
    await replace()
      .getByLabel("New version (file)")
      .setInputFiles({
        name: "scan.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      });
    await replace().getByRole("button", { name: "Upload New Version" }).click();
    await expect(replace().getByLabel("New version (file)")).toHaveAttribute("aria-invalid", "true");
    await expect(replace().getByRole("combobox", { name: "Document", exact: true })).toHaveValue(
      String(documentId),
    );

    await replace()
      .getByLabel("New version (file)")
      .setInputFiles({
        name: "parking-v2.txt",
        mimeType: "text/plain",
        buffer: Buffer.from(`${title}\n\nVisitors park in bays 5 to 8.`),
      });
    await replace().getByLabel("What changed (optional)").fill("Bays moved");
    await replace().getByRole("button", { name: "Upload New Version" }).click();
    await expect(replace().getByText(`“${title}” is now at version 2.`)).toBeVisible();
    // The library the select offers is the loader's, read again: the document at its new version.
    await expect(replace().getByRole("option", { name: `${title} (Draft, v2)` })).toBeAttached();

    // Document Import: the tab's button is a link to the library's import, a form for several
    // files at once, each imported on its own.
    await page.getByRole("link", { name: "Import Documents" }).click();
    await page.waitForURL(/\/documents\?import=1/);
    const importForm = () => page.getByRole("region", { name: "Import Documents" });
    await importForm().getByRole("button", { name: "Import", exact: true }).click();
    await expect(importForm().getByLabel("Files")).toHaveAttribute("aria-invalid", "true");
    await expect(importForm().getByText("Choose a file to import.")).toBeVisible();

    // Two good files and a refused one in one submission: the good ones are imported all the same.
    await importForm()
      .getByLabel("Files")
      .setInputFiles([
        {
          name: "kitchen.txt",
          mimeType: "text/plain",
          buffer: Buffer.from(`Kitchen Rules ${suffix}\n\nClean the coffee machine every Friday.`),
        },
        { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ fake") },
        {
          name: "printing.md",
          mimeType: "text/markdown",
          buffer: Buffer.from(`# Printing Rules ${suffix}\n\nPrint double-sided.`),
        },
      ]);
    await importForm().getByRole("button", { name: "Import", exact: true }).click();
    await expect(importForm().getByText("2 of 3 files imported; 1 could not be imported.")).toBeVisible();
    const outcomes = importForm().getByRole("list", { name: "Imported files" }).getByRole("listitem");
    await expect(outcomes).toHaveCount(3);
    await expect(outcomes.nth(1)).toContainText(`setup.exe not imported: ${INVALID_FILES_MESSAGE}`);
    await expect(outcomes.nth(2).getByRole("link", { name: `“Printing Rules ${suffix}”` })).toBeVisible();
    // The library that answers lists both new drafts (its loader read after the action).
    await expect(page.getByRole("rowheader", { name: `Kitchen Rules ${suffix}` })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: `Printing Rules ${suffix}` })).toBeVisible();
    // Each imported file links to its document in the library.
    await outcomes
      .nth(0)
      .getByRole("link", { name: `“Kitchen Rules ${suffix}”` })
      .click();
    await page.waitForURL(/\/documents\?highlight=\d+/);
  } finally {
    await noScript.close();
    await admin.close();
  }
});
