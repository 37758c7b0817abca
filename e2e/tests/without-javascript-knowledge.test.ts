import { expect, test } from "../support/fixtures.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// The Admin Panel's 'Search Knowledge Base' before (or without) the page's JavaScript (decision
// 026): a GET form the tab's loader answers, so an empty query is said next to its field and a
// search finds the passages of an entry this test uploads (and removes again).

const suffix = Date.now().toString(36);
const TITLE = `Nojs Greenhouse Guide ${suffix}`;
const GUIDE = `${TITLE}\n\n1. Watering\n\nThe greenhouse orchids are misted every Thursday before noon.\n\n2. Light\n\nBlinds stay half closed in summer.`;

test("the knowledge base's search is a GET form: an empty query is said by its field, then the passage is found", async ({
  as,
  browser,
}) => {
  const admin = await as("admin@enterprise.test");
  const form = new FormData();
  form.append("file", new Blob([GUIDE], { type: "text/plain" }), "greenhouse.txt");
  form.append("title", TITLE);
  form.append("documentType", "example");
  form.append("category", "other");
  const uploaded = await admin.api("POST", "/api/admin/knowledge-base/upload", form);
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  const { id } = (await uploaded.json()) as { id: number };

  const { context, page } = await withoutJavaScript(browser);
  try {
    await signInWithoutJavaScript(page, "admin@enterprise.test");
    await page.goto("/admin/knowledge");
    let search = page.getByRole("region", { name: "Search Knowledge Base" });
    await search.getByRole("button", { name: "Search" }).click();
    search = page.getByRole("region", { name: "Search Knowledge Base" });
    await expect(search.getByLabel("Search query")).toHaveAttribute("aria-invalid", "true");
    await expect(search.getByText("Search Query Required")).toBeVisible();

    await search.getByLabel("Search query").fill("When are the greenhouse orchids misted?");
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/[?&]passage=/);
    search = page.getByRole("region", { name: "Search Knowledge Base" });
    const result = search
      .getByRole("list", { name: "Search results" })
      .getByRole("listitem")
      .filter({ hasText: TITLE });
    await expect(result.first()).toBeVisible();
    expect((await result.first().textContent()) ?? "").toMatch(/\d{1,3}% match/);
    await expect(search.getByLabel("Search query")).toHaveValue("When are the greenhouse orchids misted?");
  } finally {
    await context.close();
    await admin.api("DELETE", `/api/admin/knowledge-base/${id}`);
  }
});
