import { expect, test } from "../support/fixtures.ts";

// Company Settings → Provisioning (SCIM): an Enterprise admin creates a token (its secret shown
// once, to copy), sees it listed without the secret, and revokes it after confirming; the identity
// provider's request with it is then refused. The token is revoked at the end (the suite shares one
// database).

test("an Enterprise admin creates a SCIM token, sees it once, and revokes it", async ({ as }) => {
  const { page } = await as("admin@enterprise.test");
  await page.goto("/admin/settings");
  const card = page.getByRole("region", { name: "Provisioning (SCIM)" });
  await expect(card.getByLabel("SCIM base URL")).toHaveValue(/\/scim\/v2$/);

  const name = `E2E IdP ${Date.now()}`;
  await card.getByLabel("New token's name").fill(name);
  await card.getByRole("button", { name: "Create Token" }).click();
  const secret = card.getByLabel("Token to pass on");
  await expect(secret).toHaveValue(/^chscim_/);
  const token = await secret.inputValue();

  // The provider's request with it works…
  const baseUrl = await card.getByLabel("SCIM base URL").inputValue();
  const before = await page.request.get(`${baseUrl}/ServiceProviderConfig`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(200);

  // …the list names it, never shows the secret again after a reload…
  await page.reload();
  await expect(card.getByText(name)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  // …and once revoked (asked first), the same request is refused.
  await card.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(card.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);
  const after = await page.request.get(`${baseUrl}/ServiceProviderConfig`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});
