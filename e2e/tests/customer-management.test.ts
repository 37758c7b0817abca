import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { LOCAL_PASSWORD } from "../../worker/db/seed/accounts.ts";
import { CUSTOMER_SECTIONS, currentSection, sectionLink } from "../support/admin-panel.ts";
import { APP_URL } from "../support/app.ts";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, expectPresent, test } from "../support/fixtures.ts";
import { messageTo } from "../support/outbox.ts";

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

let admin: SignedIn;
test.beforeEach(async ({ as }) => {
  admin = await as(PLATFORM_ADMIN);
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

test.describe("customer management", () => {
  // Later tests edit the customer an earlier one adds.
  test.describe.configure({ mode: "serial" });

  test("shows the Overview's figures: every company, the Enterprise ones, the newest", async () => {
    const { page } = admin;
    const { companies: all } = await listCompanies();
    await page.goto("/admin/customers");
    await expect(page.getByRole("heading", { name: "Customer Management" })).toBeVisible();
    // Figures as the Customer List's own route counts them (earlier test files may add companies).
    await expect(
      page.getByRole("region", { name: "Total Customers" }).getByText(String(all.length), { exact: true }),
    ).toBeVisible();
    const enterprise = all.filter((c) => c.subscriptionTier === "enterprise").length;
    await expect(
      page
        .getByRole("region", { name: "Enterprise Customers" })
        .getByText(String(enterprise), { exact: true }),
    ).toBeVisible();
    const newest = all[0]!;
    await expect(
      page
        .getByRole("list", { name: "Recent companies" })
        .getByRole("listitem")
        .first()
        .getByText(newest.displayName ?? newest.name, { exact: true }),
    ).toBeVisible();

    // A section is an address: its link opens it, Back returns to the Overview.
    await sectionLink(page, CUSTOMER_SECTIONS, "Customer List").click();
    await page.waitForURL((url) => url.pathname === "/admin/customers/list");
    await expect(companyRow(page, NORTHWIND)).toBeVisible();
    await page.goBack();
    await currentSection(page, CUSTOMER_SECTIONS, "Overview");
    await expect(page.getByRole("region", { name: "Total Customers" })).toBeVisible();
  });

  test("changes a company's plan in the list, which stays changed; company 10001 keeps its label", async () => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    const select = page.getByRole("combobox", { name: `Subscription for ${NORTHWIND}` });
    await expect(select).toHaveValue("enterprise");
    await select.selectOption({ label: "Pay Per Use" });
    await expect(page.getByText("Subscription Updated").first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole("combobox", { name: `Subscription for ${NORTHWIND}` })).toHaveValue(
      "per_document",
    );
    const answer = (await (await admin.api("GET", "/api/admin/companies?companyId=10002")).json()) as {
      companies: Array<{ subscriptionTier: string }>;
    };
    expect(answer.companies[0]?.subscriptionTier).toBe("per_document");

    const platform = page.getByRole("combobox", { name: "Subscription for Charterly Platform" });
    await expect(platform).toBeDisabled();
    expect(await platform.locator("option:checked").textContent()).toBe("System Admin (Platform)");

    // The search narrows the list to matching names; an unknown name offers Clear Filters.
    await page.getByLabel("Search by company name").fill("northwind");
    await expect(companyRow(page, "Perdoc Partners")).not.toBeAttached();
    await expect(companyRow(page, NORTHWIND)).toBeVisible();
    await page.getByLabel("Search by company name").fill("no such company");
    await expect(page.getByText("No companies found")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.getByLabel("Filter by company ID").fill("10004");
    await expect(companyRow(page, "Freemium Foods Co")).toBeVisible();
    await expect(companyRow(page, NORTHWIND)).not.toBeAttached();

    // Put the plan back for the other tests of this run.
    await page.getByLabel("Filter by company ID").fill("");
    await page
      .getByRole("combobox", { name: `Subscription for ${NORTHWIND}` })
      .selectOption({ label: "Enterprise" });
    await expect(page.getByText("Subscription Updated").first()).toBeVisible();
  });

  test("opens a row to the company's people", async () => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    // Where the company's data is, as Deployment names the binding.
    await expect(
      companyRow(page, NORTHWIND).getByText(/^Database \d+ \((DB|COMPANY_DB_\d+)\)$/),
    ).toBeVisible();
    await page.getByRole("link", { name: `Show users of ${NORTHWIND}` }).click();
    const people = page.getByRole("list", { name: `Users of ${NORTHWIND}` });
    await expect(people.getByRole("listitem").filter({ hasText: "Erin Admin" })).toBeVisible();
    await expect(people.getByRole("listitem").filter({ hasText: "admin@enterprise.test" })).toBeVisible();
    await page.getByRole("link", { name: `Hide users of ${NORTHWIND}` }).click();
    await expect(people).not.toBeAttached();
  });

  test("downloads the Excel export under its dated name, a workbook with the companies in it", async () => {
    const { page } = admin;
    await page.goto("/admin/customers");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customer-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText("Export Complete").first()).toBeVisible();
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 2).toString("latin1"), "an .xlsx is a zip archive").toBe("PK");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Customers", "Companies"]);
    const emails: string[] = [];
    workbook.getWorksheet("Customers")!.eachRow((row, index) => {
      if (index > 1) emails.push(String(row.getCell(6).value));
    });
    expect(
      emails.includes("admin@enterprise.test"),
      `the seeded people are exported: ${emails.join(", ")}`,
    ).toBeTruthy();
    expect(workbook.getWorksheet("Companies")!.rowCount).toBe(1 + (await listCompanies()).companies.length);
  });

  test("adds a customer whose first admin signs in through the mailed link as the new company's admin", async ({
    newVisitor,
  }) => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    await page.getByRole("button", { name: "Add New Customer" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Customer" });
    await dialog.getByRole("button", { name: "Add Customer" }).click();
    await expect(dialog.getByText("Company name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Last name is required")).toBeVisible();

    await dialog.getByLabel("Company name").fill(NEW_COMPANY);
    // Add New Customer's company sizes follow the spec (the invite form's list, not the edit form's).
    expect(await dialog.getByLabel("Company size").locator("option").allTextContents()).toEqual([
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
    await expect(page.getByText("Customer Added").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list shows the new company at once, with its first admin's invitation.
    const row = companyRow(page, NEW_COMPANY);
    await expect(row).toBeVisible();
    await expect(page.getByRole("combobox", { name: `Subscription for ${NEW_COMPANY}` })).toHaveValue(
      "enterprise",
    );
    await page.getByRole("link", { name: `Show users of ${NEW_COMPANY}` }).click();
    await expect(
      page.getByRole("list", { name: `Pending invitations of ${NEW_COMPANY}` }).getByText(NEW_ADMIN),
    ).toBeVisible();

    const mail = await messageTo(NEW_ADMIN);
    // The subject is the product's own words; the company's name is in the body (decision 034).
    expect(mail.subject).toBe("You're invited to join a company on Charterly");
    expect(mail.text).toContain(`“${NEW_COMPANY}”`);
    expect(mail.text).toMatch(/Hello Hank,/);
    const link = mail.text.match(/https?:\/\/\S+\/api\/login\S*/)?.[0];
    expectPresent(link, `a sign-in link in the invitation: ${mail.text}`);

    const { context, page: newcomer } = await newVisitor();
    await newcomer.goto(link);
    await newcomer.waitForURL(/localhost:\d+\/interaction\//);
    await newcomer.getByLabel("Email").fill(NEW_ADMIN);
    await newcomer.getByLabel("Password").fill(LOCAL_PASSWORD);
    await newcomer.getByRole("button", { name: "Sign in" }).click();
    await newcomer.waitForURL(`${APP_URL}/`);
    const me = await (await newcomer.request.get(`${APP_URL}/api/auth/user`)).json();
    expect(me.companyName).toBe(NEW_COMPANY);
    expect(me.role).toBe("company_admin");
    expect(me.subscriptionTier).toBe("enterprise");
    await context.close();
  });

  test("edits the new customer; a platform admin is not changed here", async () => {
    const { page } = admin;
    await page.goto("/admin/customers/list");
    await page.getByLabel("Search by company name").fill(NEW_COMPANY);
    await expect(companyRow(page, NORTHWIND)).not.toBeAttached();
    await page.getByRole("link", { name: `Show users of ${NEW_COMPANY}` }).click();
    const people = page.getByRole("list", { name: `Users of ${NEW_COMPANY}` });
    await expect(people.getByRole("listitem").filter({ hasText: "Hank Scorpio" })).toBeVisible();

    await page.getByRole("button", { name: "Edit customer: Hank Scorpio" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Customer" });
    await dialog.getByLabel("Last name").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Last name is required")).toBeVisible();
    await dialog.getByLabel("Last name").fill("Scorpion");
    await dialog.getByLabel("Company name").fill(`${NEW_COMPANY} Worldwide`);
    // The size given when the customer was added is kept on offer beside the edit form's list.
    await expect(dialog.getByLabel("Company size")).toHaveValue("1000+");
    await dialog.getByLabel("Company size").selectOption({ label: "201-500 employees" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Customer Updated").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole("list", { name: `Users of ${NEW_COMPANY} Worldwide` })
        .getByRole("listitem")
        .filter({ hasText: "Hank Scorpion" }),
    ).toBeVisible();

    await page.getByLabel("Search by company name").fill("");
    await page.getByRole("link", { name: "Show users of Charterly Platform" }).click();
    await page.getByRole("button", { name: "Edit customer: Paula Platform" }).click();
    await expect(page.getByText("Cannot Modify Platform Admin").first()).toBeVisible();
    await expect(dialog).not.toBeVisible();
  });

  test("deactivates a person, who can no longer sign in, and reactivates them", async ({ signIn }) => {
    const { page } = admin;
    // Through the sign-in form: a session of its own, which the deactivation ends.
    const eli = await signIn("user@enterprise.test");
    await page.goto("/admin/customers/list");
    // Where the company's data is, as Deployment names the binding.
    await expect(
      companyRow(page, NORTHWIND).getByText(/^Database \d+ \((DB|COMPANY_DB_\d+)\)$/),
    ).toBeVisible();
    await page.getByRole("link", { name: `Show users of ${NORTHWIND}` }).click();
    await page.getByRole("button", { name: "Deactivate Eli User" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate this user?" });
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText("User Deactivated").first()).toBeVisible();
    const deactivated = page.getByRole("list", { name: `Deactivated users of ${NORTHWIND}` });
    await expect(deactivated.getByText("user@enterprise.test")).toBeVisible();
    // Their session ended with it.
    expect((await eli.api("GET", "/api/auth/user")).status).toBe(401);

    await deactivated.getByRole("button", { name: "Reactivate Eli User" }).click();
    await expect(page.getByText("User Reactivated").first()).toBeVisible();
    await expect(deactivated).not.toBeAttached();
    await eli.close();
    const again = await signIn("user@enterprise.test");
    expect((await again.api("GET", "/api/auth/user")).status).toBe(200);
    await again.close();
  });

  test("manages any company's people from its row: role, password reset, verification and delete, with the last-admin rules", async ({
    as,
  }) => {
    const { page } = admin;
    // A new person in Northwind: invited by its admin, signed in once.
    const erin = await as("admin@enterprise.test");
    const invited = await erin.api("POST", "/api/admin/company-users/invite", { email: TEMP_PERSON });
    expect(invited.status, await invited.text()).toBe(200);
    await erin.close();
    const dana = await as(TEMP_PERSON);

    await page.goto("/admin/customers/list");
    // Where the company's data is, as Deployment names the binding.
    await expect(
      companyRow(page, NORTHWIND).getByText(/^Database \d+ \((DB|COMPANY_DB_\d+)\)$/),
    ).toBeVisible();
    await page.getByRole("link", { name: `Show users of ${NORTHWIND}` }).click();
    const people = page.getByRole("list", { name: `Users of ${NORTHWIND}` });
    const danaItem = people.getByRole("listitem").filter({ hasText: TEMP_PERSON });
    await expect(danaItem).toBeVisible();

    // Role change through the Team Members tab's dialog, outside the platform admin's own company.
    await page.getByRole("button", { name: `Change role: ${TEMP_PERSON_NAME}` }).click();
    const roleDialog = page.getByRole("dialog", { name: "Change Role" });
    await roleDialog.getByLabel("Company Admin").check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await expect(page.getByText("Role Updated").first()).toBeVisible();
    await expect(danaItem.getByText("Company Admin", { exact: true })).toBeVisible();
    const me = (await (await dana.api("GET", "/api/auth/user")).json()) as { role: string };
    expect(me.role).toBe("company_admin");

    // Password reset: their session ends and the mail tells them where to set a new one.
    await page.getByRole("button", { name: `Reset password: ${TEMP_PERSON_NAME}` }).click();
    await page
      .getByRole("alertdialog", { name: "Reset Password" })
      .getByRole("button", { name: "Reset Password" })
      .click();
    await expect(page.getByText("Password Reset Sent").first()).toBeVisible();
    expect((await dana.api("GET", "/api/auth/user")).status).toBe(401);
    expect((await messageTo(TEMP_PERSON)).text).toMatch(/Set a new password there:/);

    // Delete through its confirmation, naming the company.
    await page.getByRole("button", { name: `Delete user: ${TEMP_PERSON_NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete User" });
    await expect(confirm.getByText(`from ${NORTHWIND}?`, { exact: false })).toBeVisible();
    await confirm.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("User Deleted").first()).toBeVisible();
    await expect(danaItem).not.toBeAttached();
    await dana.close();

    // Globex's only admin can be neither demoted nor deleted from here either.
    await page.getByRole("link", { name: `Show users of ${NEW_COMPANY} Worldwide` }).click();
    await page.getByRole("button", { name: "Change role: Hank Scorpion" }).click();
    await roleDialog.getByLabel("User", { exact: true }).check();
    await roleDialog.getByRole("button", { name: "Save Role" }).click();
    await expect(roleDialog.getByText("Cannot Remove Last Admin")).toBeVisible();
    await roleDialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Delete user: Hank Scorpion" }).click();
    await expect(page.getByText("Cannot Delete Last User").first()).toBeVisible();
    await expect(page.getByRole("alertdialog", { name: "Delete User" })).not.toBeVisible();
  });
});
