import { expect, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// Generate Document before (or without) the page's JavaScript (decision 026): the form is posted to
// /generate's action as a document; a refusal comes back by its fields with what was typed, and a
// document made is said on the page with a link to it in the library.

test("Generate Document works as a page", async ({ newCompany, browser }) => {
  const { adminEmail, admin } = await newCompany("enterprise");
  const { context, page } = await withoutJavaScript(browser);
  try {
    await signInWithoutJavaScript(page, adminEmail);
    await page.goto("/generate");
    await page.getByLabel("Policy Requirements").fill("Economy class for flights under six hours");
    await page.getByRole("button", { name: "Generate Policy" }).click();
    // No template and no department: refused by their fields, the requirement kept, nothing made.
    await expect(page.getByLabel("Policy Template")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Department")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Policy Requirements")).toHaveValue(
      "Economy class for flights under six hours",
    );
    const before = (await (await admin.api("GET", "/api/documents")).json()) as { documents: unknown[] };
    expect(before.documents).toEqual([]);

    await page.getByLabel("Policy Template").selectOption({ label: "Business Travel Policy" });
    await page.getByLabel("Department").selectOption("travel");
    await page.getByRole("button", { name: "Generate Policy" }).click();
    await expect(page.getByText("Document Generated").first()).toBeVisible();
    await page.getByRole("link", { name: "Open it in the Document Library" }).click();
    await page.waitForURL(/\/documents\?highlight=\d+$/);
    const row = page.getByRole("row").filter({ hasText: "Business Travel Policy" }).first();
    await expect(row).toBeVisible();
  } finally {
    await context.close();
  }
});
