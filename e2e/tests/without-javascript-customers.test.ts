import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { runSql, runSqlJson } from "../support/local-database.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// Customer Management's opened rows before (or without) the page's JavaScript (decision 026): the
// platform administrator opens a company's row by its address (?open=), and changes its people with
// the row's forms — each asked first where the dialog would ask, answered above the list — edits
// one at Edit Customer's own address, and is told when a person went meanwhile.

test.describe.configure({ mode: "serial" });

let platform: { context: BrowserContext; page: Page };
/** The test's own company; its people sign in again in each test (a test's sessions end with it). */
let company: { name: string; adminEmail: string } | null = null;
const MEMBER = "Ned Nojs";
let memberEmail = "";

test.beforeAll(async ({ browser }) => {
  platform = await withoutJavaScript(browser);
  await signInWithoutJavaScript(platform.page, "platform@charterly.test");
});
test.afterAll(async () => {
  await platform.context.close();
});

test.beforeEach(async ({ newCompany, signIn }) => {
  if (company) return;
  // A company of this test's own (Fay Fresh, its admin) with a second person who has signed in.
  const fresh = await newCompany("enterprise");
  memberEmail = `ned.nojs@${fresh.adminEmail.split("@")[1]}`;
  const invited = await fresh.admin.api("POST", "/api/admin/company-users/invite", { email: memberEmail });
  expect(invited.status, await invited.text()).toBe(200);
  await signIn(memberEmail);
  company = { name: fresh.name, adminEmail: fresh.adminEmail };
});

/** The test's company, set up before each test. */
const ours = () => {
  if (!company) throw new Error("The test's company was not set up");
  return company;
};

/** The Customer List filtered to the test's company, its row opened through its link. */
async function openRow(page: Page) {
  await page.goto(`/admin/customers/list?search=${encodeURIComponent(ours().name)}`);
  await page.getByRole("link", { name: `Show users of ${ours().name}` }).click();
  await page.waitForURL(/[?&]open=\d+/);
  return page.getByRole("list", { name: `Users of ${ours().name}` });
}

const item = (people: ReturnType<Page["getByRole"]>, text: string) =>
  people.getByRole("listitem").filter({ hasText: text });

test("a row opens at its address with the company's people, and closes again", async () => {
  const { page } = platform;
  const people = await openRow(page);
  await expect(item(people, "Fay Fresh")).toBeVisible();
  await expect(item(people, memberEmail)).toBeVisible();
  await page.getByRole("link", { name: `Hide users of ${ours().name}` }).click();
  await expect(page.getByRole("list", { name: `Users of ${ours().name}` })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.getAll("open")).toEqual([]);
});

test("changes a person's role after choosing it, and resets their password after the question", async ({
  signIn,
}) => {
  const { page } = platform;
  const member = await signIn(memberEmail);
  let people = await openRow(page);
  await item(people, memberEmail)
    .getByRole("button", { name: `Change role: ${MEMBER}` })
    .click();
  const roleForm = page.getByRole("region", { name: "Change Role" });
  await roleForm.getByLabel("Company Admin").check();
  await roleForm.getByRole("button", { name: "Save Role" }).click();
  await expect(page.getByText(`${MEMBER} is now a Company Admin.`)).toBeVisible();
  people = page.getByRole("list", { name: `Users of ${ours().name}` });
  await expect(item(people, memberEmail).getByText("Company Admin", { exact: true })).toBeVisible();

  await item(people, memberEmail)
    .getByRole("button", { name: `Reset password: ${MEMBER}` })
    .click();
  const question = page.getByRole("alertdialog", { name: "Reset Password" });
  await expect(question.getByText(MEMBER)).toBeVisible();
  await question.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password Reset Sent")).toBeVisible();
  expect((await member.api("GET", "/api/auth/user")).status, "their session ended").toBe(401);
});

test("deactivates a person after the question and reactivates them", async () => {
  const { page } = platform;
  const people = await openRow(page);
  await item(people, memberEmail)
    .getByRole("button", { name: `Deactivate ${MEMBER}` })
    .click();
  const question = page.getByRole("alertdialog", { name: "Deactivate this user?" });
  await question.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`${MEMBER} can no longer sign in; their sessions have ended.`)).toBeVisible();
  const deactivated = page.getByRole("list", { name: `Deactivated users of ${ours().name}` });
  await deactivated.getByRole("button", { name: `Reactivate ${MEMBER}` }).click();
  await expect(page.getByText(`${MEMBER} can sign in again.`)).toBeVisible();
  await expect(page.getByRole("list", { name: `Deactivated users of ${ours().name}` })).toHaveCount(0);
});

