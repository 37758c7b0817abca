import { expect, test } from "../support/fixtures.ts";
import { messageTo } from "../support/outbox.ts";
import { signInWithoutJavaScript, withoutJavaScript } from "../support/without-javascript.ts";

// The profile menu before (or without) the page's JavaScript (decision 026): the name in the top bar
// is a link to /profile, Edit Profile's form posted as a document (a refusal by its field, with what
// was typed), and Change Email's page with Send Verification and Cancel Request.

test("Edit Profile and Change Email work as pages: field errors by their fields, the change saved", async ({
  freshCompany,
  browser,
}) => {
  const { context, page } = await withoutJavaScript(browser);
  try {
    await signInWithoutJavaScript(page, freshCompany.adminEmail);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Fay Fresh/ })
      .click();
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();

    // A blank first name: refused next to the field, the rest as typed, nothing saved.
    let form = page.getByRole("region", { name: "Edit Profile" });
    await form.getByLabel("First name").fill("");
    await form.getByLabel("Last name").fill("Freshwater");
    await form.getByRole("button", { name: "Save" }).click();
    form = page.getByRole("region", { name: "Edit Profile" });
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByLabel("Last name")).toHaveValue("Freshwater");
    let me = (await (await freshCompany.admin.api("GET", "/api/auth/user")).json()) as Record<string, string>;
    expect(me.lastName).toBe("Fresh");

    // Corrected: saved, and the page (its top bar too) shows the new name.
    const renamed = `${freshCompany.name} Renamed`;
    await form.getByLabel("First name").fill("Faye");
    await form.getByLabel("Company name").fill(renamed);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /Faye Freshwater/ })).toBeVisible();
    me = (await (await freshCompany.admin.api("GET", "/api/auth/user")).json()) as Record<string, string>;
    expect(me).toMatchObject({ firstName: "Faye", lastName: "Freshwater", companyName: renamed });

    // Change Email: a malformed address by its field; then the link is sent and the change is pending.
    await page.getByRole("link", { name: "Change Email" }).click();
    await page.waitForURL(/\/profile\/email$/);
    let panel = page.getByRole("region", { name: "Change Email Address" });
    await panel.getByLabel("New email address").fill("not an address");
    await panel.getByRole("button", { name: "Send Verification" }).click();
    panel = page.getByRole("region", { name: "Change Email Address" });
    await expect(panel.getByLabel("New email address")).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByText("Please enter a valid email address")).toBeVisible();

    const newEmail = `faye.${Date.now().toString(36)}@fresh-mail.example.test`;
    await panel.getByLabel("New email address").fill(newEmail);
    await panel.getByRole("button", { name: "Send Verification" }).click();
    panel = page.getByRole("region", { name: "Change Email Address" });
    await expect(panel.getByText("Verification email sent")).toBeVisible();
    await expect(panel.getByText("Pending change")).toBeVisible();
    expect((await messageTo(newEmail)).text).toMatch(/verify-email-change\?token=/);

    await panel.getByRole("button", { name: "Cancel Request" }).click();
    panel = page.getByRole("region", { name: "Change Email Address" });
    await expect(panel.getByText(/request was cancelled/)).toBeVisible();
    await expect(panel.getByLabel("New email address")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("with JavaScript the profile menu's dialogs post to the same routes: a refusal by its field, the name saved everywhere", async ({
  freshCompany,
}) => {
  const { page } = freshCompany.admin;
  await page.getByRole("button", { name: /Fay Fresh/ }).click();
  await page.getByRole("menuitem", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Last name").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Last name is required")).toBeVisible();
  await dialog.getByLabel("Last name").fill("Fielding");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Your profile has been saved.").first()).toBeVisible();
  // Revalidated, not reloaded: the menu's button carries the new name.
  await expect(page.getByRole("button", { name: /Fay Fielding/ })).toBeVisible();
});
