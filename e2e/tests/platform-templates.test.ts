import type { Page } from "@playwright/test";
import { APP_URL } from "../support/app.ts";
import { expect, test } from "../support/fixtures.ts";

// Platform Settings → Template Library: the platform administrator creates a template (the dialog
// checks the shared schema first), edits it, finds it with the filters, previews it, sees it in the
// public library as a visitor and as a signed-in user, deletes it, and it is gone everywhere.

const NAME = "Hybrid Work Policy E2E";
const RENAMED = "Hybrid and Remote Work Policy E2E";
const PREVIEW = "Sets out who may work from home, how often, and the equipment rules.";
const CONTENT =
  "HYBRID WORK POLICY\n\n1. Purpose\n\n[Company Name] lets people work from home two days a week.";

const card = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name });

async function publicNames(): Promise<string[]> {
  const list = (await (await fetch(`${APP_URL}/api/templates`)).json()) as Array<{ name: string }>;
  return list.map((t) => t.name);
}

test.describe("template library management", () => {
  test("a platform admin creates, edits, previews and deletes a template; the public library follows each step", async ({
    as,
    newVisitor,
  }) => {
    const admin = await as("platform@charterly.test");
    const { page } = admin;
    await page.goto("/platform-settings/templates");
    await expect(page.getByRole("heading", { name: "Template Library Management" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();

    // Create: the defaults, then the schema's messages for an empty form, then a valid one.
    await page.getByRole("button", { name: "Create Template" }).click();
    const create = page.getByRole("dialog", { name: "Create Template" });
    await expect(create.getByLabel("Category")).toHaveValue("other");
    await expect(create.getByLabel("Required tier")).toHaveValue("freemium");
    await expect(create.getByRole("switch", { name: "Public template" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await create.getByRole("button", { name: "Create Template" }).click();
    await expect(create.getByText("Name is required")).toBeVisible();
    await expect(create.getByText("Description is required")).toBeVisible();
    await expect(create.getByText("Content is required")).toBeVisible();

    await create.getByLabel("Name").fill(NAME);
    await create.getByLabel("Description").fill("Who may work remotely and how often.");
    await create.getByLabel("Category").selectOption("hr");
    await create.getByLabel("Required tier").selectOption("enterprise");
    await create.getByLabel("Preview text").fill(PREVIEW);
    await create.getByLabel("Content").fill(CONTENT);
    await create.getByRole("button", { name: "Create Template" }).click();
    await expect(page.getByText("Template Created").first()).toBeVisible();
    const created = card(page, NAME);
    await expect(created.getByText("Enterprise")).toBeVisible();
    await expect(created.getByText("Public")).toBeVisible();
    await expect(created.getByText("Used 0 times")).toBeVisible();
    expect((await publicNames()).includes(NAME), "the public list has the new template at once").toBeTruthy();

    // Edit: rename, open it to every plan.
    await created.getByRole("button", { name: `Edit ${NAME}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Template" });
    await expect(edit.getByLabel("Name")).toHaveValue(NAME);
    await expect(edit.getByLabel("Content")).toHaveValue(CONTENT);
    await edit.getByLabel("Name").fill(RENAMED);
    await edit.getByLabel("Required tier").selectOption("freemium");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Template Updated").first()).toBeVisible();
    const edited = card(page, RENAMED);
    await expect(edited.getByText("Freemium")).toBeVisible();

    // Filters: search over name and description, the required tier, Clear Filters.
    await page.getByLabel("Search templates").fill("remote work policy e2e");
    await expect(page.getByText("Showing 1 of")).toBeVisible();
    await page.getByLabel("Required tier").selectOption("enterprise");
    await expect(page.getByText("No templates found")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(edited).toBeVisible();
    expect((await page.getByRole("article").count()) > 1).toBeTruthy();

    // Preview: the full text.
    await edited.getByRole("button", { name: `Preview ${RENAMED}` }).click();
    const preview = page.getByRole("dialog", { name: RENAMED });
    await expect(preview.getByText("lets people work from home two days a week")).toBeVisible();
    await preview.getByRole("button", { name: "Close" }).first().click();

    // The public library: a visitor sees the card with its preview text; a signed-in user its text.
    const { context: visitorContext, page: visitor } = await newVisitor();
    await visitor.goto("/templates");
    const publicCard = card(visitor, RENAMED);
    await expect(publicCard.getByText(PREVIEW)).toBeVisible();
    const user = await as("user@freemium.test");
    await user.page.goto("/templates");
    await card(user.page, RENAMED)
      .getByRole("button", { name: /Preview/ })
      .click();
    await expect(
      user.page.getByRole("dialog").getByText("lets people work from home two days a week"),
    ).toBeVisible();

    // Delete, asked first: gone from the grid, the public library and its API.
    await edited.getByRole("button", { name: `Delete ${RENAMED}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Template" });
    await expect(confirm.getByText(`“${RENAMED}”`)).toBeVisible();
    await confirm.getByRole("button", { name: "Delete Template" }).click();
    await expect(page.getByText("Template Deleted").first()).toBeVisible();
    await expect(edited).not.toBeAttached();
    expect(!(await publicNames()).includes(RENAMED)).toBeTruthy();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Policy Template Library" })).toBeVisible();
    await expect(card(visitor, RENAMED)).toHaveCount(0);
    await user.page.reload();
    await expect(user.page.getByRole("heading", { name: "Policy Template Library" })).toBeVisible();
    await expect(card(user.page, RENAMED)).toHaveCount(0);

    await visitorContext.close();
    await user.close();
    await admin.close();
  });

  test("the template routes refuse anyone but the platform admin", async ({ as }) => {
    const companyAdmin = await as("admin@enterprise.test");
    const res = await companyAdmin.api("GET", "/api/admin/templates");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Platform administrator privileges required.",
    );
    const created = await companyAdmin.api("POST", "/api/admin/templates", {
      name: "Not allowed",
      description: "No",
      category: "hr",
      content: "No",
    });
    expect(created.status).toBe(403);
    await companyAdmin.close();
  });
});