test("edits a customer at Edit Customer's address: a blank last name is said next to its field", async () => {
  const { page } = platform;
  const people = await openRow(page);
  await item(people, "Fay Fresh").getByRole("link", { name: "Edit customer: Fay Fresh" }).click();
  await page.waitForURL(/[?&]edit=\d+/);
  let form = page.getByRole("region", { name: "Edit Customer" });
  await form.getByLabel("Last name").fill("");
  await form.getByLabel("First name").fill("Faye");
  await form.getByRole("button", { name: "Save Changes" }).click();
  form = page.getByRole("region", { name: "Edit Customer" });
  await expect(form.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Last name is required")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Faye");

  await form.getByLabel("Last name").fill("Fresher");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`Faye Fresher of ${ours().name} was saved.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Edit Customer" })).toHaveCount(0);
  await expect(
    item(page.getByRole("list", { name: `Users of ${ours().name}` }), "Faye Fresher"),
  ).toBeVisible();
});

test("deletes a person after the question; a person gone meanwhile is said, not an error page", async ({
  signIn,
}) => {
  const { page } = platform;
  const admin = await signIn(ours().adminEmail);
  let people = await openRow(page);
  await item(people, memberEmail)
    .getByRole("button", { name: `Delete user: ${MEMBER}` })
    .click();
  const question = page.getByRole("alertdialog", { name: "Delete User" });
  await expect(question.getByText(`from ${ours().name}?`, { exact: false })).toBeVisible();

  // Removed by their admin meanwhile: the confirmed form is the domain's 404, said above the list.
  const users = (await (await admin.api("GET", "/api/admin/company-users")).json()) as {
    users: { id: number; email: string }[];
  };
  const memberId = users.users.find((user) => user.email === memberEmail)?.id;
  expect(memberId).toBeDefined();
  const removed = await admin.api("DELETE", `/api/admin/users/${memberId}`);
  expect(removed.status, await removed.text()).toBe(200);
  await question.getByRole("button", { name: "Delete User" }).click();
  await expect(page.getByText("The requested user was not found.")).toBeVisible();
  people = page.getByRole("list", { name: `Users of ${ours().name}` });
  await expect(item(people, memberEmail)).toHaveCount(0);
  await expect(item(people, "Faye Fresher")).toBeVisible();
});

test.describe("the token ledger past its newest page", () => {
  const LEDGER = `Nojs ledger ${Date.now().toString(36)}`;
  test.beforeAll(async () => {
    // 110 rows older than any other of the run's ledger (2020), for an active company: they are past
    // the newest page (100 rows). Written in SQL: a person cannot backdate a transaction.
    const id = runSqlJson<{ id: number }>(
      "SELECT id FROM companies WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1",
    )[0]?.id;
    expect(id).toBeDefined();
    runSql(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 110)
      INSERT INTO token_transactions (company_id, transaction_type, amount, balance_after, description, created_at)
      SELECT ${id}, 'purchase', 1, i, '${LEDGER} ' || printf('%03d', i), 1577836800000 + i * 1000 FROM n`);
  });
  test.afterAll(() => {
    runSql(`DELETE FROM token_transactions WHERE description LIKE '${LEDGER} %'`);
  });

  const ledgerRows = (page: Page, text = LEDGER) =>
    page
      .getByRole("region", { name: "Transactions", exact: true })
      .getByRole("row")
      .filter({ hasText: text });
  /** The oldest of them: past the newest page whatever else the run's ledger holds. */
  const oldestRow = (page: Page) => ledgerRows(page, `${LEDGER} 001`);

  test("Load older transactions leads to the older page's address, which leads back to the newest", async () => {
    const { page } = platform;
    await page.goto("/admin/customers/tokens");
    await expect(oldestRow(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Load older transactions" }).click();
    await page.waitForURL(/[?&]before=/);
    await expect(oldestRow(page)).toBeVisible();
    await page.getByRole("link", { name: "Back to the newest" }).click();
    await page.waitForURL((url) => !url.search.includes("before="));
    await expect(oldestRow(page)).toHaveCount(0);
  });

  test("with JavaScript the same button appends the older rows to the list", async ({ as }) => {
    const { page } = await as("platform@charterly.test");
    await page.goto("/admin/customers/tokens");
    const all = page.getByRole("region", { name: "Transactions", exact: true }).locator("tbody > tr");
    await expect(all).toHaveCount(100);
    await expect(oldestRow(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Load older transactions" }).click();
    await expect(oldestRow(page)).toBeVisible();
    await expect(ledgerRows(page)).toHaveCount(110);
    expect(await all.count()).toBeGreaterThan(100);
    expect(new URL(page.url()).search).toBe("");
  });
});
