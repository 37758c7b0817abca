import { env } from "cloudflare:workers";
import {
  type CompanySettingsDto,
  SLACK_CHANNEL_NOT_FOUND_MESSAGE,
  SLACK_ENABLE_NEEDS_TOKEN_MESSAGE,
  SLACK_NOT_CONFIGURED_MESSAGE,
  SLACK_TEST_MESSAGE_TEXT,
  SLACK_TOKEN_INVALID_MESSAGE,
  SLACK_UNREACHABLE_MESSAGE,
} from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditEvents, companySettings } from "../../worker/db/schema";
import { isSealed } from "../../worker/domain/secrets/secret-box";
import { callApi, domain, person } from "../support/fixtures";

interface FakeSlackCall {
  method: string;
  token: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
}

/** What the fake Slack server (test/node/fake-slack-server.ts) received with this token. */
const slackCalls = async (token: string): Promise<FakeSlackCall[]> =>
  (await fetch(`${env.SLACK_API_URL}/__calls?token=${encodeURIComponent(token)}`)).json();

const newToken = () => `xoxb-${Date.now()}-${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}4f2a`;

const settingsOf = async (companyId: number) =>
  (
    await domain().companyDb.select().from(companySettings).where(eq(companySettings.companyId, companyId))
  )[0]!;

const put = (cookie: string, body: unknown) =>
  callApi("PUT", "/api/admin/company-settings", { cookie, body });

