// Company Settings → Provisioning (SCIM) as the page does it (routes/admin.settings.tsx): the loader
// lists the tokens on Enterprise only, the action creates one (its secret in this answer only) and
// revokes one after asking, as the API routes do.
import type { ScimTokensDto } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { action, loader } from "../../remix-app/routes/admin.settings";
import { person } from "../support/fixtures";
import { loadPage, postForm } from "../support/page-route-requests";

const page = (cookie: string) => loadPage<{ scim: ScimTokensDto | null }>(loader, "/admin/settings", cookie);
const post = (cookie: string, fields: Record<string, string>) =>
  postForm(action, "/admin/settings", cookie, fields);

describe("the Provisioning (SCIM) card", () => {
  it("creates a token, shows its secret once, and revokes it only once confirmed", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const created = await post(admin.cookie, { intent: "create-scim-token", name: "Okta" });
    expect(created.status).toBe(200);
    const value = created.body.ok ? (created.body.value as { secret: string; token: { id: number } }) : null;
    expect(value?.secret).toMatch(/^chscim_/);

    const listed = await page(admin.cookie);
    expect(listed.scim?.baseUrl).toBe("http://localhost/scim/v2");
    expect(listed.scim?.tokens.map((t) => t.name)).toEqual(["Okta"]);
    expect(JSON.stringify(listed)).not.toContain(value!.secret);

    const tokenId = String(value!.token.id);
    const asked = await post(admin.cookie, { intent: "revoke-scim-token", tokenId });
    expect(asked.body).toMatchObject({ ok: true, value: { kind: "asked", tokenId: Number(tokenId) } });
    expect((await page(admin.cookie)).scim?.tokens[0]?.revokedAt).toBeNull();

    const revoked = await post(admin.cookie, { intent: "revoke-scim-token", tokenId, confirmed: "yes" });
    expect(revoked.status).toBe(200);
    expect((await page(admin.cookie)).scim?.tokens[0]?.revokedAt).not.toBeNull();
  });

  it("answers a blank name by the field, and reads no tokens below Enterprise", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const blank = await post(admin.cookie, { intent: "create-scim-token", name: " " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ ok: false, fieldErrors: { name: expect.stringContaining("name") } });

    const payPerUse = await person({ tier: "per_document", role: "company_admin" });
    expect((await page(payPerUse.cookie)).scim).toBeNull();
    expect((await post(payPerUse.cookie, { intent: "create-scim-token", name: "Okta" })).status).toBe(403);
  });
});
