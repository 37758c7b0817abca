import type { ScimTokenCreatedDto, ScimTokensDto } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, scimTokens } from "../../worker/db/schema";
import { callApi, domain, person } from "../support/fixtures";

// Company Settings → Provisioning (SCIM): a company admin on Enterprise creates, lists and revokes
// the bearer tokens the identity provider calls /scim/v2 with. The secret is answered once.

const PATH = "/api/admin/company-settings/scim-tokens";
const create = (cookie: string, name: string) => callApi("POST", PATH, { cookie, body: { name } });
const list = async (cookie: string) =>
  (await (await callApi("GET", PATH, { cookie })).json()) as ScimTokensDto;

describe("SCIM tokens in Company Settings", () => {
  it("creates a token whose secret is shown once and stored only as a hash", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const response = await create(admin.cookie, "Microsoft Entra ID");
    expect(response.status).toBe(200);
    const created = (await response.json()) as ScimTokenCreatedDto;
    expect(created.secret).toMatch(/^chscim_[\w-]{43}$/);
    expect(created.token).toMatchObject({ name: "Microsoft Entra ID", revokedAt: null, lastUsedAt: null });

    const [row] = await domain()
      .directory.select()
      .from(scimTokens)
      .where(eq(scimTokens.id, created.token.id));
    expect(row!.tokenHash).not.toContain(created.secret);
    expect(JSON.stringify(await list(admin.cookie))).not.toContain(created.secret);

    const listed = await list(admin.cookie);
    expect(listed.baseUrl).toBe("http://localhost/scim/v2");
    expect(listed.tokens.map((t) => t.name)).toEqual(["Microsoft Entra ID"]);
    expect(listed.tokens[0]!.createdByName).toBe("Test company_admin");
  });

  it("revokes a token once, and records creation and revocation in the audit trail", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const { token } = (await (await create(admin.cookie, "Okta")).json()) as ScimTokenCreatedDto;
    expect((await callApi("DELETE", `${PATH}/${token.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await callApi("DELETE", `${PATH}/${token.id}`, { cookie: admin.cookie })).status).toBe(409);
    expect((await list(admin.cookie)).tokens[0]!.revokedAt).not.toBeNull();

    const audit = await domain()
      .directory.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, admin.company.id), eq(auditEvents.targetType, "scim_token")));
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ["scim.token_create", { name: "Okta" }],
      ["scim.token_revoke", { name: "Okta" }],
    ]);
  });

  it("is for Enterprise company admins only, and never reaches another company's token", async () => {
    const payPerUse = await person({ tier: "per_document", role: "company_admin" });
    expect((await create(payPerUse.cookie, "Okta")).status).toBe(403);
    const user = await person({ tier: "enterprise", role: "user" });
    expect((await create(user.cookie, "Okta")).status).toBe(403);

    const owner = await person({ tier: "enterprise", role: "company_admin" });
    const { token } = (await (await create(owner.cookie, "Okta")).json()) as ScimTokenCreatedDto;
    const stranger = await person({ tier: "enterprise", role: "company_admin" });
    expect((await callApi("DELETE", `${PATH}/${token.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await list(stranger.cookie)).tokens).toEqual([]);
    expect((await list(owner.cookie)).tokens[0]!.revokedAt).toBeNull();
  });

  it("refuses a blank name and an eleventh active token", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    expect((await create(admin.cookie, "  ")).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await create(admin.cookie, `Token ${i}`)).status).toBe(200);
    const refused = await create(admin.cookie, "One too many");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(
      "at most 10 active SCIM tokens",
    );
  }, 20_000);
});
