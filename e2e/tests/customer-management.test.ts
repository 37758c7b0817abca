import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, it } from "node:test";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { CUSTOMER_SECTIONS, currentSection, sectionLink } from "../support/admin-panel.ts";
import { APP_URL, newVisitor } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { messageTo } from "../support/outbox.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// Customer Management (/admin/customers) as the seeded platform admin: the Overview's figures, a
// company's plan changed in the Customer List (and put back), a row opened to its people, the Excel
// export downloaded and read, and Add New Customer — whose first admin signs in through the mailed
// link and lands in the new company as its admin, and is then edited; a seeded person is deactivated
// and reactivated. Seeded people are left as they were:
// later test files sign in as them.

const PLATFORM_ADMIN = "platform@charterly.test";
const NORTHWIND = "Northwind Enterprise Ltd";
const NEW_COMPANY = "Globex Trading";
const NEW_ADMIN = "hank.scorpio@globex.example.test";
const TEMP_PERSON = "dana.contractor@example.test";
const TEMP_PERSON_NAME = "Dana Contractor";

let browser: Browser;
let admin: SignedIn;
before(async () => {
  browser = await launchChromium();
  admin = await signInAs(browser, PLATFORM_ADMIN);
});
after(async () => {
  await admin.close();
  await browser.close();
});

const listCompanies = async () =>
  (await (await admin.api("GET", "/api/admin/companies")).json()) as {
    companies: Array<{ id: number; name: string; displayName: string | null; subscriptionTier: string }>;
  };
const companies = (page: Page) => page.getByRole("table", { name: "Companies" });
const companyRow = (page: Page, name: string) =>
  companies(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });

