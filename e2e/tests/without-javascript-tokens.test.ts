import { expect, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// Pay Per Use's token panel before (or without) the page's JavaScript (decision 026): its buttons
// are links to /tokens/request and /tokens/history, where the request form is posted as a document
// (a refusal by its field, with what was typed) and the ledger is read by the page's loader.

test("Request Additional Tokens and Transaction History work as pages", async ({ newCompany, browser }) => {
  const { adminEmail, admin } = await newCompany("per_document");
  const { context, page } = await withoutJavaScript(browser);
  try {
    await signInWithoutJavaScript(page, adminEmail);
    await page.getByRole("link", { name: "Transaction History" }).click();
    await page.waitForURL(/\/tokens\/history$/);
    await expect(page.getByRole("heading", { level: 1, name: "Transaction History" })).toBeVisible();
    const ledger = page.getByRole("region", { name: "Transaction History" });
    await expect(ledger.getByText(/No transactions yet\.|Balance After/).first()).toBeVisible();

    await page.goto("/");
    await page.getByRole("link", { name: "Request Additional Tokens" }).click();
    await page.waitForURL(/\/tokens\/request$/);
    let form = page.getByRole("region", { name: "Request Additional Tokens" });
    await expect(form.getByText("Your company has not requested tokens yet.")).toBeVisible();

    // Too short a justification: refused next to its field, the rest as typed, nothing recorded.
    await form.getByLabel("Number of tokens").fill("40");
    await form.getByLabel("Business justification").fill("More");
    await form.getByLabel("Urgency").selectOption("medium");
    await form.getByRole("button", { name: "Submit Request" }).click();
    form = page.getByRole("region", { name: "Request Additional Tokens" });
    await expect(form.getByLabel("Business justification")).toHaveAttribute("aria-invalid", "true");
    await expect(
      form.getByText("Please provide a detailed business justification (minimum 10 characters)").first(),
    ).toBeVisible();
    await expect(form.getByLabel("Number of tokens")).toHaveValue("40");
    await expect(form.getByLabel("Urgency")).toHaveValue("medium");
    let requests = (await (await admin.api("GET", "/api/tokens/requests")).json()) as unknown[];
    expect(requests).toEqual([]);

    await form.getByLabel("Business justification").fill("Quarterly refresh of the finance policies.");
    await form.getByRole("button", { name: "Submit Request" }).click();
    form = page.getByRole("region", { name: "Request Additional Tokens" });
    await expect(form.getByText("Thank you! Your request for 40 tokens was sent.")).toBeVisible();
    // The page that answers lists it too (its loader ran after the action).
    await expect(form.getByRole("listitem").filter({ hasText: "40 tokens" })).toBeVisible();
    requests = (await (await admin.api("GET", "/api/tokens/requests")).json()) as unknown[];
    expect(requests).toMatchObject([{ requestedTokens: 40, urgency: "medium", status: "pending" }]);
  } finally {
    await context.close();
  }
});
