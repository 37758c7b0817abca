import { APP_URL } from "../support/app.ts";
import { downloadedBytes, pdfText } from "../support/files.ts";
import { expect, expectNoAxeViolations, test } from "../support/fixtures.ts";

test.describe("template library", () => {
  test("a visitor browses public previews and cannot obtain any full text through the API", async ({
    newVisitor,
  }) => {
    const { context, page } = await newVisitor();
    await page.goto("/templates");
    await expect(page.getByText("Preview our comprehensive policy templates")).toBeVisible();
    await expect(page.getByText("You're viewing public template previews.", { exact: false })).toBeVisible();
    expect((await page.getByText("...and much more with full access").count()) >= 4).toBeTruthy();

    const list = (await (await fetch(`${APP_URL}/api/templates`)).json()) as Array<Record<string, unknown>>;
    expect(list.length >= 4).toBeTruthy();
    expect(list.every((t) => t.isPublic === true && !("content" in t))).toBeTruthy();
    const id = list[0]!.id;
    expect((await fetch(`${APP_URL}/api/templates/${id}/content`)).status).toBe(401);
    expect((await fetch(`${APP_URL}/api/templates/${id}/download`, { method: "POST" })).status).toBe(401);
    const one = (await (await fetch(`${APP_URL}/api/templates/${id}`)).json()) as Record<string, unknown>;
    expect("content" in one).toBe(false);
    await context.close();
  });

  test("a signed-in user previews a template and downloads it as a PDF holding its title and headings", async ({
    as,
  }) => {
    const { context, page, api } = await as("user@perdoc.test");
    await page.goto("/templates");
    await expect(page.getByRole("heading", { name: "Policy Template Library" })).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: "Business Travel Policy" }).first();
    await card.getByRole("button", { name: /Preview/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("1. Purpose").first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Business Travel Policy.pdf");
    const { text } = await pdfText(await downloadedBytes(download));
    expect(text).toMatch(/Business Travel Policy/);
    expect(text).toMatch(/1\. Purpose/);
    expect(text).toMatch(/2\. Scope/);
    await expect(page.getByText("Your policy template has been downloaded as a PDF.")).toBeVisible();

    // The dialog's route is a page of its own too, with the same text (axe: no serious violation).
    const templates = (await (await api("GET", "/api/templates")).json()) as Array<{
      id: number;
      name: string;
    }>;
    const id = templates.find((t) => t.name === "Business Travel Policy")!.id;
    await page.goto(`/templates/${id}/preview`);
    await expect(page.getByRole("heading", { level: 1, name: "Business Travel Policy" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Template" }).getByText("1. Purpose").first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("'Preview Failed' shows 'Failed to load template content.'", async ({ as }) => {
    const { context, page } = await as("user@enterprise.test");
    // The preview route refuses (a template gone meanwhile: its 404 and the domain's message): the
    // dialog says the spec's text instead, and closes.
    await page.route("**/templates/*/preview*", (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/\/templates\/\d+\/preview/, "/templates/999999999/preview"),
      }),
    );
    await page.goto("/templates");
    const card = page.getByRole("article").filter({ hasText: "Business Travel Policy" }).first();
    await card.getByRole("button", { name: /Preview/ }).click();
    await expect(page.getByText("Preview Failed").first()).toBeVisible();
    await expect(page.getByText("Failed to load template content.").first()).toBeVisible();
    await expect(page.getByText("The requested template was not found.")).toHaveCount(0);
    await expect(page.getByRole("dialog"), "the dialog does not open").toHaveCount(0);
    await context.close();
  });

  test("the template count follows the filters", async ({ as }) => {
    const { context, page } = await as("user@enterprise.test");
    await page.goto("/templates");
    const count = page.getByRole("status").filter({ hasText: /templates?$/ });
    const total = Number((await count.textContent())?.match(/^(\d+) templates?$/)?.[1]);
    expect(total >= 20, `every template counted: ${await count.textContent()}`).toBeTruthy();
    const cards = page.getByRole("article");
    // After each change the count names exactly the cards on screen.
    const countMatchesCards = async (text: RegExp) => {
      await expect(count.filter({ hasText: text })).toBeVisible();
      expect(await count.textContent()).toBe(`Showing ${await cards.count()} of ${total} templates`);
    };
    await page.getByLabel("Category").selectOption({ label: "Finance" });
    await countMatchesCards(new RegExp(`of ${total} templates`));
    await page.getByLabel("Search templates").fill("corporate card");
    await countMatchesCards(/^Showing 1 of/);
    await context.close();

    // The Freemium library (a table of templates) counts what its search leaves too.
    const freemium = await as("user@freemium.test");
    await freemium.page.goto("/documents");
    const rows = freemium.page.getByRole("row");
    const tableCount = freemium.page.getByRole("status").filter({ hasText: /templates?$/ });
    await expect(tableCount.filter({ hasText: /^\d+ templates$/ })).toBeVisible();
    await freemium.page.getByLabel("Search templates").fill("travel");
    await expect(tableCount.filter({ hasText: /^Showing \d+ of \d+ templates$/ })).toBeVisible();
    const shown = Number((await tableCount.textContent())?.match(/^Showing (\d+)/)?.[1]);
    await expect(rows, "the header row and one per template counted").toHaveCount(shown + 1);
    await freemium.close();
  });

  test("every signed-in plan previews and downloads every template; generating stays with the plan it needs", async ({
    as,
  }) => {
    for (const email of ["user@freemium.test", "user@perdoc.test"]) {
      const { context, page, api } = await as(email);
      const templates = (await (await api("GET", "/api/templates")).json()) as Array<{
        id: number;
        name: string;
        category: string;
        requiredTier: string;
      }>;
      expect(templates.some((t) => t.requiredTier === "enterprise")).toBeTruthy();
      await page.goto("/templates");
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(templates.length);
      await expect(page.getByText("Locked.")).toHaveCount(0);
      for (const template of templates) {
        const card = cards.filter({ has: page.getByRole("heading", { name: template.name, exact: true }) });
        // The public ones too: a free sign-up does not lock what a visitor could preview.
        await expect(
          card.getByRole("button", { name: /^Preview/ }),
          `${email}: ${template.name}`,
        ).toHaveCount(1);
        await expect(card.getByRole("button", { name: `Download PDF for ${template.name}` })).toHaveCount(1);
        await expect(card.getByRole("link", { name: /^Customize/ })).toHaveCount(0);
      }

      // An Enterprise template opens and downloads; its text is read once, then kept.
      const enterprise = templates.find((t) => t.requiredTier === "enterprise")!;
      const previewReads: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes(`/templates/${enterprise.id}/preview`)) previewReads.push(request.url());
      });
      const card = cards.filter({ has: page.getByRole("heading", { name: enterprise.name, exact: true }) });
      await card.getByRole("button", { name: /^Preview/ }).click();
      const dialog = page.getByRole("dialog", { name: enterprise.name });
      await expect(dialog.getByText("1. Purpose").first()).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Customize Template" })).toHaveCount(0);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("button", { name: "Download PDF" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${enterprise.name}.pdf`);
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await expect(dialog).toHaveCount(0);
      await card.getByRole("button", { name: /^Preview/ }).click();
      await expect(dialog.getByText("1. Purpose").first()).toBeVisible();
      expect(previewReads, "the text is fetched once, not at every opening").toHaveLength(1);
      await page.keyboard.press("Escape");

      if (email === "user@perdoc.test") {
        // Customizing it stays Enterprise's: the page says so and Generate is disabled.
        await page.goto(`/generate?template=${enterprise.id}`);
        await expect(page.getByText("This template requires the Enterprise plan.")).toBeVisible();
        await expect(page.getByRole("button", { name: "Generate Policy" })).toBeDisabled();
        const refused = await api("POST", "/api/documents/generate", {
          templateType: enterprise.category,
          templateId: enterprise.id,
          companyName: "Pay Co",
          department: enterprise.category,
        });
        expect(refused.status).toBe(403);
      }
      await context.close();
    }

    // The Freemium library's table: an Enterprise template downloads like any other.
    const freemium = await as("user@freemium.test");
    await freemium.page.goto("/documents");
    const row = freemium.page.getByRole("row").filter({ hasText: "Business Continuity Policy" });
    await expect(row.getByText("requires the Enterprise plan")).toHaveCount(0);
    const [download] = await Promise.all([
      freemium.page.waitForEvent("download"),
      row.getByRole("button", { name: "Download PDF for Business Continuity Policy" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Business Continuity Policy.pdf");
    await freemium.close();
  });
});
