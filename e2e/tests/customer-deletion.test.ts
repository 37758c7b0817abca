import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { CUSTOMER_SECTIONS, currentSection } from "../support/admin-panel.ts";
import { newVisitor } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { runSql } from "../support/local-database.ts";
import { signInAs, submitSignInForm } from "../support/sign-in.ts";

// Customer Management → Account Deletion: the platform administrator deletes a company (after
// seeing what it holds), finds it in the recycle bin with 5 days left while its person can no
// longer sign in or use their session, and restores it: the person's session works again.

const COMPANY = "Doomed Demo Co";
const PERSON = "dana.doomed@example.test";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
  // A company of its own, with one person and one document, so that no other test's data is touched.
  runSql(
    `INSERT INTO companies (name, tier) VALUES ('${COMPANY}', 'enterprise');
     INSERT INTO company_settings (company_id) SELECT id FROM companies WHERE name = '${COMPANY}';
     INSERT INTO users (company_id, email, first_name, last_name, role, email_verified)
       SELECT id, '${PERSON}', 'Dana', 'Doomed', 'company_admin', 1 FROM companies WHERE name = '${COMPANY}';
     INSERT INTO documents (company_id, title, status)
       SELECT id, 'Doomed Travel Policy', 'approved' FROM companies WHERE name = '${COMPANY}';
     INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type)
       SELECT d.id, d.company_id, 1, d.title, 'Travel by train.', d.status, 'created'
       FROM documents d JOIN companies c ON c.id = d.company_id WHERE c.name = '${COMPANY}';`,
  );
});
after(async () => {
  await browser.close();
});

const companies = (page: Page) => page.getByRole("list", { name: "Companies", exact: true });
const recycleBin = (page: Page) => page.getByRole("list", { name: "Deleted companies" });

describe("company deletion and the recycle bin", () => {
  it("a platform admin deletes a company, sees it in the recycle bin with 5 days left, and restores it", async () => {
    const person = await signInAs(browser, PERSON);
    assert.equal((await person.api("GET", "/api/auth/user")).status, 200);

    const platform = await signInAs(browser, "platform@charterly.test");
    const { page } = platform;
    await page.goto("/admin/customers/deletion");
    await currentSection(page, CUSTOMER_SECTIONS, "Account Deletion");
    await page.getByText("The recycle bin is empty.").waitFor();

    // The system company is listed, but cannot be deleted.
    await page.getByLabel("Filter companies by name or ID").fill("10001");
    assert.equal(
      await page.getByRole("button", { name: "Delete company: Charterly Platform" }).isDisabled(),
      true,
    );

    await page.getByLabel("Filter companies by name or ID").fill("doomed");
    const row = companies(page).getByRole("listitem").filter({ hasText: COMPANY });
    await row.getByText("1 user").waitFor();
    await row.getByRole("button", { name: `Delete company: ${COMPANY}` }).click();

    const dialog = page.getByRole("dialog", { name: "Delete Company" });
    const figures = dialog.getByRole("definition");
    await figures.first().waitFor();
    assert.deepEqual(await figures.allTextContents(), ["1", "1", "0"]);
    await dialog.getByRole("button", { name: "Delete Company" }).click();
    await page.getByText("Company Deleted").first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    const deleted = recycleBin(page).getByRole("listitem").filter({ hasText: COMPANY });
    await deleted.getByText("5 days left").waitFor();
    await deleted.getByText("by Paula Platform").waitFor();
    await companies(page).getByText(COMPANY).waitFor({ state: "detached" });

    // Its person's session stops working, and signing in again is refused.
    assert.equal((await person.api("GET", "/api/auth/user")).status, 401);
    const { context, page: again } = await newVisitor(browser);
    await submitSignInForm(again, PERSON);
    await again.waitForURL(/\/login\?error=/);
    await again.getByRole("alert").waitFor();
    await context.close();

    await deleted.getByRole("button", { name: `Restore company: ${COMPANY}` }).click();
    await page.getByText("Company Restored").first().waitFor();
    await page.getByText("The recycle bin is empty.").waitFor();
    await companies(page).getByRole("listitem").filter({ hasText: COMPANY }).waitFor();

    // Everything is back: the same session works again, and the document is there.
    assert.equal((await person.api("GET", "/api/auth/user")).status, 200);
    const documents = await person.api("GET", "/api/documents");
    assert.equal(documents.status, 200);
    assert.match(await documents.text(), /Doomed Travel Policy/);

    await person.close();
    await platform.close();
  });
});
