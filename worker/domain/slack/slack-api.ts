import type { SlackBlock } from "../contract";

// The Slack Web API as the domain uses it: a port, implemented by worker/adapters/slack/slack-web-api.ts
// (fetch against SLACK_API_URL). Tests point the adapter at a local fake Slack server.

export interface SlackIdentity {
  teamId: string;
  teamName: string;
  botUserId: string;
}

export interface SlackChannel {
  id: string;
  name: string | null;
}

/** Slack answered `ok: false` (invalid_auth, channel_not_found, not_in_channel …). */
export class SlackApiError extends Error {
  constructor(
    readonly method: string,
    readonly slackError: string,
  ) {
    super(`Slack ${method} failed: ${slackError}`);
  }
}

/**
 * Slack answered HTTP 429 (rate limited, https://api.slack.com/apis/rate-limits): try again after
 * `retryAfterSeconds` (its Retry-After header).
 */
export class SlackRateLimitedError extends SlackApiError {
  constructor(
    method: string,
    readonly retryAfterSeconds: number,
  ) {
    super(method, "ratelimited");
  }
}

/** Slack could not be reached, or answered something other than Slack JSON. */
export class SlackUnavailableError extends Error {}

export interface SlackApi {
  /** auth.test: who the token belongs to. SlackApiError when Slack refuses the token. */
  authTest(token: string): Promise<SlackIdentity>;
  /** conversations.info: the channel, when the token can see it. */
  conversationInfo(token: string, channel: string): Promise<SlackChannel>;
  /**
   * chat.postMessage: `text` alone, or Block Kit `blocks` with `text` as the notification and
   * screen-reader fallback. SlackRateLimitedError on HTTP 429.
   */
  postMessage(token: string, channel: string, text: string, blocks?: SlackBlock[]): Promise<{ ts: string }>;
}
