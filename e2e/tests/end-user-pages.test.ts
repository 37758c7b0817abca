// End-user pages: version history badges, Quick Templates in Customize mode, the token request's
// preset names and the transaction history on a phone-sized screen.
import type { Locator } from "@playwright/test";
import { expect, expectPresent, test } from "../support/fixtures.ts";

// Evaluated in the page, where the DOM exists.
declare const document: { elementFromPoint(x: number, y: number): unknown };
interface ElementLike {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  contains(other: unknown): boolean;
}

test.describe("version history shows what each version changed", () => {
  test("an edit of the title and the content is badged 'Content updated' and 'Title changed'", async ({
    as,
  }) => {
    // The platform company's document: no other end-to-end test touches it.
    const person = await as("platform@charterly.test");
    const list = (await (await person.api("GET", "/api/documents?limit=200")).json()) as {
      documents: Array<{ id: number; title: string }>;
    };
    const original = list.documents.find((d) => d.title === "Charterly Code of Conduct");
    expectPresent(original, "the seeded Charterly Code of Conduct");
    const current = (await (await person.api("GET", `/api/documents/${original.id}`)).json()) as {
      content: string;
      version: number;
    };
    const title = "Charterly Code of Conduct (2026)";
    const saved = await person.api("PUT", `/api/documents/${original.id}`, {
      title,
      content: `${current.content}\n\nGIFTS\n\nGifts above 50 EUR are declared.`,
    });
    expect(saved.status).toBe(200);

    const { page } = person;
    await page.goto("/documents");
    await page.getByRole("button", { name: `Version History: ${title}` }).click();
    const history = page.getByRole("dialog", { name: "Version History" });
    const edit = history.getByLabel(`Version ${current.version + 1}`, { exact: true });
    await expect(edit).toBeVisible();
    await expect(edit.getByText("Content updated", { exact: true })).toBeVisible();
    await expect(edit.getByText("Title changed", { exact: true })).toBeVisible();
    // Statuses read as everywhere else: 'generated' is Approved, never "Generated".
    expect((await history.textContent()) ?? "").not.toMatch(/from Generated|to Generated/);
    await person.close();
  });
});

