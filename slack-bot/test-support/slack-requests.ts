import { createHmac } from "node:crypto";

// Requests as Slack sends them to the bot's endpoint: signed with the app's signing secret
// (v0 = HMAC-SHA256 of "v0:{timestamp}:{raw body}"). Used by the bot's tests and the e2e.

export function slackSignature(signingSecret: string, timestamp: number, rawBody: string) {
  return `v0=${createHmac("sha256", signingSecret).update(`v0:${timestamp}:${rawBody}`).digest("hex")}`;
}

export interface SignedRequestOptions {
  signingSecret: string;
  /** Override the signature (a forged request). */
  signature?: string;
  /** Slack's retry counter: set on a redelivery. */
  retryNum?: number;
  timestamp?: number;
}

/** POSTs a raw body to the bot as Slack would; answers the response. */
export async function postToBot(
  url: string,
  rawBody: string,
  contentType: "application/json" | "application/x-www-form-urlencoded",
  options: SignedRequestOptions,
) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    "content-type": contentType,
    "x-slack-request-timestamp": String(timestamp),
    "x-slack-signature": options.signature ?? slackSignature(options.signingSecret, timestamp, rawBody),
  };
  if (options.retryNum !== undefined) {
    headers["x-slack-retry-num"] = String(options.retryNum);
    headers["x-slack-retry-reason"] = "http_timeout";
  }
  return fetch(url, { method: "POST", headers, body: rawBody });
}

/** An Events API envelope (event_callback). */
export function eventEnvelope(teamId: string, eventId: string, event: Record<string, unknown>) {
  return JSON.stringify({
    token: "verification-token-unused",
    team_id: teamId,
    api_app_id: "A0CHARTERLY",
    type: "event_callback",
    event_id: eventId,
    event_time: Math.floor(Date.now() / 1000),
    authorizations: [{ team_id: teamId, user_id: "U0FAKEBOT", is_bot: true, is_enterprise_install: false }],
    event,
  });
}

export const sendEvent = (
  url: string,
  signingSecret: string,
  teamId: string,
  eventId: string,
  event: Record<string, unknown>,
  extra: Omit<SignedRequestOptions, "signingSecret"> = {},
) => postToBot(url, eventEnvelope(teamId, eventId, event), "application/json", { signingSecret, ...extra });

/** A button click (block_actions), sent as Slack does: a form with a JSON `payload`. */
export function sendButtonClick(
  url: string,
  signingSecret: string,
  click: {
    teamId: string;
    channelId: string;
    userId: string;
    actionId: string;
    value: string;
    messageTs: string;
    threadTs?: string;
    responseUrl: string;
  },
) {
  const payload = {
    type: "block_actions",
    team: { id: click.teamId, domain: "fake" },
    user: { id: click.userId, username: click.userId.toLowerCase(), team_id: click.teamId },
    api_app_id: "A0CHARTERLY",
    token: "verification-token-unused",
    container: {
      type: "message",
      message_ts: click.messageTs,
      channel_id: click.channelId,
      is_ephemeral: false,
    },
    trigger_id: "1.2.3",
    channel: { id: click.channelId, name: "policies" },
    message: {
      type: "message",
      ts: click.messageTs,
      ...(click.threadTs ? { thread_ts: click.threadTs } : {}),
      text: "…",
    },
    response_url: click.responseUrl,
    actions: [
      {
        type: "button",
        action_id: click.actionId,
        block_id: "b1",
        value: click.value,
        text: { type: "plain_text", text: "…" },
        action_ts: String(Date.now() / 1000),
      },
    ],
  };
  return postToBot(
    url,
    new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
    "application/x-www-form-urlencoded",
    { signingSecret },
  );
}

/** A slash command, sent as Slack does: a form. */
export function sendSlashCommand(
  url: string,
  signingSecret: string,
  command: {
    teamId: string;
    channelId: string;
    channelName?: string;
    userId: string;
    text: string;
    responseUrl: string;
  },
) {
  const form = new URLSearchParams({
    token: "verification-token-unused",
    team_id: command.teamId,
    team_domain: "fake",
    channel_id: command.channelId,
    channel_name: command.channelName ?? "policies",
    user_id: command.userId,
    user_name: command.userId.toLowerCase(),
    command: "/charterly",
    text: command.text,
    api_app_id: "A0CHARTERLY",
    response_url: command.responseUrl,
    trigger_id: "1.2.3",
  });
  return postToBot(url, form.toString(), "application/x-www-form-urlencoded", { signingSecret });
}
