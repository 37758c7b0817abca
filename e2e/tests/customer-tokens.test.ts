import type { Page } from "@playwright/test";
import { CUSTOMER_SECTIONS, currentSection } from "../support/admin-panel.ts";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";
import { messageTo } from "../support/outbox.ts";

// Customer Management → Token Management: a Pay Per Use user asks for tokens, the platform admin
// processes the request in the Token Management tab and the company's balance changes, for the
// admin and for the company; then the admin adds credits against an invoice, which credits once.

const COMPANY = "Perdoc Partners";
const CONTACT = "tokens.contact@perdoc.test";

let requester: SignedIn;
let platform: SignedIn;
test.beforeEach(async ({ as }) => {
  requester = await as("user@perdoc.test");
  platform = await as("platform@charterly.test");
});

async function companyBalance() {
  const res = await requester.api("GET", "/api/tokens/balance");
  expect(res.status).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const balanceRow = (page: Page) =>
  section(page, "Company Balances").getByRole("row").filter({ hasText: COMPANY });

/** The company's 'Balance' cell in Company Balances (after the Plan cell; the company is the row header). */
const balanceCell = (page: Page) => balanceRow(page).getByRole("cell").nth(1);
const shownBalance = async (page: Page) =>
  Number(((await balanceCell(page).textContent()) ?? "").replace(/,/g, ""));

test.describe("token management", () => {
  test("the platform admin fulfils a company's pending token request and the company's balance grows", async () => {
    const created = await requester.api("POST", "/api/tokens/request", {
      requestedTokens: 40,
      businessJustification: "Year-end policy review across all departments.",
      urgency: "high",
      contactEmail: CONTACT,
    });
    expect(created.status).toBe(200);
    const request = (await created.json()) as { id: number };
    const before = await companyBalance();

    const { page } = platform;
    await page.goto("/admin/customers/tokens");
    await currentSection(page, CUSTOMER_SECTIONS, "Token Management");
    const requests = section(page, "Token Requests");
    await expect(requests.getByText(/^\d+ awaiting review$/)).toBeVisible();
    const awaiting = Number(
      ((await requests.getByText(/awaiting review$/).textContent()) ?? "").split(" ")[0],
    );
    expect(awaiting >= 1).toBeTruthy();
    const row = requests.getByRole("row").filter({ hasText: "Year-end policy review" });
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    await expect(row.getByText("High", { exact: true })).toBeVisible();
    await expect(row.getByText("Priya User")).toBeVisible();
    expect(await shownBalance(page)).toBe(before);

    await row.getByRole("button", { name: /^Process the request of Perdoc Partners for 40 tokens/ }).click();
    const dialog = page.getByRole("dialog", { name: "Process Token Request" });
    // Tokens to add appears only for Fulfilled, with the requested amount.
    await expect(dialog.getByLabel("Tokens to add")).toHaveCount(0);
    await dialog.getByLabel("Status").selectOption("fulfilled");
    const tokensToAdd = dialog.getByLabel("Tokens to add");
    await expect(tokensToAdd).toHaveValue("40");
    await tokensToAdd.fill("35");
    await dialog.getByLabel("Admin notes").fill("35 now, the rest next quarter.");
    await dialog.getByRole("button", { name: "Process Request" }).click();
    await expect(page.getByText("Token request processed successfully").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The tab reads everything again: the request is fulfilled, the balance and the ledger show it.
    await expect(row.getByText("Fulfilled", { exact: true })).toBeVisible();
    await expect(requests.getByText(`${awaiting - 1} awaiting review`)).toBeVisible();
    await expect(row.getByRole("button", { name: /^Process/ })).toHaveCount(0);
    await expect(balanceCell(page).filter({ hasText: new RegExp(`^${before + 35}$`) })).toBeVisible();
    expect(await shownBalance(page)).toBe(before + 35);
    await expect(
      section(page, "Transactions")
        .getByRole("row")
        .filter({ hasText: `Token request #${request.id} fulfilled` })
        .getByText("+35"),
    ).toBeVisible();
    expect(await companyBalance()).toBe(before + 35);

    // The requester is told by e-mail; processing the same request again is refused.
    const mail = await messageTo(CONTACT);
    expect(mail.subject).toBe("Your token request was fulfilled");
    const again = await platform.api("PATCH", `/api/admin/tokens/requests/${request.id}`, {
      status: "approved",
    });
    expect(again.status).toBe(409);
    expect(await companyBalance()).toBe(before + 35);
  });

  test("the platform admin adds credits against an invoice; the same invoice does not credit twice", async () => {
    const { page } = platform;
    await page.goto("/admin/customers/tokens");
    await expect(balanceRow(page)).toBeVisible();
    const before = await companyBalance();
    expect(await shownBalance(page)).toBe(before);

    await balanceRow(page)
      .getByRole("button", { name: `Add Credits: ${COMPANY}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Add Credits" });
    const amount = dialog.getByLabel("Amount");
    await expect(amount).toHaveValue("10");
    const submit = dialog.getByRole("button", { name: "Add Credits" });
    // Description and invoice number are required: the button stays disabled until both are filled.
    await expect(submit).toBeDisabled();
    await amount.fill("25");
    await dialog.getByLabel("Description").fill("Spring bundle");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Invoice number").fill("   ");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Invoice number").fill("INV-E2E-0001");
    await submit.click();
    await expect(page.getByText("Credits Added").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(
      section(page, "Transactions").getByRole("row").filter({ hasText: "INV-E2E-0001" }).getByText("+25"),
    ).toBeVisible();
    expect(await shownBalance(page)).toBe(before + 25);
    expect(await companyBalance()).toBe(before + 25);

    // The same invoice again: refused with the server's reason, nothing added.
    await balanceRow(page)
      .getByRole("button", { name: `Add Credits: ${COMPANY}` })
      .click();
    await dialog.getByLabel("Description").fill("Spring bundle (again)");
    await dialog.getByLabel("Invoice number").fill("INV-E2E-0001");
    await dialog.getByRole("button", { name: "Add Credits" }).click();
    await expect(dialog.getByText("Failed to Add Credits")).toBeVisible();
    await expect(dialog.getByText(/Invoice INV-E2E-0001 was already credited/)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await companyBalance()).toBe(before + 25);
  });
});
