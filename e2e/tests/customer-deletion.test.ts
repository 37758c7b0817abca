import type { Page } from "@playwright/test";
import { CUSTOMER_SECTIONS, currentSection } from "../support/admin-panel.ts";
import { expect, test } from "../support/fixtures.ts";
import { runSql } from "../support/local-database.ts";
import { submitSignInForm } from "../support/sign-in.ts";

// Customer Management → Account Deletion: the platform administrator deletes a company (after
// seeing what it holds), finds it in the recycle bin with 5 days left while its person can no
// longer sign in or use their session, and restores it: the person's session works again.

const COMPANY = "Doomed Demo Co";
const PERSON = "dana.doomed@example.test";

test.beforeAll(async () => {
  // A company of its own, with one person and one document, so that no other test's data is touched.
  runSql(
    `INSERT INTO companies (name, tier) VALUES ('${COMPANY}', 'enterprise');
     INSERT INTO company_settings (company_id) SELECT id FROM companies WHERE name = '${COMPANY}';
     INSERT INTO users (company_id, email, first_name, last_name, role, email_verified)
       SELECT id, '${PERSON}', 'Dana', 'Doomed', 'company_admin', 1 FROM companies WHERE name = '${COMPANY}';
     INSERT INTO company_people (id, company_id, email, first_name, last_name, role, updated_at)
       SELECT id, company_id, email, first_name, last_name, role, updated_at FROM users WHERE email = '${PERSON}';
     INSERT INTO documents (company_id, title, status)
       SELECT id, 'Doomed Travel Policy', 'approved' FROM companies WHERE name = '${COMPANY}';
     INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type)
       SELECT d.id, d.company_id, 1, d.title, 'Travel by train.', d.status, 'created'
       FROM documents d JOIN companies c ON c.id = d.company_id WHERE c.name = '${COMPANY}';`,
  );
});

const companies = (page: Page) => page.getByRole("list", { name: "Companies", exact: true });
const recycleBin = (page: Page) => page.getByRole("list", { name: "Deleted companies" });

test.describe("company deletion and the recycle bin", () => {
  test("a platform admin deletes a company, sees it in the recycle bin with 5 days left, and restores it", async ({
    as,
    newVisitor,
  }) => {
    const person = await as(PERSON);
    expect((await person.api("GET", "/api/auth/user")).status).toBe(200);

    const platform = await as("platform@charterly.test");
    const { page } = platform;
    await page.goto("/admin/customers/deletion");
    await currentSection(page, CUSTOMER_SECTIONS, "Account Deletion");
    await expect(page.getByText("The recycle bin is empty.")).toBeVisible();

    // The system company is listed, but cannot be deleted.
    await page.getByLabel("Filter companies by name or ID").fill("10001");
    await expect(page.getByRole("button", { name: "Delete company: Charterly Platform" })).toBeDisabled();

    await page.getByLabel("Filter companies by name or ID").fill("doomed");
    const row = companies(page).getByRole("listitem").filter({ hasText: COMPANY });
    await expect(row.getByText("1 user")).toBeVisible();
    await row.getByRole("button", { name: `Delete company: ${COMPANY}` }).click();

    const dialog = page.getByRole("dialog", { name: "Delete Company" });
    const figures = dialog.getByRole("definition");
    await expect(figures.first()).toBeVisible();
    expect(await figures.allTextContents()).toEqual(["1", "1", "0"]);
    await dialog.getByRole("button", { name: "Delete Company" }).click();
    await expect(page.getByText("Company Deleted").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const deleted = recycleBin(page).getByRole("listitem").filter({ hasText: COMPANY });
    await expect(deleted.getByText("5 days left")).toBeVisible();
    await expect(deleted.getByText("by Paula Platform")).toBeVisible();
    await expect(companies(page).getByText(COMPANY)).not.toBeAttached();

    // Its person's session stops working, and signing in again is refused.
    expect((await person.api("GET", "/api/auth/user")).status).toBe(401);
    const { context, page: again } = await newVisitor();
    await submitSignInForm(again, PERSON);
    await again.waitForURL(/\/login\?error=/);
    await expect(again.getByRole("alert")).toBeVisible();
    await context.close();

    await deleted.getByRole("button", { name: `Restore company: ${COMPANY}` }).click();
    await expect(page.getByText("Company Restored").first()).toBeVisible();
    await expect(page.getByText("The recycle bin is empty.")).toBeVisible();
    await expect(companies(page).getByRole("listitem").filter({ hasText: COMPANY })).toBeVisible();

    // Everything is back: the same session works again, and the document is there.
    expect((await person.api("GET", "/api/auth/user")).status).toBe(200);
    const documents = await person.api("GET", "/api/documents");
    expect(documents.status).toBe(200);
    expect(await documents.text()).toMatch(/Doomed Travel Policy/);

    await person.close();
    await platform.close();
  });
});