describe("customer management", () => {
  it("shows the Overview's figures: every company, the Enterprise ones, the newest", async () => {
    const { page } = admin;
    const { companies: all } = await listCompanies();
    await page.goto("/admin/customers");
    await page.getByRole("heading", { name: "Customer Management" }).waitFor();
    // Figures as the Customer List's own route counts them (earlier test files may add companies).
    await page
      .getByRole("region", { name: "Total Customers" })
      .getByText(String(all.length), { exact: true })
      .waitFor();
    const enterprise = all.filter((c) => c.subscriptionTier === "enterprise").length;
    await page
      .getByRole("region", { name: "Enterprise Customers" })
      .getByText(String(enterprise), { exact: true })
      .waitFor();
    const newest = all[0]!;
    await page
      .getByRole("list", { name: "Recent companies" })
      .getByRole("listitem")
      .first()
      .getByText(newest.displayName ?? newest.name, { exact: true })
      .waitFor();

    // A section is an address: its link opens it, Back returns to the Overview.
    await sectionLink(page, CUSTOMER_SECTIONS, "Customer List").click();
    await page.waitForURL((url) => url.pathname === "/admin/customers/list");
    await companyRow(page, NORTHWIND).waitFor();
    await page.goBack();
    await currentSection(page, CUSTOMER_SECTIONS, "Overview");
    await page.getByRole("region", { name: "Total Customers" }).waitFor();
  });

  it("changes a company's plan in the list, which stays changed; company 10001 keeps its label", async () => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    const select = page.getByRole("combobox", { name: `Subscription for ${NORTHWIND}` });
    assert.equal(await select.inputValue(), "enterprise");
    await select.selectOption({ label: "Pay Per Use" });
    await page.getByText("Subscription Updated").first().waitFor();

    await page.reload();
    assert.equal(
      await page.getByRole("combobox", { name: `Subscription for ${NORTHWIND}` }).inputValue(),
      "per_document",
    );
    const answer = (await (await admin.api("GET", "/api/admin/companies?companyId=10002")).json()) as {
      companies: Array<{ subscriptionTier: string }>;
    };
    assert.equal(answer.companies[0]?.subscriptionTier, "per_document");

    const platform = page.getByRole("combobox", { name: "Subscription for Charterly Platform" });
    assert.equal(await platform.isDisabled(), true);
    assert.equal(await platform.locator("option:checked").textContent(), "System Admin (Platform)");

    // The search narrows the list to matching names; an unknown name offers Clear Filters.
    await page.getByLabel("Search by company name").fill("northwind");
    await companyRow(page, "Perdoc Partners").waitFor({ state: "detached" });
    await companyRow(page, NORTHWIND).waitFor();
    await page.getByLabel("Search by company name").fill("no such company");
    await page.getByText("No companies found").waitFor();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.getByLabel("Filter by company ID").fill("10004");
    await companyRow(page, "Freemium Foods Co").waitFor();
    await companyRow(page, NORTHWIND).waitFor({ state: "detached" });

    // Put the plan back for the other tests of this run.
    await page.getByLabel("Filter by company ID").fill("");
    await page
      .getByRole("combobox", { name: `Subscription for ${NORTHWIND}` })
      .selectOption({ label: "Enterprise" });
    await page.getByText("Subscription Updated").first().waitFor();
  });

  it("opens a row to the company's people", async () => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    await page.getByRole("button", { name: `Show users of ${NORTHWIND}` }).click();
    const people = page.getByRole("list", { name: `Users of ${NORTHWIND}` });
    await people.getByRole("listitem").filter({ hasText: "Erin Admin" }).waitFor();
    await people.getByRole("listitem").filter({ hasText: "admin@enterprise.test" }).waitFor();
    await page.getByRole("button", { name: `Hide users of ${NORTHWIND}` }).click();
    await people.waitFor({ state: "detached" });
  });

  it("downloads the Excel export under its dated name, a workbook with the companies in it", async () => {
    const { page } = admin;
    await page.goto("/admin/customers");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Excel" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^customer-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText("Export Complete").first().waitFor();
    const path = await download.path();
    const bytes = await readFile(path);
    assert.equal(bytes.subarray(0, 2).toString("latin1"), "PK", "an .xlsx is a zip archive");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      ["Customers", "Companies"],
    );
    const emails: string[] = [];
    workbook.getWorksheet("Customers")!.eachRow((row, index) => {
      if (index > 1) emails.push(String(row.getCell(6).value));
    });
    assert.ok(
      emails.includes("admin@enterprise.test"),
      `the seeded people are exported: ${emails.join(", ")}`,
    );
    assert.equal(workbook.getWorksheet("Companies")!.rowCount, 1 + (await listCompanies()).companies.length);
  });

  it("adds a customer whose first admin signs in through the mailed link as the new company's admin", async () => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    await page.getByRole("button", { name: "Add New Customer" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Customer" });
    await dialog.getByRole("button", { name: "Add Customer" }).click();
    await dialog.getByText("Company name is required").waitFor();
    await dialog.getByText("Please enter a valid email address").waitFor();
    await dialog.getByText("First name is required").waitFor();
    await dialog.getByText("Last name is required").waitFor();

    await dialog.getByLabel("Company name").fill(NEW_COMPANY);
    // Add New Customer's company sizes follow the spec (the invite form's list, not the edit form's).
    assert.deepEqual(await dialog.getByLabel("Company size").locator("option").allTextContents(), [
      "Not specified",
      "1-10 employees",
      "11-50 employees",
      "51-200 employees",
      "201-1000 employees",
      "1000+ employees",
    ]);
    await dialog.getByLabel("Company size").selectOption({ label: "1000+ employees" });
    await dialog.getByLabel("Subscription").selectOption({ label: "Enterprise" });
    await dialog.getByLabel("Website").fill("globex.example.test");
    await dialog.getByLabel("Email address").fill(NEW_ADMIN);
    await dialog.getByLabel("First name").fill("Hank");
    await dialog.getByLabel("Last name").fill("Scorpio");
    await dialog.getByRole("button", { name: "Add Customer" }).click();
    await page.getByText("Customer Added").first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    // The list shows the new company at once, with its first admin's invitation.
    const row = companyRow(page, NEW_COMPANY);
    await row.waitFor();
    assert.equal(
      await page.getByRole("combobox", { name: `Subscription for ${NEW_COMPANY}` }).inputValue(),
      "enterprise",
    );
    await page.getByRole("button", { name: `Show users of ${NEW_COMPANY}` }).click();
    await page
      .getByRole("list", { name: `Pending invitations of ${NEW_COMPANY}` })
      .getByText(NEW_ADMIN)
      .waitFor();

    const mail = await messageTo(browser, NEW_ADMIN);
    assert.match(mail.subject, new RegExp(NEW_COMPANY));
    assert.match(mail.text, /Hello Hank,/);
    const link = mail.text.match(/https?:\/\/\S+\/api\/login\S*/)?.[0];
    assert.ok(link, `a sign-in link in the invitation: ${mail.text}`);

    const { context, page: newcomer } = await newVisitor(browser);
    await newcomer.goto(link);
    await newcomer.waitForURL(/localhost:\d+\/interaction\//);
    await newcomer.getByLabel("Email").fill(NEW_ADMIN);
    await newcomer.getByLabel("Password").fill(LOCAL_PASSWORD);
    await newcomer.getByRole("button", { name: "Sign in" }).click();
    await newcomer.waitForURL(`${APP_URL}/`);
    const me = await (await newcomer.request.get(`${APP_URL}/api/auth/user`)).json();
    assert.equal(me.companyName, NEW_COMPANY);
    assert.equal(me.role, "company_admin");
    assert.equal(me.subscriptionTier, "enterprise");
    await context.close();
  });

  it("edits the new customer; a platform admin is not changed here", async () => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    await page.getByLabel("Search by company name").fill(NEW_COMPANY);
    await companyRow(page, NORTHWIND).waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Show users of ${NEW_COMPANY}` }).click();
    const people = page.getByRole("list", { name: `Users of ${NEW_COMPANY}` });
    await people.getByRole("listitem").filter({ hasText: "Hank Scorpio" }).waitFor();

    await page.getByRole("button", { name: "Edit customer: Hank Scorpio" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Customer" });
    await dialog.getByLabel("Last name").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Last name is required").waitFor();
    await dialog.getByLabel("Last name").fill("Scorpion");
    await dialog.getByLabel("Company name").fill(`${NEW_COMPANY} Worldwide`);
    // The size given when the customer was added is kept on offer beside the edit form's list.
    assert.equal(await dialog.getByLabel("Company size").inputValue(), "1000+");
    await dialog.getByLabel("Company size").selectOption({ label: "201-500 employees" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Customer Updated").first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page
      .getByRole("list", { name: `Users of ${NEW_COMPANY} Worldwide` })
      .getByRole("listitem")
      .filter({ hasText: "Hank Scorpion" })
      .waitFor();

    await page.getByLabel("Search by company name").fill("");
    await page.getByRole("button", { name: "Show users of Charterly Platform" }).click();
    await page.getByRole("button", { name: "Edit customer: Paula Platform" }).click();
    await page.getByText("Cannot Modify Platform Admin").first().waitFor();
    assert.equal(await dialog.isVisible(), false);
  });

  it("deactivates a person, who can no longer sign in, and reactivates them", async () => {
    const { page } = admin;
    const eli = await signInAs(browser, "user@enterprise.test");
    await page.goto("/admin/customers/list");
    await page.getByRole("button", { name: `Show users of ${NORTHWIND}` }).click();
    await page.getByRole("button", { name: "Deactivate Eli User" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate this user?" });
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await page.getByText("User Deactivated").first().waitFor();
    const deactivated = page.getByRole("list", { name: `Deactivated users of ${NORTHWIND}` });
    await deactivated.getByText("user@enterprise.test").waitFor();
    // Their session ended with it.
    assert.equal((await eli.api("GET", "/api/auth/user")).status, 401);

    await deactivated.getByRole("button", { name: "Reactivate Eli User" }).click();
    await page.getByText("User Reactivated").first().waitFor();
    await deactivated.waitFor({ state: "detached" });
    await eli.close();
    const again = await signInAs(browser, "user@enterprise.test");
    assert.equal((await again.api("GET", "/api/auth/user")).status, 200);
    await again.close();
  });

  it("manages any company's people from its row: role, password reset, verification and delete, with the last-admin rules", async () => {
    const { page } = admin;
    // A new person in Northwind: invited by its admin, signed in once.
    const erin = await signInAs(browser, "admin@enterprise.test");
    const invited = await erin.api("POST", "/api/admin/company-users/invite", { email: TEMP_PERSON });
    assert.equal(invited.status, 200, await invited.text());
    await erin.close();
    const dana = await signInAs(browser, TEMP_PERSON);

    await page.goto("/admin/customers/list");
    await page.getByRole("button", { name: `Show users of ${NORTHWIND}` }).click();
    const people = page.getByRole("list", { name: `Users of ${NORTHWIND}` });
    const danaItem = people.getByRole("listitem").filter({ hasText: TEMP_PERSON });
    await danaItem.waitFor();

    // Role change through the Team Members tab's dialog, outside the platform admin's own company.
    await page.getByRole("button", { name: `Change role: ${TEMP_PERSON_NAME}` }).click();
    const roleDialog = page.getByRole("dialog", { name: "Change Role" });
    await roleDialog.getByLabel("Company Admin").check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await page.getByText("Role Updated").first().waitFor();
    await danaItem.getByText("Company Admin", { exact: true }).waitFor();
    const me = (await (await dana.api("GET", "/api/auth/user")).json()) as { role: string };
    assert.equal(me.role, "company_admin");

    // Password reset: their session ends and the mail tells them where to set a new one.
    await page.getByRole("button", { name: `Reset password: ${TEMP_PERSON_NAME}` }).click();
    await page
      .getByRole("alertdialog", { name: "Reset Password" })
      .getByRole("button", { name: "Reset Password" })
      .click();
    await page.getByText("Password Reset Sent").first().waitFor();
    assert.equal((await dana.api("GET", "/api/auth/user")).status, 401);
    assert.match((await messageTo(browser, TEMP_PERSON)).text, /Set a new password there:/);

    // Delete through its confirmation, naming the company.
    await page.getByRole("button", { name: `Delete user: ${TEMP_PERSON_NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete User" });
    await confirm.getByText(`from ${NORTHWIND}?`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await page.getByText("User Deleted").first().waitFor();
    await danaItem.waitFor({ state: "detached" });
    await dana.close();

    // Globex's only admin can be neither demoted nor deleted from here either.
    await page.getByRole("button", { name: `Show users of ${NEW_COMPANY} Worldwide` }).click();
    await page.getByRole("button", { name: "Change role: Hank Scorpion" }).click();
    await roleDialog.getByLabel("User", { exact: true }).check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await roleDialog.getByText("Cannot Remove Last Admin").waitFor();
    await roleDialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Delete user: Hank Scorpion" }).click();
    await page.getByText("Cannot Delete Last User").first().waitFor();
    assert.equal(await page.getByRole("alertdialog", { name: "Delete User" }).isVisible(), false);
  });
});
