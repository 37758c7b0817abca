import { env } from "cloudflare:workers";
import {
  type CompanySettingsDto,
  DOMAIN_ALREADY_LISTED_MESSAGE,
  DOMAIN_NOT_VERIFIED_MESSAGE,
  IMPORT_DISABLED_MESSAGE,
  MAX_USERS_ABOVE_PLAN_MESSAGE,
  PERMISSIONS,
  SETTINGS_ENTERPRISE_MESSAGE,
} from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, companySettings, invitations } from "../../worker/db/schema";
import { callApi, createUser, domain, person, uploadForImport } from "../support/fixtures";

const settingsOf = async (companyId: number) =>
  (
    await domain().companyDb.select().from(companySettings).where(eq(companySettings.companyId, companyId))
  )[0]!;

const put = (cookie: string, body: unknown) =>
  callApi("PUT", "/api/admin/company-settings", { cookie, body });

const uniqueDomain = () => `co-${crypto.randomUUID().slice(0, 8)}.example.com`;

describe("GET /api/admin/company-settings", () => {
  it("answers the settings with the plan's seat limit and seats in use", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const res = await callApi("GET", "/api/admin/company-settings", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CompanySettingsDto;
    expect(body).toMatchObject({
      companyId: admin.company.id,
      tier: "enterprise",
      seatLimit: 50,
      seatsUsed: 1,
      aiAssistantEnabled: true,
      documentImportEnabled: true,
      emailServiceEnabled: true,
      authorizedDomains: [],
      pendingDomains: [],
      dnsVerificationAvailable: true,
      slack: { enabled: false, tokenMask: null, channelId: null, teamId: null, teamName: null },
    });
  });

  it("is open read-only to a freemium user, refused to a paid plan's user", async () => {
    const freemium = await person({ tier: "freemium", role: "user" });
    expect((await callApi("GET", "/api/admin/company-settings", { cookie: freemium.cookie })).status).toBe(
      200,
    );
    const paid = await person({ tier: "per_document", role: "user" });
    expect((await callApi("GET", "/api/admin/company-settings", { cookie: paid.cookie })).status).toBe(403);
    expect((await put(freemium.cookie, { maxUsers: 2 })).status).toBe(403);
  });
});

describe("feature switches change what the server does", () => {
  it("AI assistant off: POST /api/chat answers 403 naming the switch; on again: allowed", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    expect((await put(admin.cookie, { aiAssistantEnabled: false })).status).toBe(200);
    expect((await settingsOf(admin.company.id)).aiAssistantEnabled).toBe(false);
    const refused = await callApi("POST", "/api/chat", {
      cookie: admin.cookie,
      body: { message: "Leave policy?" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: PERMISSIONS["assistant.ask"].featureMessage });

    expect((await put(admin.cookie, { aiAssistantEnabled: true })).status).toBe(200);
    const allowed = await callApi("POST", "/api/chat", {
      cookie: admin.cookie,
      body: { message: "Leave policy?" },
    });
    expect(allowed.status).not.toBe(403);
  });

  it("document import off: the import answers 403 with the switch's message", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    expect((await put(admin.cookie, { documentImportEnabled: false })).status).toBe(200);
    const res = await uploadForImport(
      admin.cookie,
      "policy.txt",
      new TextEncoder().encode("Leave policy\n\nText."),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: IMPORT_DISABLED_MESSAGE });
  });

  it("several switches in one body; each change gets its audit row with who, what and when", async () => {
    const admin = await person({ tier: "system_admin", role: "company_admin" });
    const res = await put(admin.cookie, { emailServiceEnabled: false, documentImportEnabled: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emailServiceEnabled: false, documentImportEnabled: false });
    const rows = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, admin.company.id), eq(auditEvents.action, "settings.update")));
    expect(rows.map((row) => row.details?.field).sort()).toEqual([
      "documentImportEnabled",
      "emailServiceEnabled",
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actorUserId: admin.user.id, targetType: "company_settings" });
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    // Unchanged values write nothing.
    expect((await put(admin.cookie, { emailServiceEnabled: false })).status).toBe(200);
    const after = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, admin.company.id));
    expect(after).toHaveLength(2);
  });

  it.each(["freemium", "per_document"] as const)(
    "%s: switches, domains and Slack are refused (403), maxUsers is not",
    async (tier) => {
      const admin = await person({ tier, role: "company_admin" });
      for (const body of [
        { aiAssistantEnabled: false },
        { emailServiceEnabled: false },
        { documentImportEnabled: false },
        { authorizedDomains: [uniqueDomain()] },
        { slackEnabled: true },
        { slackBotToken: "xoxb-1111-2222-abcdefgh" },
        { slackChannelId: "C01234567AB" },
        { maxUsers: 2, aiAssistantEnabled: false },
      ]) {
        const res = await put(admin.cookie, body);
        expect(res.status, JSON.stringify(body)).toBe(403);
        expect(await res.json()).toMatchObject({ message: SETTINGS_ENTERPRISE_MESSAGE });
      }
      expect((await put(admin.cookie, { maxUsers: 2 })).status).toBe(200);
      const row = await settingsOf(admin.company.id);
      expect(row).toMatchObject({
        maxUsers: 2,
        aiAssistantEnabled: true,
        authorizedDomains: [],
        slackEnabled: false,
      });
    },
  );

  it("a plain user of an enterprise company cannot change settings", async () => {
    const user = await person({ tier: "enterprise", role: "user" });
    expect((await put(user.cookie, { aiAssistantEnabled: false })).status).toBe(403);
    expect((await put(user.cookie, { maxUsers: 3 })).status).toBe(403);
  });

  it("refuses an empty body and unknown fields", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    expect((await put(admin.cookie, {})).status).toBe(400);
    expect((await put(admin.cookie, { tier: "system_admin" })).status).toBe(400);
  });
});

