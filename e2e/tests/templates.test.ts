import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { APP_URL, newVisitor } from "../support/app.ts";
import { launchChromium } from "../support/chromium.ts";
import { downloadedBytes, pdfText } from "../support/files.ts";
import { signInAs } from "../support/sign-in.ts";

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
});

describe("template library", () => {
  it("a visitor browses public previews and cannot obtain any full text through the API", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/templates");
    await page.getByText("Preview our comprehensive policy templates").waitFor();
    await page.getByText("You're viewing public template previews.", { exact: false }).waitFor();
    assert.ok((await page.getByText("...and much more with full access").count()) >= 4);

    const list = (await (await fetch(`${APP_URL}/api/templates`)).json()) as Array<Record<string, unknown>>;
    assert.ok(list.length >= 4);
    assert.ok(list.every((t) => t.isPublic === true && !("content" in t)));
    const id = list[0]!.id;
    assert.equal((await fetch(`${APP_URL}/api/templates/${id}/content`)).status, 401);
    assert.equal((await fetch(`${APP_URL}/api/templates/${id}/download`, { method: "POST" })).status, 401);
    const one = (await (await fetch(`${APP_URL}/api/templates/${id}`)).json()) as Record<string, unknown>;
    assert.equal("content" in one, false);
    await context.close();
  });

  it("a signed-in user previews a template and downloads it as a PDF holding its title and headings", async () => {
    const { context, page } = await signInAs(browser, "user@perdoc.test");
    await page.goto("/templates");
    await page.getByRole("heading", { name: "Policy Template Library" }).waitFor();
    const card = page.getByRole("article").filter({ hasText: "Business Travel Policy" }).first();
    await card.getByRole("button", { name: /Preview/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("1. Purpose").first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    assert.equal(download.suggestedFilename(), "Business Travel Policy.pdf");
    const { text } = await pdfText(await downloadedBytes(download));
    assert.match(text, /Business Travel Policy/);
    assert.match(text, /1\. Purpose/);
    assert.match(text, /2\. Scope/);
    await page.getByText("Your policy template has been downloaded as a PDF.").waitFor();
    await context.close();
  });

  it("'Preview Failed' shows 'Failed to load template content.'", async () => {
    const { context, page } = await signInAs(browser, "user@enterprise.test");
    // The content call fails with a message of the server's own: the spec's text is shown instead.
    await page.route("**/api/templates/*/content", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ code: "forbidden", message: "Some server reason" }),
      }),
    );
    await page.goto("/templates");
    const card = page.getByRole("article").filter({ hasText: "Business Travel Policy" }).first();
    await card.getByRole("button", { name: /Preview/ }).click();
    await page.getByText("Preview Failed").first().waitFor();
    await page.getByText("Failed to load template content.").first().waitFor();
    assert.equal(await page.getByText("Some server reason").count(), 0);
    assert.equal(await page.getByRole("dialog").count(), 0, "the dialog does not open");
    await context.close();
  });

  it("the template count follows the filters", async () => {
    const { context, page } = await signInAs(browser, "user@enterprise.test");
    await page.goto("/templates");
    const count = page.getByRole("status").filter({ hasText: /templates?$/ });
    const total = Number((await count.textContent())?.match(/^(\d+) templates?$/)?.[1]);
    assert.ok(total >= 20, `every template counted: ${await count.textContent()}`);
    const cards = page.getByRole("article");
    // After each change the count names exactly the cards on screen.
    const countMatchesCards = async (text: RegExp) => {
      await count.filter({ hasText: text }).waitFor();
      assert.equal(await count.textContent(), `Showing ${await cards.count()} of ${total} templates`);
    };
    await page.getByLabel("Category").selectOption({ label: "Finance" });
    await countMatchesCards(new RegExp(`of ${total} templates`));
    await page.getByLabel("Search templates").fill("corporate card");
    await countMatchesCards(/^Showing 1 of/);
    await context.close();

    // The Freemium library (a table of templates) counts what its search leaves too.
    const freemium = await signInAs(browser, "user@freemium.test");
    await freemium.page.goto("/documents");
    const rows = freemium.page.getByRole("row");
    const tableCount = freemium.page.getByRole("status").filter({ hasText: /templates?$/ });
    await tableCount.filter({ hasText: /^\d+ templates$/ }).waitFor();
    await freemium.page.getByLabel("Search templates").fill("travel");
    await tableCount.filter({ hasText: /^Showing \d+ of \d+ templates$/ }).waitFor();
    const shown = Number((await tableCount.textContent())?.match(/^Showing (\d+)/)?.[1]);
    assert.equal(await rows.count(), shown + 1, "the header row and one per template counted");
    await freemium.close();
  });

  it("templates the plan cannot use are shown as locked, with the plan they need and the upgrade path", async () => {
    for (const [email, locks] of [
      ["user@freemium.test", ["per_document", "enterprise"]],
      ["user@perdoc.test", ["enterprise"]],
    ] as const) {
      const { context, page, api } = await signInAs(browser, email);
      const templates = (await (await api("GET", "/api/templates")).json()) as Array<{
        id: number;
        name: string;
        requiredTier: string;
      }>;
      const lockedNames = templates.filter((t) => (locks as readonly string[]).includes(t.requiredTier));
      assert.ok(lockedNames.length > 0);
      await page.goto("/templates");
      const cards = page.getByRole("article");
      await cards.first().waitFor();
      assert.equal(await cards.count(), templates.length);
      for (const template of templates) {
        const card = cards.filter({ has: page.getByRole("heading", { name: template.name, exact: true }) });
        const locked = lockedNames.includes(template);
        assert.equal(await card.getByText("Locked.").count(), locked ? 1 : 0, `${email}: ${template.name}`);
        assert.equal(await card.getByRole("button", { name: /^Preview/ }).count(), locked ? 0 : 1);
        if (!locked) {
          // What is offered works: the plan includes its text.
          const content = await api("GET", `/api/templates/${template.id}/content`);
          assert.equal(content.status, 200, `${email}: ${template.name}`);
        }
      }

      // The plan it needs and the way up, without a failed call first.
      const first = lockedNames.find((t) => t.requiredTier === "enterprise")!;
      const card = cards.filter({ has: page.getByRole("heading", { name: first.name, exact: true }) });
      await card.getByText("This template requires the Enterprise plan.").waitFor();
      await card.getByRole("button", { name: `Upgrade to Enterprise for ${first.name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Upgrade to Enterprise" });
      await dialog.getByText(`“${first.name}” is part of the Enterprise plan.`).waitFor();
      await dialog.getByRole("button", { name: "Contact Sales" }).waitFor();
      await page.keyboard.press("Escape");
      await context.close();
    }

    // The Freemium library's table: locked rows offer the upgrade, not a download that fails.
    const freemium = await signInAs(browser, "user@freemium.test");
    await freemium.page.goto("/documents");
    const row = freemium.page.getByRole("row").filter({ hasText: "Business Continuity Policy" });
    await row.getByText("This template requires the Enterprise plan.").waitFor();
    assert.equal(await row.getByRole("button", { name: /^Download PDF/ }).count(), 0);
    await row.getByRole("button", { name: "Upgrade to Enterprise for Business Continuity Policy" }).waitFor();
    const open = freemium.page.getByRole("row").filter({ hasText: "Business Travel Policy" }).first();
    await open.getByRole("button", { name: "Download PDF for Business Travel Policy" }).waitFor();
    await freemium.close();
  });
});
