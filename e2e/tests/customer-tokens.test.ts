import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { CUSTOMER_SECTIONS, currentSection } from "../support/admin-panel.ts";
import { launchChromium } from "../support/chromium.ts";
import { messageTo } from "../support/outbox.ts";
import { type SignedIn, signInAs } from "../support/sign-in.ts";

// Customer Management → Token Management: a Pay Per Use user asks for tokens, the platform admin
// processes the request in the Token Management tab and the company's balance changes, for the
// admin and for the company; then the admin adds credits against an invoice, which credits once.

const COMPANY = "Perdoc Partners";
const CONTACT = "tokens.contact@perdoc.test";

let browser: Browser;
let requester: SignedIn;
let platform: SignedIn;
before(async () => {
  browser = await launchChromium();
  requester = await signInAs(browser, "user@perdoc.test");
  platform = await signInAs(browser, "platform@charterly.test");
});
after(async () => {
  await browser.close();
});

async function companyBalance() {
  const res = await requester.api("GET", "/api/tokens/balance");
  assert.equal(res.status, 200);
  return ((await res.json()) as { balance: number }).balance;
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const balanceRow = (page: Page) =>
  section(page, "Company Balances").getByRole("row").filter({ hasText: COMPANY });

/** The company's 'Balance' cell in Company Balances (after the Plan cell; the company is the row header). */
const balanceCell = (page: Page) => balanceRow(page).getByRole("cell").nth(1);
const shownBalance = async (page: Page) =>
  Number(((await balanceCell(page).textContent()) ?? "").replace(/,/g, ""));

describe("token management", () => {
  it("the platform admin fulfils a company's pending token request and the company's balance grows", async () => {
    const created = await requester.api("POST", "/api/tokens/request", {
      requestedTokens: 40,
      businessJustification: "Year-end policy review across all departments.",
      urgency: "high",
      contactEmail: CONTACT,
    });
    assert.equal(created.status, 200);
    const request = (await created.json()) as { id: number };
    const before = await companyBalance();

    const { page } = platform;
    await page.goto("/admin/customers/tokens");
    await currentSection(page, CUSTOMER_SECTIONS, "Token Management");
    const requests = section(page, "Token Requests");
    await requests.getByText(/^\d+ awaiting review$/).waitFor();
    const awaiting = Number(
      ((await requests.getByText(/awaiting review$/).textContent()) ?? "").split(" ")[0],
    );
    assert.ok(awaiting >= 1);
    const row = requests.getByRole("row").filter({ hasText: "Year-end policy review" });
    await row.getByText("Pending", { exact: true }).waitFor();
    await row.getByText("High", { exact: true }).waitFor();
    await row.getByText("Priya User").waitFor();
    assert.equal(await shownBalance(page), before);

    await row.getByRole("button", { name: /^Process the request of Perdoc Partners for 40 tokens/ }).click();
    const dialog = page.getByRole("dialog", { name: "Process Token Request" });
    // Tokens to add appears only for Fulfilled, with the requested amount.
    assert.equal(await dialog.getByLabel("Tokens to add").count(), 0);
    await dialog.getByLabel("Status").selectOption("fulfilled");
    const tokensToAdd = dialog.getByLabel("Tokens to add");
    assert.equal(await tokensToAdd.inputValue(), "40");
    await tokensToAdd.fill("35");
    await dialog.getByLabel("Admin notes").fill("35 now, the rest next quarter.");
    await dialog.getByRole("button", { name: "Process Request" }).click();
    await page.getByText("Token request processed successfully").first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    // The tab reads everything again: the request is fulfilled, the balance and the ledger show it.
    await row.getByText("Fulfilled", { exact: true }).waitFor();
    await requests.getByText(`${awaiting - 1} awaiting review`).waitFor();
    assert.equal(await row.getByRole("button", { name: /^Process/ }).count(), 0);
    await balanceCell(page)
      .filter({ hasText: new RegExp(`^${before + 35}$`) })
      .waitFor();
    assert.equal(await shownBalance(page), before + 35);
    await section(page, "Transactions")
      .getByRole("row")
      .filter({ hasText: `Token request #${request.id} fulfilled` })
      .getByText("+35")
      .waitFor();
    assert.equal(await companyBalance(), before + 35);

    // The requester is told by e-mail; processing the same request again is refused.
    const mail = await messageTo(browser, CONTACT);
    assert.equal(mail.subject, "Your token request was fulfilled");
    const again = await platform.api("PATCH", `/api/admin/tokens/requests/${request.id}`, {
      status: "approved",
    });
    assert.equal(again.status, 409);
    assert.equal(await companyBalance(), before + 35);
  });

  it("the platform admin adds credits against an invoice; the same invoice does not credit twice", async () => {
    const { page } = platform;
    await page.goto("/admin/customers/tokens");
    await balanceRow(page).waitFor();
    const before = await companyBalance();
    assert.equal(await shownBalance(page), before);

    await balanceRow(page)
      .getByRole("button", { name: `Add Credits: ${COMPANY}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Add Credits" });
    const amount = dialog.getByLabel("Amount");
    assert.equal(await amount.inputValue(), "10");
    const submit = dialog.getByRole("button", { name: "Add Credits" });
    // Description and invoice number are required: the button stays disabled until both are filled.
    assert.equal(await submit.isDisabled(), true);
    await amount.fill("25");
    await dialog.getByLabel("Description").fill("Spring bundle");
    assert.equal(await submit.isDisabled(), true);
    await dialog.getByLabel("Invoice number").fill("   ");
    assert.equal(await submit.isDisabled(), true);
    await dialog.getByLabel("Invoice number").fill("INV-E2E-0001");
    await submit.click();
    await page.getByText("Credits Added").first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    await section(page, "Transactions")
      .getByRole("row")
      .filter({ hasText: "INV-E2E-0001" })
      .getByText("+25")
      .waitFor();
    assert.equal(await shownBalance(page), before + 25);
    assert.equal(await companyBalance(), before + 25);

    // The same invoice again: refused with the server's reason, nothing added.
    await balanceRow(page)
      .getByRole("button", { name: `Add Credits: ${COMPANY}` })
      .click();
    await dialog.getByLabel("Description").fill("Spring bundle (again)");
    await dialog.getByLabel("Invoice number").fill("INV-E2E-0001");
    await dialog.getByRole("button", { name: "Add Credits" }).click();
    await dialog.getByText("Failed to Add Credits").waitFor();
    await dialog.getByText(/Invoice INV-E2E-0001 was already credited/).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    assert.equal(await companyBalance(), before + 25);
  });
});
