import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { currentAdminTab } from "../support/admin-panel.ts";
import { APP_URL } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { signInAs } from "../support/sign-in.ts";

// The admin panel's Knowledge Base tab: a TXT file is uploaded, listed, found by search and removed.

const TITLE = "Office Plant Care Guide";
const GUIDE = `Office Plant Care Guide

Watering
The office ficus trees are watered every Tuesday with two litres each. Succulents on the reception desk are watered once a month.

Repotting
Plants are repotted in spring by the facilities team.`;

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

describe("knowledge base", () => {
  it("an Enterprise admin uploads a TXT file, sees it in the list, finds it by search and removes it after confirming", async () => {
    const admin = await signInAs(browser, "admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/knowledge");
    await currentAdminTab(page, "Knowledge Base");
    await page.getByRole("heading", { name: "RAG Knowledge Base" }).waitFor();

    const upload = page.getByRole("region", { name: "Upload Training Document" });
    // Nothing chosen yet: the spec's validation message.
    await upload.getByRole("button", { name: "Upload" }).click();
    await upload.getByText("Please provide a title and select a file").waitFor();

    await upload.getByLabel("File").setInputFiles({
      name: "plant-care.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(GUIDE),
    });
    await upload.getByLabel("Title").fill(TITLE);
    await upload.getByLabel("Document type").selectOption("example");
    await upload.getByLabel("Category").selectOption("other");
    await upload.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Document Uploaded").first().waitFor({ timeout: 30_000 });

    const list = page.getByRole("list", { name: "Knowledge base documents" });
    const entry = list.getByRole("listitem").filter({ hasText: TITLE });
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? "", /plant-care\.txt/);
    assert.equal(
      await entry.getByRole("switch", { name: `Active: ${TITLE}` }).getAttribute("aria-checked"),
      "true",
    );

    const search = page.getByRole("region", { name: "Search Knowledge Base" });
    await search.getByRole("button", { name: "Search" }).click();
    await page.getByText("Search Query Required").first().waitFor();
    await search.getByLabel("Search query").fill("How often are the ficus trees watered?");
    await search.getByRole("button", { name: "Search" }).click();
    const result = search
      .getByRole("list", { name: "Search results" })
      .getByRole("listitem")
      .filter({ hasText: TITLE });
    await result.first().waitFor();
    const text = (await result.first().textContent()) ?? "";
    assert.match(text, /\d{1,3}% match/);
    assert.match(text, /every Tuesday/);

    // Searching stays on the tab's own address.
    assert.equal(new URL(page.url()).pathname, "/admin/knowledge");

    // Remove asks first, in the app's confirmation dialog: Cancel keeps the entry, Remove removes it.
    const remove = entry.getByRole("button", { name: `Remove ${TITLE}` });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Document" });
    await confirm.getByText(`Remove “${TITLE}” from the knowledge base?`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    assert.equal(await entry.count(), 1);
    await remove.click();
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await page.getByText("Document Removed").first().waitFor();
    await entry.waitFor({ state: "detached" });
    await admin.close();
  });

  it("shows Freemium the Premium Feature prompt, which leads to Company Settings", async () => {
    const freemium = await signInAs(browser, "admin@freemium.test");
    const { page } = freemium;
    await page.goto("/admin/knowledge");
    await page.getByRole("heading", { name: "Premium Feature" }).waitFor();
    // The tier decided on the server: the locked tab's address answers with the prompt in the HTML.
    const response = await page.request.get(`${APP_URL}/admin/knowledge`);
    assert.match(await response.text(), /Premium Feature/);
    await page.getByRole("link", { name: "Request Token Upgrade" }).click();
    await currentAdminTab(page, "Company Settings");
    assert.equal(new URL(page.url()).pathname, "/admin/settings");
    await freemium.close();
  });
});
