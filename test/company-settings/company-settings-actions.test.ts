// Company Settings' writes as route actions (routes/admin.settings.tsx,
// lib/company-settings-actions.server.ts): a save (the fields a form names), claiming and removing
// a pending domain, posted as forms. They answer as the API would — 400 with the field's message,
// the domain's 403/404/409 with its message, never a 500 — and a double submit writes once.
import { SETTINGS_ENTERPRISE_MESSAGE } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/admin.settings";
import { auditEvents, companySettings, domainVerifications, sessions } from "../../worker/db/schema";
import { domain, person } from "../support/fixtures";
import { type FormFields, postForm } from "../support/page-route-requests";

type Fields = Record<string, string | number | readonly string[]>;

const post = (cookie: string, fields: FormFields) => postForm(action, "/admin/settings", cookie, fields);

const settingsOf = async (companyId: number) =>
  (
    await domain().companyDb.select().from(companySettings).where(eq(companySettings.companyId, companyId))
  )[0];
const claimsOf = (companyId: number) =>
  domain().companyDb.select().from(domainVerifications).where(eq(domainVerifications.companyId, companyId));
const settingsAudits = (companyId: number) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, "settings.update")));
const uniqueDomain = () => `co-${crypto.randomUUID().slice(0, 8)}.example.com`;

const admin = (tier: "enterprise" | "per_document" = "enterprise") => person({ tier, role: "company_admin" });
const save = (fields: Fields) => ({ intent: "save-settings", ...fields });

describe("a write after the session ended goes to sign in", () => {
  it("sends the browser to sign in and back to the tab, the whole document, and changes nothing", async () => {
    const me = await admin();
    await domain().directory.delete(sessions).where(eq(sessions.userId, me.user.id));
    // As a fetcher sends it (single fetch: the route's address with .data and ?index) and as a form does.
    for (const path of ["/admin/settings.data?index", "/admin/settings"]) {
      const thrown = await postForm(action, path, me.cookie, save({ set: "maxUsers", maxUsers: "5" })).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown, path).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("location")).toBe("/api/login?returnTo=%2Fadmin%2Fsettings");
      expect((thrown as Response).headers.get("x-remix-reload-document")).toBe("true");
    }
    expect((await settingsOf(me.company.id))?.maxUsers).not.toBe(5);
  });
});

describe("saving settings (intent save-settings)", () => {
  it("saves the maximum users as the API does", async () => {
    const me = await admin();
    const answer = await post(me.cookie, save({ set: "maxUsers", maxUsers: "7" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, value: { maxUsers: 7 } });
    expect((await settingsOf(me.company.id))?.maxUsers).toBe(7);
  });

  it("answers a maximum that is not a number, or below 1, with 400, the field's message and what was typed", async () => {
    const me = await admin();
    const zero = await post(me.cookie, save({ set: "maxUsers", maxUsers: "0" }));
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({
      ok: false,
      intent: "save-settings",
      fieldErrors: { maxUsers: "Maximum users must be at least 1" },
      values: { maxUsers: "0" },
    });
    const blank = await post(me.cookie, save({ set: "maxUsers", maxUsers: "" }));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fieldErrors: { maxUsers: "Maximum users must be a whole number" } });
  });

  it("switches a feature off and on; a double submit writes one change and one audit row", async () => {
    const me = await admin();
    const off = save({ set: "aiAssistantEnabled", aiAssistantEnabled: "false" });
    const answers = await Promise.all([post(me.cookie, off), post(me.cookie, off)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.ok && a.body.value.aiAssistantEnabled)).toEqual([false, false]);
    expect((await settingsOf(me.company.id))?.aiAssistantEnabled).toBe(false);
    expect(await settingsAudits(me.company.id)).toHaveLength(1);
    const on = await post(me.cookie, save({ set: "aiAssistantEnabled", aiAssistantEnabled: "true" }));
    expect(on.body).toMatchObject({ ok: true, value: { aiAssistantEnabled: true } });
    expect(await settingsAudits(me.company.id)).toHaveLength(2);
  });

  it("refuses the switches below Enterprise with the domain's 403 and message", async () => {
    const me = await admin("per_document");
    const answer = await post(
      me.cookie,
      save({ set: "documentImportEnabled", documentImportEnabled: "false" }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ ok: false, code: "forbidden", message: SETTINGS_ENTERPRISE_MESSAGE });
  });

  it("refuses a person who may not open the Admin Panel (403), changing nothing", async () => {
    const me = await person({ tier: "enterprise", role: "user" });
    const answer = await post(me.cookie, save({ set: "maxUsers", maxUsers: "2" }));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ state: "denied" });
    expect((await settingsOf(me.company.id))?.maxUsers ?? null).not.toBe(2);
  });

  it("answers a form that names no setting with 400, not a 500", async () => {
    const me = await admin();
    const answer = await post(me.cookie, save({}));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, code: "invalid_input" });
  });
});

describe("authorized domains (intents claim-domain, cancel-domain-claim)", () => {
  it("answers a public mail provider with 400 and the message for the field", async () => {
    const me = await admin();
    const answer = await post(me.cookie, { intent: "claim-domain", domain: "gmail.com" });
    expect(answer.status).toBe(400);
    expect(!answer.body.ok && answer.body.fieldErrors.domain).toMatch(/gmail\.com/);
    expect(!answer.body.ok && answer.body.values.domain).toBe("gmail.com");
  });

  it("claims a domain once when the form is sent twice at once (200, then the domain's 409)", async () => {
    const me = await admin();
    const name = uniqueDomain();
    const answers = await Promise.all([
      post(me.cookie, { intent: "claim-domain", domain: name }),
      post(me.cookie, { intent: "claim-domain", domain: name }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      message: expect.stringContaining(name),
    });
    expect(await claimsOf(me.company.id)).toHaveLength(1);
  });

  it("removes a pending domain; a stale form (removed meanwhile) is the domain's 404", async () => {
    const me = await admin();
    await post(me.cookie, { intent: "claim-domain", domain: uniqueDomain() });
    const [claim] = await claimsOf(me.company.id);
    const removed = await post(me.cookie, { intent: "cancel-domain-claim", claimId: claim!.id });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ ok: true, value: { pendingDomains: [] } });
    const stale = await post(me.cookie, { intent: "cancel-domain-claim", claimId: claim!.id });
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ ok: false, code: "not_found" });
  });

  it("takes a verified domain off with the list that remains (an empty one too)", async () => {
    const me = await admin();
    await domain()
      .companyDb.update(companySettings)
      .set({ authorizedDomains: ["kept.example.com", "gone.example.com"] })
      .where(eq(companySettings.companyId, me.company.id));
    const one = await post(
      me.cookie,
      save({ set: "authorizedDomains", authorizedDomains: ["kept.example.com"] }),
    );
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ ok: true, value: { authorizedDomains: ["kept.example.com"] } });
    const none = await post(me.cookie, save({ set: "authorizedDomains" }));
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ ok: true, value: { authorizedDomains: [] } });
  });
});
