import { currentAdminTab } from "../support/admin-panel.ts";
import { APP_URL } from "../support/app.ts";
import { expect, test } from "../support/fixtures.ts";

// The admin panel's Knowledge Base tab: a TXT file is uploaded, listed, found by search and removed.

const TITLE = "Office Plant Care Guide";
const GUIDE = `Office Plant Care Guide

Watering
The office ficus trees are watered every Tuesday with two litres each. Succulents on the reception desk are watered once a month.

Repotting
Plants are repotted in spring by the facilities team.`;

test.describe("knowledge base", () => {
  test("an Enterprise admin uploads a TXT file, sees it in the list, finds it by search and removes it after confirming", async ({
    as,
  }) => {
    const admin = await as("admin@enterprise.test");
    const { page } = admin;
    await page.goto("/admin/knowledge");
    await currentAdminTab(page, "Knowledge Base");
    await expect(page.getByRole("heading", { name: "RAG Knowledge Base" })).toBeVisible();

    const upload = page.getByRole("region", { name: "Upload Training Document" });
    // Nothing chosen yet: the spec's validation message.
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByText("Please provide a title and select a file")).toBeVisible();

    await upload.getByLabel("File").setInputFiles({
      name: "plant-care.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(GUIDE),
    });
    await upload.getByLabel("Title").fill(TITLE);
    await upload.getByLabel("Document type").selectOption("example");
    await upload.getByLabel("Category").selectOption("other");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Document Uploaded").first()).toBeVisible({ timeout: 30_000 });

    const list = page.getByRole("list", { name: "Knowledge base documents" });
    const entry = list.getByRole("listitem").filter({ hasText: TITLE });
    await expect(entry).toBeVisible();
    expect((await entry.textContent()) ?? "").toMatch(/plant-care\.txt/);
    await expect(entry.getByRole("switch", { name: `Active: ${TITLE}` })).toHaveAttribute(
      "aria-checked",
      "true",
    );

    const search = page.getByRole("region", { name: "Search Knowledge Base" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Search Query Required").first()).toBeVisible();
    await search.getByLabel("Search query").fill("How often are the ficus trees watered?");
    await search.getByRole("button", { name: "Search" }).click();
    const result = search
      .getByRole("list", { name: "Search results" })
      .getByRole("listitem")
      .filter({ hasText: TITLE });
    await expect(result.first()).toBeVisible();
    const text = (await result.first().textContent()) ?? "";
    expect(text).toMatch(/\d{1,3}% match/);
    expect(text).toMatch(/every Tuesday/);

    // Searching stays on the tab's own address.
    expect(new URL(page.url()).pathname).toBe("/admin/knowledge");

    // Remove asks first, in the app's confirmation dialog: Cancel keeps the entry, Remove removes it.
    const remove = entry.getByRole("button", { name: `Remove ${TITLE}` });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Remove Document" });
    await expect(
      confirm.getByText(`Remove “${TITLE}” from the knowledge base?`, { exact: false }),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).not.toBeAttached();
    await expect(entry).toHaveCount(1);
    await remove.click();
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByText("Document Removed").first()).toBeVisible();
    await expect(entry).not.toBeAttached();
    await admin.close();
  });

  test("filters, switches off and removes an entry before the page's JavaScript has loaded", async ({
    freshCompany,
    newVisitor,
  }) => {
    // A company of its own with two uploaded entries, and its admin in a browser without JavaScript.
    const { admin } = freshCompany;
    for (const title of ["Nojs Plant Care", "Nojs Parking Rules"]) {
      const form = new FormData();
      form.append("file", new Blob([`${title}\n\nWhat we do about it.`], { type: "text/plain" }), "k.txt");
      form.append("title", title);
      form.append("documentType", "policy");
      form.append("category", "other");
      const uploaded = await admin.api("POST", "/api/admin/knowledge-base/upload", form);
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    }
    const { context: noScript, page } = await newVisitor({
      javaScriptEnabled: false,
      storageState: await admin.context.storageState(),
    });
    await page.goto("/admin/knowledge");
    const list = page.getByRole("list", { name: "Knowledge base documents" });
    const entry = (title: string) => list.getByRole("listitem").filter({ hasText: title });

    // The switch is a form: off, as the page read again shows.
    await entry("Nojs Parking Rules").getByRole("switch", { name: "Active: Nojs Parking Rules" }).click();
    await expect(page.getByText("Document Deactivated")).toBeVisible();
    await expect(
      entry("Nojs Parking Rules").getByRole("switch", { name: "Active: Nojs Parking Rules" }),
    ).toHaveAttribute("aria-checked", "false");

    // The filters are a GET form: the address carries them, the loader reads them.
    const filters = page.getByRole("search", { name: "Filter the knowledge base documents" });
    await filters.getByLabel("Status").selectOption("inactive");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=inactive/);
    await expect(entry("Nojs Parking Rules")).toBeVisible();
    await expect(entry("Nojs Plant Care")).toHaveCount(0);

    // Remove is asked first (nothing removed yet), then confirmed.
    await entry("Nojs Parking Rules").getByRole("button", { name: "Remove Nojs Parking Rules" }).click();
    const ask = page.getByRole("alertdialog", { name: "Remove Document" });
    await expect(
      ask.getByText("Remove “Nojs Parking Rules” from the knowledge base?", { exact: false }),
    ).toBeVisible();
    await expect(entry("Nojs Parking Rules")).toBeVisible();
    await ask.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByText("Document Removed")).toBeVisible();
    await expect(entry("Nojs Parking Rules")).toHaveCount(0);

    await noScript.close();
    await admin.close();
  });

  test("the Category filter replaces its value when another is picked and All categories clears it", async ({
    freshCompany,
  }) => {
    const { admin } = freshCompany;
    const form = new FormData();
    form.append("file", new Blob(["Trip Rules\n\nHow we travel."], { type: "text/plain" }), "t.txt");
    form.append("title", "Filter Trip Rules");
    form.append("documentType", "policy");
    form.append("category", "travel");
    const uploaded = await admin.api("POST", "/api/admin/knowledge-base/upload", form);
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { page } = admin;
    await page.goto("/admin/knowledge");
    const filters = page.getByRole("search", { name: "Filter the knowledge base documents" });
    const category = filters.getByRole("combobox", { name: "Category" });
    const categoriesInAddress = () => new URL(page.url()).searchParams.getAll("category");

    await category.selectOption("travel");
    await expect.poll(categoriesInAddress).toEqual(["travel"]);
    await expect(category).toHaveCount(1);
    await category.selectOption("finance");
    await expect.poll(categoriesInAddress).toEqual(["finance"]);
    await expect(category).toHaveCount(1);
    await expect(category).toHaveValue("finance");
    await category.selectOption("");
    await expect.poll(categoriesInAddress).toEqual([]);
    await expect(category).toHaveCount(1);
    await expect(category).toHaveValue("");
    await expect(page.getByText("Filter Trip Rules")).toBeVisible();
    await admin.close();
  });

  test("an unanswered question's Resolve button is named by its visible label (axe label-content-name-mismatch)", async ({
    freshCompany,
  }) => {
    const { admin } = freshCompany;
    const question = "What is our policy on keeping llamas in the office?";
    const asked = await admin.api("POST", "/api/chat", { message: question });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const { page } = admin;
    await page.goto("/admin/knowledge");
    const gaps = page.getByRole("list", { name: "Unanswered questions" });
    const row = gaps.getByRole("listitem").filter({ hasText: question });
    await expect(row).toBeVisible();
    const resolve = row.getByRole("button", { name: /^Resolve/ });
    await expect(resolve).toHaveText("Resolve");
    await expect(resolve).toHaveAccessibleName(`Resolve: ${question}`);
    await admin.close();
  });

  test("shows Freemium the Premium Feature prompt, which leads to Company Settings", async ({ as }) => {
    const freemium = await as("admin@freemium.test");
    const { page } = freemium;
    await page.goto("/admin/knowledge");
    await expect(page.getByRole("heading", { name: "Premium Feature" })).toBeVisible();
    // The tier decided on the server: the locked tab's address answers with the prompt in the HTML.
    const response = await page.request.get(`${APP_URL}/admin/knowledge`);
    expect(await response.text()).toMatch(/Premium Feature/);
    await page.getByRole("link", { name: "Request Token Upgrade" }).click();
    await currentAdminTab(page, "Company Settings");
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    await freemium.close();
  });
});