describe("maximum users", () => {
  it("never above the plan's limit", async () => {
    const admin = await person({ tier: "per_document", role: "company_admin" });
    const res = await put(admin.cookie, { maxUsers: 6 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: MAX_USERS_ABOVE_PLAN_MESSAGE("Pay Per Use", 5),
      fields: { maxUsers: expect.any(String) },
    });
    expect((await put(admin.cookie, { maxUsers: 5 })).status).toBe(200);
    expect((await settingsOf(admin.company.id)).maxUsers).toBe(5);
  });

  it("never below the seats in use (members and pending invitations)", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    await createUser(admin.company.id, "user");
    await domain()
      .companyDb.insert(invitations)
      .values({
        companyId: admin.company.id,
        email: `pending-${crypto.randomUUID()}@example.test`,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    expect((await put(admin.cookie, { maxUsers: 2 })).status).toBe(400);
    const ok = await put(admin.cookie, { maxUsers: 3 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ maxUsers: 3, seatsUsed: 3 });
  });

  it("system_admin has no plan limit", async () => {
    const admin = await person({ tier: "system_admin", role: "company_admin" });
    expect((await put(admin.cookie, { maxUsers: 5000 })).status).toBe(200);
  });
});

describe("authorized e-mail domains", () => {
  // Adding a domain is a claim that must be proven (test/company-settings/domain-verification.test.ts).
  const claim = (cookie: string, value: string) =>
    callApi("POST", "/api/admin/company-settings/domains", { cookie, body: { domain: value } });

  it("claims real domains, normalized, as pending; the same one twice is refused", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const name = uniqueDomain();
    const res = await claim(admin.cookie, ` @${name.toUpperCase()} `);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CompanySettingsDto;
    expect(body.authorizedDomains).toEqual([]);
    expect(body.pendingDomains.map((d) => d.domain)).toEqual([name]);
    const again = await claim(admin.cookie, name);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: DOMAIN_ALREADY_LISTED_MESSAGE(name) });
  });

  it.each([
    "",
    "localhost",
    "not a domain.com",
    "-bad.com",
    "example.c",
    "user@example.com",
    "exa_mple.com",
    "example.123",
  ])("refuses %j as not a domain", async (value) => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const res = await claim(admin.cookie, value);
    expect(res.status).toBe(400);
  });

  it.each([
    "gmail.com",
    "Outlook.com",
    "hotmail.com",
    "yahoo.com",
    "proton.me",
    "gmx.de",
    "gmx.net",
    "yandex.ru",
  ])("refuses the public mail provider %s", async (value) => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const res = await claim(admin.cookie, value);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain("public e-mail provider");
  });

  it("the settings only take a verified domain off; one they do not hold is refused, naming the rule", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const [kept, removed, unproven] = [uniqueDomain(), uniqueDomain(), uniqueDomain()];
    await domain()
      .companyDb.update(companySettings)
      .set({ authorizedDomains: [kept, removed] })
      .where(eq(companySettings.companyId, admin.company.id));
    const refused = await put(admin.cookie, { authorizedDomains: [kept, removed, unproven] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: { authorizedDomains: DOMAIN_NOT_VERIFIED_MESSAGE(unproven) },
    });
    expect((await settingsOf(admin.company.id)).authorizedDomains).toEqual([kept, removed]);

    expect((await put(admin.cookie, { authorizedDomains: [kept] })).status).toBe(200);
    expect((await settingsOf(admin.company.id)).authorizedDomains).toEqual([kept]);
    const rows = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, admin.company.id));
    expect(rows.map((row) => row.details)).toEqual([
      { field: "authorizedDomains", added: [], removed: [removed] },
    ]);
  });
});

it("the test Worker reaches Slack only through the local fake", () => {
  expect(env.SLACK_API_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});