test.describe("Quick Templates lists the first 8 templates", () => {
  test("in Customize mode too, each a way to that template, the one being customized marked current", async ({
    as,
  }) => {
    const person = await as("admin@enterprise.test");
    const templates = (await (await person.api("GET", "/api/templates")).json()) as Array<{ id: number }>;
    expect(templates.length > 8, "more than 8 templates are seeded").toBeTruthy();
    const first = Math.min(...templates.map((t) => t.id));

    const { page } = person;
    await page.goto(`/generate?template=${first}`);
    await expect(page.getByRole("heading", { name: "Customize Template" })).toBeVisible();
    const quick = page.getByRole("region", { name: "Quick Templates" });
    await expect(quick.getByRole("listitem").first()).toBeVisible();
    await expect(quick.getByRole("listitem")).toHaveCount(8);
    await expect(quick.getByRole("link")).toHaveCount(8);
    const currentOne = quick.locator('[aria-current="page"]');
    await expect(currentOne).toHaveCount(1);
    await expect(currentOne).toHaveAttribute("href", `/generate?template=${first}`);

    // Choose mode offers the same 8.
    await page.goto("/generate");
    await expect(page.getByRole("heading", { name: "Generate Document" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Quick Templates" }).getByRole("button")).toHaveCount(8);
    await person.close();
  });
});

/** As axe's label-content-name-mismatch compares them: lower case, punctuation and spacing folded. */
const curated = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

test.describe("token amounts are named by their visible text", () => {
  test("the '25 tokens · Popular' preset's accessible name contains its visible text", async ({ as }) => {
    const person = await as("admin@perdoc.test");
    const { page } = person;
    await page.getByRole("button", { name: "Request Additional Tokens" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Additional Tokens" });
    const presets = dialog.getByRole("group", { name: "Choose an amount" }).getByRole("button");
    await expect(presets.first()).toBeVisible();
    await expect(presets).toHaveCount(4);
    for (const preset of await presets.all()) {
      // The text as axe reads it: the button's text nodes, joined as they stand.
      const visible = (await preset.textContent()) ?? "";
      const snapshot = await preset.ariaSnapshot();
      const name = /button "([^"]*)"/.exec(snapshot)?.[1];
      expectPresent(name, snapshot);
      expect(
        curated(name).includes(curated(visible)),
        `accessible name "${name}" does not contain the visible text "${visible}"`,
      ).toBeTruthy();
    }
    await expect(dialog.getByRole("button", { name: "25 tokens Popular", exact: true })).toBeVisible();
    await person.close();
  });
});

test.describe("the transaction history fits a phone", () => {
  test("shows Amount and Balance After on a 375 × 812 screen (Pay Per Use)", async ({ as }) => {
    const person = await as("admin@perdoc.test");
    const transactions = (await (await person.api("GET", "/api/tokens/transactions")).json()) as Array<{
      amount: number;
      balanceAfter: number;
    }>;
    expect(transactions.length > 0, "the seeded purchase at least").toBeTruthy();
    const newest = transactions[0]!;
    const amount =
      newest.amount > 0 ? `+${newest.amount}` : newest.amount < 0 ? `\u2212${-newest.amount}` : "0";

    const { page } = person;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Transaction History" }).click();
    const dialog = page.getByRole("dialog", { name: "Transaction History" });
    const shown = (locator: Locator) => locator.filter({ visible: true }).first();
    await expect(shown(dialog.getByText("Amount", { exact: true }))).toBeVisible();

    for (const [what, locator] of [
      ["the Amount label", shown(dialog.getByText("Amount", { exact: true }))],
      ["the Balance After label", shown(dialog.getByText("Balance After", { exact: true }))],
      ["the newest amount", shown(dialog.getByText(amount, { exact: true }))],
      ["the newest balance", shown(dialog.getByText(String(newest.balanceAfter), { exact: true }))],
    ] as const) {
      await assertOnScreen(locator, 375, what);
    }
    await person.close();
  });
});

/** Inside the screen's width and not clipped away by a scrolling box: what a person actually sees. */
async function assertOnScreen(locator: Locator, width: number, what: string) {
  const box = await locator.boundingBox();
  expectPresent(box, `${what} has no box`);
  expect(
    box.x >= 0 && box.x + box.width <= width,
    `${what} lies outside the ${width} px screen (x=${box.x})`,
  ).toBeTruthy();
  const seen = await locator.evaluate((element: ElementLike) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expectPresent(seen, `${what} is covered or scrolled out of view`);
}

test.describe("the Freemium dashboard's upgrade banner", () => {
  test("leads to the Admin Panel's Company Settings, at the first thing the plan lacks", async ({ as }) => {
    const freemium = await as("admin@freemium.test");
    const { page } = freemium;
    await page
      .getByRole("region", { name: "Upgrade" })
      .getByRole("link", { name: "View upgrade options" })
      .click();
    await page.waitForURL(/\/admin\/settings#enterprise-upgrade$/);
    const featureSwitches = page.getByRole("region", { name: "Feature Switches" });
    await expect(featureSwitches.getByRole("button", { name: "Upgrade to Enterprise" })).toBeVisible();
    await expect(featureSwitches).toHaveAttribute("id", "enterprise-upgrade");
    await freemium.close();
  });
});

test.describe("requesting more tokens (Pay Per Use)", () => {
  test("a refused field is said next to it, then the request is sent and listed", async ({ newCompany }) => {
    const { admin } = await newCompany("per_document");
    const { page } = admin;
    await page.goto("/");
    await page.getByRole("button", { name: "Request Additional Tokens" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Additional Tokens" });
    await dialog.getByRole("button", { name: "50 tokens" }).click();
    // Too short a justification: the schema's message, before anything is sent.
    await dialog.getByLabel("Business justification").fill("More");
    await dialog.getByLabel("Urgency").selectOption("high");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(
      dialog.getByText("Please provide a detailed business justification (minimum 10 characters)").first(),
    ).toBeVisible();

    await dialog.getByLabel("Business justification").fill("Quarterly refresh of the finance policies.");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByText("Thank you! Your request for 50 tokens was sent.")).toBeVisible();
    const requests = (await (await admin.api("GET", "/api/tokens/requests")).json()) as Array<{
      requestedTokens: number;
      status: string;
    }>;
    expect(requests.map((r) => [r.requestedTokens, r.status])).toEqual([[50, "pending"]]);
  });
});
