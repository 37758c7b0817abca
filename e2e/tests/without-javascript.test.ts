import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { APP_URL, SESSION_COOKIE, sessionCookie } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";

// The core forms before the page's JavaScript has loaded (issue 26 §2): a browser with JavaScript
// switched off signs in, searches and filters the library, changes a document's status and adds a
// comment — each a plain link, GET form or POST form answered by the server.

const ADMIN = "admin@enterprise.test";
/** Documents of this test's own, so what other tests do to the seeded ones does not matter. */
const HARBOUR = "Nojs Harbour Safety Policy";
const HANGAR = "Nojs Hangar Safety Policy";

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
const created: number[] = [];

before(async () => {
  browser = await launchChromium();
  admin = await signInWithoutJavaScript(ADMIN);
  await importDocument(HARBOUR, "hr");
  await importDocument(HANGAR, "it");
});
after(async () => {
  for (const id of created) await api("DELETE", `/api/documents/${id}`);
  await browser.close();
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

async function importDocument(title: string, category: string) {
  const form = new FormData();
  const text = `${title}\n\n1. Purpose\n\nHow we keep ${title.toLowerCase()} in mind.\n\n2. Scope\n\nEveryone.`;
  form.append("file", new Blob([text], { type: "text/plain" }), `${category}.txt`);
  form.append("category", category);
  const res = await api("POST", "/api/documents/import", form);
  assert.equal(res.status, 200, await res.clone().text());
  const { documentId } = (await res.json()) as { documentId: number };
  created.push(documentId);
  return documentId;
}

/** The titles of the library's rows (a row's header cell starts with its title). */
async function shownTitles(page: Page) {
  return page
    .getByRole("table", { name: "Documents" })
    .locator("tbody > tr > th")
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ""));
}

/** A browser context that runs no script at all (the app's and the identity provider's). */
async function withoutJavaScript(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in through /login's Sign In button and the identity provider's form, scripts off. */
async function signInWithoutJavaScript(email: string) {
  const visitor = await withoutJavaScript();
  const { page } = visitor;
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/localhost:\d+\/interaction\//);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(LOCAL_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${APP_URL}/`);
  return visitor;
}

describe("without JavaScript", () => {
  it("Sign In starts the identity provider's sign-in and lands signed in", async () => {
    const { context, page } = await signInWithoutJavaScript("user@enterprise.test");
    assert.ok(await sessionCookie(context), "a session cookie was set");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await context.close();
  });

  it("the library's search, filters and tabs are a GET form and links the server answers", async () => {
    const { page } = admin;
    await page.goto("/documents");
    await page
      .getByRole("searchbox", { name: "Search documents by title or description" })
      .fill("nojs safety");
    await page.keyboard.press("Enter");
    await page.waitForURL(/search=nojs\+safety/);
    assert.deepEqual((await shownTitles(page)).sort(), [HANGAR, HARBOUR]);

    // A filter is applied with the button shown only without JavaScript; the search stays.
    await page.getByLabel("Category").selectOption("it");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/category=it/);
    assert.deepEqual(await shownTitles(page), [HANGAR]);
    assert.equal(
      await page.getByRole("searchbox", { name: "Search documents by title or description" }).inputValue(),
      "nojs safety",
    );

    // The Archived tab keeps the search and filter; nothing of ours is archived.
    await page
      .getByRole("navigation", { name: "Document tabs" })
      .getByRole("link", { name: /^Archived/ })
      .click();
    await page.waitForURL(/tab=archived/);
    assert.match(page.url(), /search=nojs/);
    await page.getByText("No documents match your filters").waitFor();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${APP_URL}/documents?tab=archived`);
  });

  it("a row's status changes on its status page, and a stale form says it changed meanwhile", async () => {
    const { page } = admin;
    const changeStatus = async (status: string) => {
      await page.goto("/documents?search=nojs+harbour");
      await page
        .getByRole("row", { name: new RegExp(HARBOUR) })
        .getByRole("link", { name: "Change status" })
        .click();
      await page.getByRole("heading", { name: "Change status" }).waitFor();
      await page.getByLabel("Status", { exact: true }).selectOption(status);
    };
    await changeStatus("under_review");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(`“${HARBOUR}” is now Under Review.`).waitFor();
    const row = page.getByRole("row", { name: new RegExp(HARBOUR) });
    assert.match((await row.textContent()) ?? "", /Under Review/);

    // Changed elsewhere while the form was open: it is refused, and says so.
    const id = created[0]!;
    await changeStatus("archived");
    assert.equal((await api("PUT", `/api/documents/${id}`, { status: "draft" })).status, 200);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(/changed since you chose its status: it is now Draft/).waitFor();
    const now = (await (await api("GET", `/api/documents/${id}`)).json()) as { status: string };
    assert.equal(now.status, "draft");
  });

  it("a comment is added on the document's comments page, and an empty one is refused next to the field", async () => {
    const { page } = admin;
    await page.goto("/documents?search=nojs+hangar");
    await page
      .getByRole("row", { name: new RegExp(HANGAR) })
      .getByRole("link", { name: "Comments" })
      .click();
    await page.getByRole("heading", { name: "Comments" }).waitFor();

    await page.getByRole("button", { name: "Add Comment" }).click();
    const field = page.getByLabel("Comment", { exact: true });
    assert.equal(await field.getAttribute("aria-invalid"), "true");

    await field.fill("Hangar doors stay shut in high wind.");
    await page.getByRole("button", { name: "Add Comment" }).click();
    await page.getByText("Your comment was added.").waitFor();
    await page
      .getByRole("list", { name: "Comments" })
      .getByText("Hangar doors stay shut in high wind.")
      .waitFor();
    const comments = (await (await api("GET", `/api/documents/${created[1]}/comments`)).json()) as unknown[];
    assert.equal(comments.length, 1);
  });
});
