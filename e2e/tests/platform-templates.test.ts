import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { APP_URL, newVisitor } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { signInAs } from "../support/sign-in.ts";

// Platform Settings → Template Library: the platform administrator creates a template (the dialog
// checks the shared schema first), edits it, finds it with the filters, previews it, sees it in the
// public library as a visitor and as a signed-in user, deletes it, and it is gone everywhere.

const NAME = "Hybrid Work Policy E2E";
const RENAMED = "Hybrid and Remote Work Policy E2E";
const PREVIEW = "Sets out who may work from home, how often, and the equipment rules.";
const CONTENT =
  "HYBRID WORK POLICY\n\n1. Purpose\n\n[Company Name] lets people work from home two days a week.";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

const card = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name });

async function publicNames(): Promise<string[]> {
  const list = (await (await fetch(`${APP_URL}/api/templates`)).json()) as Array<{ name: string }>;
  return list.map((t) => t.name);
}

describe("template library management", () => {
  it("a platform admin creates, edits, previews and deletes a template; the public library follows each step", async () => {
    const admin = await signInAs(browser, "platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings/templates");
    await page.getByRole("heading", { name: "Template Library Management" }).waitFor();
    await page.getByRole("article").first().waitFor();

    // Create: the defaults, then the schema's messages for an empty form, then a valid one.
    await page.getByRole("button", { name: "Create Template" }).click();
    const create = page.getByRole("dialog", { name: "Create Template" });
    assert.equal(await create.getByLabel("Category").inputValue(), "other");
    assert.equal(await create.getByLabel("Required tier").inputValue(), "freemium");
    assert.equal(
      await create.getByRole("switch", { name: "Public template" }).getAttribute("aria-checked"),
      "true",
    );
    await create.getByRole("button", { name: "Create Template" }).click();
    await create.getByText("Name is required").waitFor();
    await create.getByText("Description is required").waitFor();
    await create.getByText("Content is required").waitFor();

    await create.getByLabel("Name").fill(NAME);
    await create.getByLabel("Description").fill("Who may work remotely and how often.");
    await create.getByLabel("Category").selectOption("hr");
    await create.getByLabel("Required tier").selectOption("enterprise");
    await create.getByLabel("Preview text").fill(PREVIEW);
    await create.getByLabel("Content").fill(CONTENT);
    await create.getByRole("button", { name: "Create Template" }).click();
    await page.getByText("Template Created").first().waitFor();
    const created = card(page, NAME);
    await created.getByText("Enterprise").waitFor();
    await created.getByText("Public").waitFor();
    await created.getByText("Used 0 times").waitFor();
    assert.ok((await publicNames()).includes(NAME), "the public list has the new template at once");

    // Edit: rename, open it to every plan.
    await created.getByRole("button", { name: `Edit ${NAME}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Template" });
    assert.equal(await edit.getByLabel("Name").inputValue(), NAME);
    assert.equal(await edit.getByLabel("Content").inputValue(), CONTENT);
    await edit.getByLabel("Name").fill(RENAMED);
    await edit.getByLabel("Required tier").selectOption("freemium");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Template Updated").first().waitFor();
    const edited = card(page, RENAMED);
    await edited.getByText("Freemium").waitFor();

    // Filters: search over name and description, the required tier, Clear Filters.
    await page.getByLabel("Search templates").fill("remote work policy e2e");
    await page.getByText("Showing 1 of").waitFor();
    await page.getByLabel("Required tier").selectOption("enterprise");
    await page.getByText("No templates found").waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await edited.waitFor();
    assert.ok((await page.getByRole("article").count()) > 1);

    // Preview: the full text.
    await edited.getByRole("button", { name: `Preview ${RENAMED}` }).click();
    const preview = page.getByRole("dialog", { name: RENAMED });
    await preview.getByText("lets people work from home two days a week").waitFor();
    await preview.getByRole("button", { name: "Close" }).first().click();

    // The public library: a visitor sees the card with its preview text; a signed-in user its text.
    const { context: visitorContext, page: visitor } = await newVisitor(browser);
    await visitor.goto("/templates");
    const publicCard = card(visitor, RENAMED);
    await publicCard.getByText(PREVIEW).waitFor();
    const user = await signInAs(browser, "user@freemium.test");
    await user.page.goto("/templates");
    await card(user.page, RENAMED)
      .getByRole("button", { name: /Preview/ })
      .click();
    await user.page.getByRole("dialog").getByText("lets people work from home two days a week").waitFor();

    // Delete, asked first: gone from the grid, the public library and its API.
    await edited.getByRole("button", { name: `Delete ${RENAMED}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Template" });
    await confirm.getByText(`“${RENAMED}”`).waitFor();
    await confirm.getByRole("button", { name: "Delete Template" }).click();
    await page.getByText("Template Deleted").first().waitFor();
    await edited.waitFor({ state: "detached" });
    assert.ok(!(await publicNames()).includes(RENAMED));
    await visitor.reload();
    await visitor.getByRole("heading", { name: "Policy Template Library" }).waitFor();
    assert.equal(await card(visitor, RENAMED).count(), 0);
    await user.page.reload();
    await user.page.getByRole("heading", { name: "Policy Template Library" }).waitFor();
    assert.equal(await card(user.page, RENAMED).count(), 0);

    await visitorContext.close();
    await user.close();
    await admin.close();
  });

  it("the template routes refuse anyone but the platform admin", async () => {
    const companyAdmin = await signInAs(browser, "admin@enterprise.test");
    const res = await companyAdmin.api("GET", "/api/admin/templates");
    assert.equal(res.status, 403);
    assert.equal(
      ((await res.json()) as { message: string }).message,
      "Platform administrator privileges required.",
    );
    const created = await companyAdmin.api("POST", "/api/admin/templates", {
      name: "Not allowed",
      description: "No",
      category: "hr",
      content: "No",
    });
    assert.equal(created.status, 403);
    await companyAdmin.close();
  });
});
