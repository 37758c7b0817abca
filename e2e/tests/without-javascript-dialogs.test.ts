import type { BrowserContext, Page } from "@playwright/test";
import { APP_URL, SESSION_COOKIE, sessionCookie } from "../support/app.ts";
import { expect, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// A library row's dialogs as pages of their own, without JavaScript (decision 026): before the
// page's JavaScript runs a row links to its document's pages (/documents/:id/versions, …), whose
// loaders read what the dialogs read and whose forms post to the same actions.

const ADMIN = "admin@enterprise.test";
/** A document of this test's own, so what other tests do to the seeded ones does not matter. */
const TITLE = "Nojs Pages Quay Safety Policy";

test.describe.configure({ mode: "serial" });

let admin: { context: BrowserContext; page: Page };
let documentId = 0;

test.beforeAll(async ({ browser }) => {
  admin = await withoutJavaScript(browser);
  await signInWithoutJavaScript(admin.page, ADMIN);
  const form = new FormData();
  const text = `${TITLE}\n\n1. Purpose\n\nHow we keep the quay safe.\n\n2. Scope\n\nEveryone.`;
  form.append("file", new Blob([text], { type: "text/plain" }), "quay.txt");
  form.append("category", "hr");
  const res = await api("POST", "/api/documents/import", form);
  expect(res.status, await res.clone().text()).toBe(200);
  documentId = ((await res.json()) as { documentId: number }).documentId;
});
test.afterAll(async () => {
  if (documentId) await api("DELETE", `/api/documents/${documentId}`);
  await admin.context.close();
});

/** The API with the no-JavaScript admin's session, for setting up and checking what was written. */
async function api(method: string, path: string, body?: FormData | object): Promise<Response> {
  const headers: Record<string, string> = {
    cookie: `${SESSION_COOKIE}=${await sessionCookie(admin.context)}`,
    origin: APP_URL,
  };
  if (body && !(body instanceof FormData)) headers["content-type"] = "application/json";
  const payload = body instanceof FormData ? body : body ? JSON.stringify(body) : undefined;
  return fetch(`${APP_URL}${path}`, { method, headers, body: payload });
}

/** The document's other pages, linked from each of its pages. */
const documentLinks = (page: Page) => page.getByRole("navigation", { name: "This document" });

/** Opens the library on this test's document and follows the row's link. */
async function openFromRow(page: Page, link: string) {
  await page.goto("/documents?search=nojs+pages+quay");
  await page
    .getByRole("row", { name: new RegExp(TITLE) })
    .getByRole("link", { name: link })
    .click();
}

test.describe("a library row's pages without JavaScript", () => {
  test("Version History lists the versions and restores one after asking", async () => {
    const { page } = admin;
    const edited = await api("PUT", `/api/documents/${documentId}`, {
      title: TITLE,
      description: null,
      content: `${TITLE}\n\n1. Purpose\n\nHow we keep the quay and the slipway safe.`,
    });
    expect(edited.status, await edited.clone().text()).toBe(200);

    await openFromRow(page, "Version History");
    await expect(page.getByRole("heading", { name: "Version History" })).toBeVisible();
    const versions = page.getByRole("list", { name: "Versions" });
    // Each version is a named item (what changed is a list of its own inside one).
    const entries = versions.getByRole("listitem", { name: /^Version \d+$/ });
    await expect(entries).toHaveCount(2);

    // A form cannot ask first: the page asks, and nothing changes until it is confirmed.
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect(page.getByText(`Restore version 1 of “${TITLE}”?`, { exact: false })).toBeVisible();
    await expect(entries).toHaveCount(2);
    await page.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(page.getByText("Version 1 was restored as version 3.")).toBeVisible();
    await expect(entries).toHaveCount(3);
    await expect(versions.getByRole("listitem", { name: "Version 3" })).toContainText("Current");
    const now = (await (await api("GET", `/api/documents/${documentId}`)).json()) as { content: string };
    expect(now.content).not.toContain("slipway");
  });

  test("Edit saves the text for the version it opened; an empty title is said next to the field", async () => {
    const { page } = admin;
    // A row links to a few of the document's pages; the others are linked from each of them.
    await openFromRow(page, "Version History");
    await documentLinks(page).getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Document" })).toBeVisible();
    const title = page.getByLabel("Title");
    await expect(title).toHaveValue(TITLE);
    await title.fill("");
    await page.getByLabel("Content").fill(`${TITLE}\n\nKept while the title is fixed.`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByLabel("Content")).toHaveValue(`${TITLE}\n\nKept while the title is fixed.`);

    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(`“${TITLE}” was saved as version 4.`)).toBeVisible();
    const now = (await (await api("GET", `/api/documents/${documentId}`)).json()) as { content: string };
    expect(now.content).toContain("Kept while the title is fixed.");
  });

  test("Compare Versions, from Version History, shows what changed between the two chosen", async () => {
    const { page } = admin;
    await page.goto(`/documents/${documentId}/versions`);
    await documentLinks(page).getByRole("link", { name: "Compare Versions" }).click();
    await expect(page.getByRole("heading", { name: "Compare Versions" })).toBeVisible();
    // Sent without a choice: said next to the selects.
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page.getByText("Select two versions to compare.")).toBeVisible();
    const pick = async (label: string, version: number) => {
      const select = page.getByLabel(label);
      const labels = await select.locator("option").allTextContents();
      await select.selectOption({ label: labels.find((text) => text.startsWith(`Version ${version} ·`))! });
    };
    await pick("First version", 1);
    await pick("Second version", 2);
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.waitForURL(/from=\d+&to=\d+/);
    await expect(page.getByText("How we keep the quay and the slipway safe.").first()).toBeVisible();
  });

  test("Who has read it lists the readers of the version in force and sends the reminder once", async () => {
    const { page } = admin;
    const approved = await api("PUT", `/api/documents/${documentId}`, { status: "approved" });
    expect(approved.status, await approved.clone().text()).toBe(200);

    await openFromRow(page, "Who has read it");
    await expect(page.getByRole("heading", { name: "Who has read it" })).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ have read version \d+/)).toBeVisible();
    const notYet = page.getByRole("list", { name: "Not yet" });
    await expect(notYet.getByText("user@enterprise.test")).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `/api/documents/${documentId}/acknowledgements/export`,
    );

    await page.getByRole("button", { name: "Send reminder" }).click();
    await expect(page.getByText(/^Reminder sent to \d+ (person|people)\.$/)).toBeVisible();
    // Once a day: the same form again is refused with the domain's message.
    await page.getByRole("button", { name: "Send reminder" }).click();
    await expect(page.getByText("Reminder Not Sent")).toBeVisible();
    await expect(page.getByText(/already sent/)).toBeVisible();
  });

  test("Owner & review saves the owner and review; no role chosen is said by the readers", async () => {
    const { page } = admin;
    await page.goto(`/documents/${documentId}/edit`);
    await documentLinks(page).getByRole("link", { name: "Owner & review" }).click();
    await expect(page.getByRole("heading", { name: "Owner & review" })).toBeVisible();
    await page.getByLabel("Review", { exact: true }).selectOption("12");
    // Without JavaScript the roles are always shown: choosing none is refused next to them.
    await page.getByLabel("Chosen roles").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Choose at least one role, or everyone.")).toBeVisible();

    await page.getByLabel("Everyone").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/^Next review: /)).toBeVisible();
    const now = (await (await api("GET", `/api/documents/${documentId}`)).json()) as {
      reviewIntervalMonths: number | null;
    };
    expect(now.reviewIntervalMonths).toBe(12);
  });

  test("the preview shows the text in force and records 'I have read this'", async () => {
    const { page } = admin;
    await page.goto(`/documents/${documentId}/preview`);
    await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(page.getByText("Kept while the title is fixed.")).toBeVisible();
    await page.getByRole("button", { name: "I have read this" }).click();
    await expect(page.getByText("Your acknowledgement is recorded.")).toBeVisible();
    await page.goto(`/documents/${documentId}/preview`);
    await expect(page.getByText(/^You read this version on /)).toBeVisible();
  });

  test("another company's document is not found", async () => {
    const { page } = admin;
    const res = await page.goto("/documents/999999999/versions");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Could not load the versions")).toBeVisible();
  });
});
