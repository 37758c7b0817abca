import { downloadedBytes, pdfText } from "../support/files.ts";
import { expect, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// The Template Library's preview without JavaScript (decision 026): a card's Preview is a link to
// the template's page (/templates/:id/preview), whose loader reads the full text for the signed-in
// person by the API's rule (every signed-in plan reads every template); a template gone is said on the page.

test("a card's Preview opens the template's page, with its text, Customize and the PDF", async ({
  browser,
}) => {
  const { context, page } = await withoutJavaScript(browser);
  try {
    await signInWithoutJavaScript(page, "user@enterprise.test");
    await page.goto("/templates");
    const card = page.getByRole("article").filter({ hasText: "Business Travel Policy" }).first();
    await card.getByRole("link", { name: /^Preview Business Travel Policy/ }).click();
    await page.waitForURL(/\/templates\/\d+\/preview$/);
    await expect(page.getByRole("heading", { level: 1, name: "Business Travel Policy" })).toBeVisible();
    const template = page.getByRole("region", { name: "Template" });
    await expect(template.getByText("1. Purpose").first()).toBeVisible();
    await expect(template.getByRole("link", { name: "Customize Template" })).toHaveAttribute(
      "href",
      /\/generate\?template=\d+$/,
    );

    // The PDF is a plain form post to the API: the browser saves it without a script.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      template.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Business Travel Policy.pdf");
    expect((await pdfText(await downloadedBytes(download))).text).toMatch(/1\. Purpose/);

    await page.getByRole("link", { name: "Back to the Template Library" }).click();
    await page.waitForURL(/\/templates$/);
  } finally {
    await context.close();
  }
});

test("a Pay Per Use person opens an Enterprise template's page; a template gone is refused with no text", async ({
  browser,
}) => {
  const { context, page } = await withoutJavaScript(browser);
  try {
    await signInWithoutJavaScript(page, "user@perdoc.test");
    const templates = (await (await context.request.get("/api/templates")).json()) as Array<{
      id: number;
      name: string;
      requiredTier: string;
    }>;
    const enterprise = templates.find((t) => t.requiredTier === "enterprise")!;
    await page.goto("/templates");
    const card = page.getByRole("article").filter({ hasText: enterprise.name }).first();
    await card.getByRole("link", { name: `Preview ${enterprise.name}` }).click();
    await page.waitForURL(/\/templates\/\d+\/preview$/);
    const template = page.getByRole("region", { name: "Template" });
    await expect(template.getByText("1. Purpose").first()).toBeVisible();
    await expect(template.getByRole("button", { name: "Download PDF" })).toBeVisible();
    await expect(template.getByRole("link", { name: "Customize Template" })).toHaveCount(0);

    const gone = await page.goto("/templates/999999999/preview");
    expect(gone?.status()).toBe(404);
    await expect(page.getByText("Preview Failed")).toBeVisible();
    await expect(page.getByText("The requested template was not found.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Template" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
