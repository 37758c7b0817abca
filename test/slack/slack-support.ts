// Helpers for the Slack service routes' tests (decision 017): a company with Slack set up as
// Company Settings leaves it (token sealed, workspace and channel saved), and calls as the bot makes
// them (its bearer service credential, no cookie, no Origin).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { companySettings } from "../../worker/db/schema";
import { type CallOptions, type Company, callApi, createCompany, domain } from "../support/fixtures";

export const SERVICE_TOKEN = "test-slack-service-token-0123456789abcdef";
/** The Worker's bindings with the bot's credential configured. */
export const withServiceToken = { SLACK_SERVICE_TOKEN: SERVICE_TOKEN };

let sequence = 0;
/** A fresh Slack id with a prefix (T… team, C… channel, U… user, Ev… event). */
export const slackId = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${(++sequence).toString().padStart(4, "0")}`;

export interface SlackSetup {
  teamId?: string;
  channelId?: string;
  enabled?: boolean;
  token?: string;
}

/** Saves Slack settings for a company as Company Settings does: the token sealed. */
export async function setUpSlack(companyId: number, setup: SlackSetup = {}) {
  const ctx = domain();
  const token = setup.token ?? `xoxb-${slackId("test")}-${crypto.randomUUID().slice(0, 8)}`;
  const values = {
    slackEnabled: setup.enabled ?? true,
    slackBotTokenEncrypted: await ctx.secrets.seal(token),
    slackTeamId: setup.teamId ?? slackId("T"),
    slackChannelId: setup.channelId ?? slackId("C"),
    slackTeamName: "Fake Workspace",
  };
  await ctx.companyDb.update(companySettings).set(values).where(eq(companySettings.companyId, companyId));
  return { token, teamId: values.slackTeamId, channelId: values.slackChannelId };
}

/** An Enterprise company with Slack set up. */
export async function slackCompany(name: string, setup: SlackSetup = {}) {
  const company: Company = await createCompany("enterprise", name);
  return { company, ...(await setUpSlack(company.id, setup)) };
}

/** POSTs to a service route as the bot: `Authorization: Bearer`, no cookie, no Origin. */
export function callService(
  path: string,
  body: unknown,
  options: {
    token?: string | null;
    cookie?: string;
    bindings?: CallOptions["bindings"];
    origin?: string;
  } = {},
) {
  const token = options.token === undefined ? SERVICE_TOKEN : options.token;
  const headers: Record<string, string> = { origin: options.origin ?? "" };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return callApi("POST", path, {
    body,
    cookie: options.cookie,
    headers,
    bindings: options.bindings ?? withServiceToken,
  });
}

interface FakeSlackCall {
  method: string;
  token: string | null;
  body: Record<string, unknown>;
}

/** What the fake Slack server (test/node/fake-slack-server.ts) received with this token. */
export const slackCalls = async (token: string): Promise<FakeSlackCall[]> =>
  (await fetch(`${env.SLACK_API_URL}/__calls?token=${encodeURIComponent(token)}`)).json();
