import type { BrowserContext, Page } from "@playwright/test";
import { APP_URL, SESSION_COOKIE, sessionCookie } from "../support/app.ts";
import { expect, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// The core forms before the page's JavaScript has loaded (decision 026): a browser with JavaScript
// switched off signs in, searches and filters the library, changes a document's status, adds a
// comment and resolves, reopens and deletes one — each a plain link, GET form or POST form answered
// by the server; the platform administrator adds credits and changes a company's plan in Customer
// Management.

const ADMIN = "admin@enterprise.test";
/** Documents of this test's own, so what other tests do to the seeded ones does not matter. */
const HARBOUR = "Nojs Harbour Safety Policy";
const HANGAR = "Nojs Hangar Safety Policy";

// The tests share the no-JavaScript admin and the two documents, and change the documents in turn.
test.describe.configure({ mode: "serial" });

let admin: { context: BrowserContext; page: Page };
const created: number[] = [];

test.beforeAll(async ({ browser }) => {
  admin = await withoutJavaScript(browser);
  await signInWithoutJavaScript(admin.page, ADMIN);
  await importDocument(HARBOUR, "hr");
  await importDocument(HANGAR, "it");
});
test.afterAll(async () => {
  for (const id of created) await api("DELETE", `/api/documents/${id}`);
  await admin.context.close();
});

/** The API with the no-JavaScript admin's session, for setting up and checking what was written. */
async function api(
  method: string,
  path: string,
  body?: FormData | object,
  as: BrowserContext = admin.context,
): Promise<Response> {
  const headers: Record<string, string> = {
    cookie: `${SESSION_COOKIE}=${await sessionCookie(as)}`,
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
  expect(res.status, await res.clone().text()).toBe(200);
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

test.describe("without JavaScript", () => {
  test("Sign In starts the identity provider's sign-in and lands signed in", async ({ newVisitor }) => {
    const { context, page } = await newVisitor({ javaScriptEnabled: false });
    await signInWithoutJavaScript(page, "user@enterprise.test");
    expect(await sessionCookie(context), "a session cookie was set").toBeTruthy();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });

  test("the library's search, filters and tabs are a GET form and links the server answers", async () => {
    const { page } = admin;
    await page.goto("/documents");
    await page
      .getByRole("searchbox", { name: "Search documents by title or description" })
      .fill("nojs safety");
    await page.keyboard.press("Enter");
    await page.waitForURL(/search=nojs\+safety/);
    expect((await shownTitles(page)).sort()).toEqual([HANGAR, HARBOUR]);

    // A filter is applied with the button shown only without JavaScript; the search stays. Its
    // categories read as the rest of the app names them (the badges alone write them in capitals).
    await expect(page.getByLabel("Category").locator("option")).toHaveText([
      "All Categories",
      "HR",
      "Travel",
      "Finance",
      "IT",
      "Legal",
      "Other",
    ]);
    await page.getByLabel("Category").selectOption("it");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/category=it/);
    expect(await shownTitles(page)).toEqual([HANGAR]);
    await expect(
      page.getByRole("searchbox", { name: "Search documents by title or description" }),
    ).toHaveValue("nojs safety");

    // The Archived tab keeps the search and filter; nothing of ours is archived.
    await page
      .getByRole("navigation", { name: "Document tabs" })
      .getByRole("link", { name: /^Archived/ })
      .click();
    await page.waitForURL(/tab=archived/);
    expect(page.url()).toMatch(/search=nojs/);
    await expect(page.getByText("No documents match your filters")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${APP_URL}/documents?tab=archived`);
  });

  test("a row's status changes on its status page, and a stale form says it changed meanwhile", async () => {
    const { page } = admin;
    const changeStatus = async (status: string) => {
      await page.goto("/documents?search=nojs+harbour");
      await page
        .getByRole("row", { name: new RegExp(HARBOUR) })
        .getByRole("link", { name: "Change status" })
        .click();
      await expect(page.getByRole("heading", { name: "Change status" })).toBeVisible();
      await page.getByLabel("Status", { exact: true }).selectOption(status);
    };
    await changeStatus("under_review");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`“${HARBOUR}” is now Under Review.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(HARBOUR) })).toContainText("Under Review");

    // Changed elsewhere while the form was open: it is refused, and says so.
    const id = created[0]!;
    await changeStatus("archived");
    expect((await api("PUT", `/api/documents/${id}`, { status: "draft" })).status).toBe(200);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/changed since you chose its status: it is now Draft/)).toBeVisible();
    const now = (await (await api("GET", `/api/documents/${id}`)).json()) as { status: string };
    expect(now.status).toBe("draft");
  });

  test("a comment is added on the document's comments page, and an empty one is refused next to the field", async () => {
    const { page } = admin;
    await page.goto("/documents?search=nojs+hangar");
    await page
      .getByRole("row", { name: new RegExp(HANGAR) })
      .getByRole("link", { name: "Comments" })
      .click();
    await expect(page.getByRole("heading", { name: "Comments" })).toBeVisible();
    // The document's other pages, as on each of its pages; this one marked as the current page.
    const documentLinks = page.getByRole("navigation", { name: "This document" });
    await expect(documentLinks.getByRole("link", { name: "Version History" })).toHaveAttribute(
      "href",
      `/documents/${created[1]}/versions`,
    );
    await expect(documentLinks.getByRole("link", { name: "Comments" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("button", { name: "Add Comment" }).click();
    const field = page.getByLabel("Comment", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("Hangar doors stay shut in high wind.");
    await page.getByRole("button", { name: "Add Comment" }).click();
    await expect(page.getByText("Your comment was added.")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Comments" }).getByText("Hangar doors stay shut in high wind."),
    ).toBeVisible();
    const comments = (await (await api("GET", `/api/documents/${created[1]}/comments`)).json()) as unknown[];
    expect(comments).toHaveLength(1);
  });

  test("a comment is resolved, reopened and deleted on the comments page; a comment gone meanwhile is said", async () => {
    const { page } = admin;
    const documentId = created[1]!;
    const suggest = async (comment: string) => {
      const res = await api("POST", `/api/documents/${documentId}/comments`, {
        comment,
        commentType: "suggestion",
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { id: number }).id;
    };
    const SUGGESTION = "Fit a wind gauge by the hangar doors.";
    await suggest(SUGGESTION);
    await page.goto(`/documents/${documentId}/comments`);
    const item = page.getByRole("listitem").filter({ hasText: SUGGESTION });

    await item.getByRole("button", { name: /^Resolve suggestion by/ }).click();
    await expect(page.getByText("The comment is resolved.")).toBeVisible();
    await expect(item.getByText("Resolved", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: /^Reopen suggestion by/ }).click();
    await expect(page.getByText("The comment is open again.")).toBeVisible();
    await expect(item.getByText("Open", { exact: true })).toBeVisible();

    await item.getByRole("button", { name: "Delete your suggestion comment" }).click();
    await expect(page.getByText("The comment was deleted.")).toBeVisible();
    await expect(item).toHaveCount(0);
    const left = (await (await api("GET", `/api/documents/${documentId}/comments`)).json()) as {
      comment: string;
    }[];
    expect(left.map((c) => c.comment)).not.toContain(SUGGESTION);

    // Deleted elsewhere while the page was open: the form is refused with the domain's message.
    const STALE = "Keep a spare key in the office safe.";
    const staleId = await suggest(STALE);
    await page.reload();
    expect((await api("DELETE", `/api/comments/${staleId}`)).status).toBe(200);
    await page
      .getByRole("listitem")
      .filter({ hasText: STALE })
      .getByRole("button", { name: /^Resolve suggestion by/ })
      .click();
    await expect(page.getByText("The requested comment was not found.")).toBeVisible();
  });
});

test.describe("without JavaScript, the platform administrator", () => {
  let platform: { context: BrowserContext; page: Page };
  const suffix = Date.now().toString(36);
  const COMPANY = `Nojs Credits ${suffix}`;
  const BINNED = `Nojs Binned ${suffix}`;
  const TEMPLATE = `Nojs Template ${suffix}`;

  test.beforeAll(async ({ browser }) => {
    platform = await withoutJavaScript(browser);
    await signInWithoutJavaScript(platform.page, "platform@charterly.test");
    // A company of this test's own, so the balances other tests read do not move.
    const created = await api(
      "POST",
      "/api/admin/customers",
      {
        companyName: COMPANY,
        subscriptionTier: "per_document",
        email: `nojs-credits-${suffix}@example.test`,
        firstName: "Nora",
        lastName: "Nojs",
      },
      platform.context,
    );
    expect(created.status, await created.clone().text()).toBe(200);
    const binned = await api(
      "POST",
      "/api/admin/customers",
      {
        companyName: BINNED,
        subscriptionTier: "freemium",
        email: `nojs-binned-${suffix}@example.test`,
        firstName: "Bea",
        lastName: "Binned",
      },
      platform.context,
    );
    expect(binned.status, await binned.clone().text()).toBe(200);
  });
  test.afterAll(async () => {
    const listed = await api("GET", "/api/admin/templates", undefined, platform.context);
    for (const template of (await listed.json()) as { id: number; name: string }[])
      if (template.name === TEMPLATE)
        await api("DELETE", `/api/admin/templates/${template.id}`, undefined, platform.context);
    await platform.context.close();
  });

  const balanceOf = async () => {
    const res = await api("GET", "/api/admin/companies/tokens", undefined, platform.context);
    const rows = (await res.json()) as { name: string; balance: number }[];
    return rows.find((row) => row.name === COMPANY)?.balance;
  };

  test("adds credits on Token Management: a missing invoice is said next to its field, and an invoice credits once", async () => {
    const { page } = platform;
    const openForm = async () => {
      await page.goto("/admin/customers/tokens");
      await page
        .getByRole("region", { name: "Company Balances", exact: true })
        .getByRole("row")
        .filter({ hasText: COMPANY })
        .getByRole("link", { name: `Add Credits: ${COMPANY}` })
        .click();
      await page.waitForURL(/\?credit=\d+/);
      return page.getByRole("region", { name: "Add Credits" });
    };
    const invoice = `INV-NOJS-${suffix}`;

    let form = await openForm();
    await form.getByLabel("Amount").fill("30");
    await form.getByLabel("Description").fill("Nojs bundle");
    await form.getByRole("button", { name: "Add Credits" }).click();
    form = page.getByRole("region", { name: "Add Credits" });
    await expect(form.getByLabel("Invoice number")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Invoice number is required")).toBeVisible();
    await expect(form.getByLabel("Description")).toHaveValue("Nojs bundle");
    await expect(form.getByLabel("Amount")).toHaveValue("30");
    expect(await balanceOf()).toBe(0);

    await form.getByLabel("Invoice number").fill(invoice);
    await form.getByRole("button", { name: "Add Credits" }).click();
    await expect(page.getByText(`30 tokens added to ${COMPANY}; the balance is now 30.`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Add Credits" })).toHaveCount(0);
    await expect(
      page
        .getByRole("region", { name: "Transactions", exact: true })
        .getByRole("row")
        .filter({ hasText: invoice }),
    ).toHaveCount(1);
    expect(await balanceOf()).toBe(30);

    // The same invoice again: refused with the domain's reason, nothing added.
    form = await openForm();
    await form.getByLabel("Description").fill("Nojs bundle, again");
    await form.getByLabel("Invoice number").fill(invoice);
    await form.getByRole("button", { name: "Add Credits" }).click();
    await expect(page.getByText(`Invoice ${invoice} was already credited`, { exact: false })).toBeVisible();
    expect(await balanceOf()).toBe(30);
  });

  test("changes a company's plan in the Customer List with the row's Save button", async () => {
    const { page } = platform;
    await page.goto(`/admin/customers/list?search=${encodeURIComponent(COMPANY)}`);
    await page.getByRole("combobox", { name: `Subscription for ${COMPANY}` }).selectOption("enterprise");
    await page.getByRole("button", { name: `Save the plan of ${COMPANY}` }).click();
    await expect(page.getByText(`${COMPANY} is now on Enterprise.`)).toBeVisible();
    await expect(page.getByRole("combobox", { name: `Subscription for ${COMPANY}` })).toHaveValue(
      "enterprise",
    );
  });

  test("deletes a company after the question asked on its own address, then restores it", async () => {
    const { page } = platform;
    await page.goto("/admin/customers/deletion");
    await page
      .getByRole("list", { name: "Companies", exact: true })
      .getByRole("listitem")
      .filter({ hasText: BINNED })
      .getByRole("link", { name: `Delete company: ${BINNED}` })
      .click();
    await page.waitForURL(/\?delete=\d+/);
    const question = page.getByRole("region", { name: "Delete Company" });
    // What it holds (users, documents, knowledge-base entries), read by the loader.
    await expect(question.getByRole("definition")).toHaveCount(3);
    await question.getByRole("button", { name: "Delete Company" }).click();
    await expect(page.getByText(`${BINNED} was moved to the recycle bin.`, { exact: false })).toBeVisible();
    const binned = page
      .getByRole("list", { name: "Deleted companies" })
      .getByRole("listitem")
      .filter({ hasText: BINNED });
    await expect(binned).toBeVisible();

    await binned.getByRole("button", { name: `Restore company: ${BINNED}` }).click();
    await expect(page.getByText(`${BINNED} is active again: its people can sign in.`)).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: "Companies", exact: true })
        .getByRole("listitem")
        .filter({ hasText: BINNED }),
    ).toBeVisible();
  });

  test("creates a template at its own address: a missing name is said next to the field, then it is listed", async () => {
    const { page } = platform;
    await page.goto("/platform-settings/templates");
    await page.getByRole("link", { name: "Create Template" }).click();
    await page.waitForURL(/\?template=new/);
    let form = page.getByRole("region", { name: "Create Template" });
    await form.getByLabel("Description").fill("How we keep templates working without scripts.");
    await form.getByLabel("Content").fill("[Company Name] keeps its forms working.");
    await form.getByRole("button", { name: "Create Template" }).click();
    form = page.getByRole("region", { name: "Create Template" });
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Content")).toHaveValue("[Company Name] keeps its forms working.");

    await form.getByLabel("Name").fill(TEMPLATE);
    await form.getByRole("button", { name: "Create Template" }).click();
    await expect(page.getByText(`“${TEMPLATE}” is in the library now.`)).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: TEMPLATE })).toBeVisible();
  });

  test("the CRM configuration is a form too: a login URL that is not an address is said next to it, and a typed secret is not sent back", async () => {
    const { page } = platform;
    await page.goto("/platform-settings/crm");
    const panel = page.getByRole("region", { name: "Salesforce CRM" });
    await panel.getByLabel("Login URL").fill("not an address");
    await panel.getByLabel("Password", { exact: true }).fill("typed-secret");
    await panel.getByRole("button", { name: "Save Configuration" }).click();
    await page.waitForLoadState();
    const loginUrl = page.getByRole("region", { name: "Salesforce CRM" }).getByLabel("Login URL");
    await expect(loginUrl).toHaveAttribute("aria-invalid", "true");
    await expect(loginUrl).toHaveValue("not an address");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("typed-secret");
  });
});
