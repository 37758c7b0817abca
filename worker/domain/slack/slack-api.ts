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
  override name = "SlackApiError";
}

/**
 * Whether `error` is a SlackApiError, by its name rather than `instanceof`: the adapter throwing it
 * is in the Worker's bundle, a route action's operation in the Remix app's, each with its own class.
 */
export function isSlackApiError(error: unknown): error is SlackApiError {
  return error instanceof Error && (error.name === "SlackApiError" || error.name === "SlackRateLimitedError");
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
  override name = "SlackRateLimitedError";
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