describe("Slack integration", () => {
  it("a token is checked with auth.test (as Bearer), stored sealed, and shown only as a mask", async () => {
    const log = vi.spyOn(console, "log");
    const error = vi.spyOn(console, "error");
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const token = newToken();
    const res = await put(admin.cookie, { slackBotToken: token, slackEnabled: true });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(token);
    expect(JSON.parse(text) as CompanySettingsDto).toMatchObject({
      slack: { enabled: true, tokenMask: "xoxb-…4f2a", teamId: "T0FAKETEAM", teamName: "Fake Workspace" },
    });

    const calls = await slackCalls(token);
    expect(calls.map((call) => call.method)).toEqual(["auth.test"]);
    expect(calls[0]!.token).toBe(token); // sent as `Authorization: Bearer <token>`

    const row = await settingsOf(admin.company.id);
    expect(isSealed(row.slackBotTokenEncrypted!)).toBe(true);
    expect(row.slackBotTokenEncrypted).not.toContain(token);
    expect(await domain().secrets.open(row.slackBotTokenEncrypted!)).toBe(token);
    expect(row).toMatchObject({ slackTeamId: "T0FAKETEAM", slackTeamName: "Fake Workspace" });

    const get = await callApi("GET", "/api/admin/company-settings", { cookie: admin.cookie });
    const got = await get.text();
    expect(got).not.toContain(token);
    expect(got).not.toContain(row.slackBotTokenEncrypted!);
    expect((JSON.parse(got) as CompanySettingsDto).slack.tokenMask).toBe("xoxb-…4f2a");

    // Audit: the mask, never the token.
    const audits = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, admin.company.id));
    expect(audits.map((row) => row.details?.field).sort()).toEqual(["slackBotToken", "slackEnabled"]);
    expect(JSON.stringify(audits)).not.toContain(token);
    // Nor in any log line.
    for (const call of [...log.mock.calls, ...error.mock.calls])
      expect(JSON.stringify(call)).not.toContain(token);
    log.mockRestore();
    error.mockRestore();
  });

  it("a token Slack refuses answers 422 and stores nothing", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const token = `xoxb-invalid-${crypto.randomUUID()}`;
    const res = await put(admin.cookie, { slackBotToken: token, slackEnabled: true });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).not.toContain(token);
    expect(JSON.parse(text)).toMatchObject({ message: SLACK_TOKEN_INVALID_MESSAGE });
    const row = await settingsOf(admin.company.id);
    expect(row).toMatchObject({ slackBotTokenEncrypted: null, slackTeamId: null, slackEnabled: false });
    expect(
      await domain().companyDb.select().from(auditEvents).where(eq(auditEvents.companyId, admin.company.id)),
    ).toEqual([]);
  });

  it("a token save while Slack cannot be reached answers 502 with the reason, and stores nothing", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const token = `xoxb-unavailable-${crypto.randomUUID()}`;
    const res = await put(admin.cookie, { slackBotToken: token });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: "upstream_failed", message: SLACK_UNREACHABLE_MESSAGE });
    expect((await settingsOf(admin.company.id)).slackBotTokenEncrypted).toBeNull();
  });

  it("a token of the wrong form is refused before Slack is called", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const res = await put(admin.cookie, { slackBotToken: "xoxp-user-token-123456" });
    expect(res.status).toBe(400);
    expect(await slackCalls("xoxp-user-token-123456")).toEqual([]);
  });

  it("the channel id is checked by form and with conversations.info", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const token = newToken();
    // No token saved yet.
    expect((await put(admin.cookie, { slackChannelId: "C0123456789" })).status).toBe(400);
    expect((await put(admin.cookie, { slackBotToken: token })).status).toBe(200);
    for (const bad of ["general", "#general", "C123", "c0123456789", "D0123456789"]) {
      expect((await put(admin.cookie, { slackChannelId: bad })).status, bad).toBe(400);
    }
    const missing = await put(admin.cookie, { slackChannelId: "CMISSING0001" });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ message: SLACK_CHANNEL_NOT_FOUND_MESSAGE });
    const ok = await put(admin.cookie, { slackChannelId: "C0123456789" });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as CompanySettingsDto).slack.channelId).toBe("C0123456789");
    const info = (await slackCalls(token)).filter((call) => call.method === "conversations.info");
    expect(info.map((call) => call.body.channel)).toEqual(["CMISSING0001", "C0123456789"]);
  });

  it("'Send test message' posts to the saved channel through the fake Slack", async () => {
    const admin = await person({ tier: "system_admin", role: "company_admin" });
    const token = newToken();
    const notYet = await callApi("POST", "/api/admin/company-settings/slack/test", { cookie: admin.cookie });
    expect(notYet.status).toBe(400);
    expect(await notYet.json()).toMatchObject({ message: SLACK_NOT_CONFIGURED_MESSAGE });

    expect((await put(admin.cookie, { slackBotToken: token, slackChannelId: "G0ABCDEFGH1" })).status).toBe(
      200,
    );
    const res = await callApi("POST", "/api/admin/company-settings/slack/test", { cookie: admin.cookie });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(token);
    expect(JSON.parse(text)).toMatchObject({ ok: true, channelId: "G0ABCDEFGH1" });
    const posts = (await slackCalls(token)).filter((call) => call.method === "chat.postMessage");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      token,
      contentType: expect.stringContaining("application/json"),
      body: { channel: "G0ABCDEFGH1", text: SLACK_TEST_MESSAGE_TEXT },
    });
  });

  it("a new token is sealed with a fresh IV; null removes it with the workspace", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const token = newToken();
    await put(admin.cookie, { slackBotToken: token });
    const first = (await settingsOf(admin.company.id)).slackBotTokenEncrypted;
    await put(admin.cookie, { slackBotToken: token });
    const second = (await settingsOf(admin.company.id)).slackBotTokenEncrypted;
    expect(second).not.toBe(first);
    const res = await put(admin.cookie, { slackBotToken: null });
    expect(((await res.json()) as CompanySettingsDto).slack).toMatchObject({ tokenMask: null, teamId: null });
    expect((await settingsOf(admin.company.id)).slackBotTokenEncrypted).toBeNull();
  });

  it("Slack turns on only with a saved token, and turns off when the token is removed", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const refused = await put(admin.cookie, { slackEnabled: true });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: SLACK_ENABLE_NEEDS_TOKEN_MESSAGE });
    expect((await settingsOf(admin.company.id)).slackEnabled).toBe(false);

    expect((await put(admin.cookie, { slackBotToken: newToken() })).status).toBe(200);
    expect((await put(admin.cookie, { slackEnabled: true })).status).toBe(200);
    const removed = await put(admin.cookie, { slackBotToken: null });
    expect(((await removed.json()) as CompanySettingsDto).slack).toMatchObject({
      enabled: false,
      tokenMask: null,
    });
    expect((await settingsOf(admin.company.id)).slackEnabled).toBe(false);
  });

  it("Slack is refused below Enterprise, including the test message", async () => {
    const admin = await person({ tier: "per_document", role: "company_admin" });
    const token = newToken();
    expect((await put(admin.cookie, { slackBotToken: token })).status).toBe(403);
    expect(
      (await callApi("POST", "/api/admin/company-settings/slack/test", { cookie: admin.cookie })).status,
    ).toBe(403);
    expect(await slackCalls(token)).toEqual([]);
  });
});
