import type { Page } from "@playwright/test";
import { APP_URL } from "../support/app.ts";
import type { SignedIn } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";

let person: SignedIn;
test.beforeEach(async ({ as }) => {
  person = await as("admin@perdoc.test");
});

const api = (path: string) => person.api("GET", path);

async function balance() {
  return ((await (await api("/api/tokens/balance")).json()) as { balance: number }).balance;
}

/** The newest row of the token ledger, as the transaction history lists it. */
async function latestTransaction() {
  const transactions = (await (await api("/api/tokens/transactions")).json()) as Array<{
    transactionType: string;
    amount: number;
  }>;
  return { type: transactions[0]!.transactionType, amount: transactions[0]!.amount };
}

async function generate(page: Page, templateName: string, requirement: string) {
  await page.goto("/generate");
  await page.getByLabel("Policy Template").selectOption({ label: templateName });
  await page.getByLabel("Department").selectOption("finance");
  await page.getByLabel("Policy Requirements").fill(requirement);
  await page.getByRole("button", { name: "Generate Policy" }).click();
  await page.waitForURL(`${APP_URL}/documents`);
  return `${templateName} — Perdoc Partners LLP`;
}

test.describe("pay-per-use approvals", () => {
  test("a generated document waits for approval, cannot be downloaded, and approving it spends one token", async () => {
    const { page } = person;
    const title = await generate(page, "Business Travel Policy", "Economy class for flights under six hours");
    const before = await balance();

    const row = page.getByRole("row").filter({ hasText: title }).first();
    await expect(row.getByText("Pending Approval")).toBeVisible();
    const download = row.getByRole("button", { name: /^Download: .*unavailable while pending approval/ });
    await expect(download).toHaveAttribute("aria-disabled", "true");
    // Still clickable on purpose (aria-disabled), so the person is told why.
    await download.click({ force: true });
    await expect(
      page
        .getByText("Document downloads are not available while pending approval.", { exact: false })
        .first(),
    ).toBeVisible();
    const list = (await (await api("/api/documents?status=pending_approval")).json()) as {
      documents: Array<{ id: number; title: string }>;
    };
    const pending = list.documents.find((d) => d.title === title)!;
    expect((await api(`/api/documents/${pending.id}/export`)).status).toBe(409);

    await page.goto("/");
    const panel = page.getByRole("region", { name: "Pending Document Approvals" });
    await panel.getByRole("button", { name: `Approve (1 token): ${title}` }).click();
    await expect(page.getByText("Document Approved").first()).toBeVisible();
    expect(await balance()).toBe(before - 1);
    expect(await latestTransaction()).toEqual({ type: "usage", amount: -1 });
    expect((await api(`/api/documents/${pending.id}/export`)).status).toBe(200);
  });

  test("rejecting another pending document removes it and spends nothing; the reason is required on the dashboard", async () => {
    const { page } = person;
    const title = await generate(page, "Expense Management Policy", "Receipts are required for every claim");
    const before = await balance();
    await page.goto("/");
    const panel = page.getByRole("region", { name: "Pending Document Approvals" });
    await panel.getByRole("button", { name: `Reject: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Reject Document" });
    await dialog.getByRole("button", { name: "Reject Document" }).click();
    await expect(
      page.getByText("Please provide a reason for rejecting this document.").first(),
    ).toBeVisible();
    await dialog.getByLabel("Rejection reason").fill("Duplicates our existing expense policy.");
    await dialog.getByRole("button", { name: "Reject Document" }).click();
    await expect(page.getByText("Document Rejected").first()).toBeVisible();
    await expect(panel.getByRole("button", { name: `Reject: ${title}` })).not.toBeAttached();
    expect(await balance()).toBe(before);
    const list = (await (await api("/api/documents?limit=200")).json()) as {
      documents: Array<{ title: string }>;
    };
    expect(list.documents.some((d) => d.title === title)).toBe(false);
  });

  test("Approved from the library's status select asks first, then spends one token", async () => {
    const { page } = person;
    const title = "Perdoc Expense Management Policy";
    await page.goto("/documents");
    const row = page.getByRole("row").filter({ hasText: title }).first();
    const select = row.getByLabel(`Status of ${title}`);
    // Out of force first: leaving Approved is free and asks nothing.
    await select.selectOption("under_review");
    await expect(page.getByText(`“${title}” is now Under Review.`).first()).toBeVisible();
    const before = await balance();

    /** Chooses Approved and answers the question the confirmation dialog asks; resolves with its text. */
    const approveAnswering = async (accept: boolean) => {
      await select.selectOption("approved");
      const question = page.getByRole("alertdialog", { name: "Approve Document" });
      const text = (await question.getByText(/Each approved document/).textContent()) ?? "";
      await question.getByRole("button", { name: accept ? "Approve" : "Cancel" }).click();
      await expect(question).not.toBeAttached();
      return text;
    };

    // Cancelling puts the select back and spends nothing.
    const question = await approveAnswering(false);
    expect(question).toMatch(/Each approved document consumes 1 token/);
    expect(question).toMatch(new RegExp(`You have ${before} tokens?`));
    await expect(select).toHaveValue("under_review");
    expect(await balance()).toBe(before);

    await approveAnswering(true);
    await expect(page.getByText(`“${title}” is now Approved. 1 token used.`).first()).toBeVisible();
    await expect(select).toHaveValue("approved");
    expect(await balance()).toBe(before - 1);
    expect(await latestTransaction()).toEqual({ type: "usage", amount: -1 });

    // The page read its balance again: the next question counts the token just spent.
    await select.selectOption("draft");
    await expect(page.getByText(`“${title}” is now Draft.`).first()).toBeVisible();
    expect(await approveAnswering(false)).toMatch(new RegExp(`You have ${before - 1} tokens?`));
    await expect(select).toHaveValue("draft");
  });
});
