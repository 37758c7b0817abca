import {
  type SlackApi,
  SlackApiError,
  SlackRateLimitedError,
  SlackUnavailableError,
} from "../../domain/slack/slack-api";

export const DEFAULT_SLACK_API_URL = "https://slack.com/api";

/**
 * The Slack Web API over fetch (https://api.slack.com/web): auth.test and conversations.info as
 * form posts, chat.postMessage as JSON, the token in `Authorization: Bearer`. `baseUrl` is
 * SLACK_API_URL (a local fake Slack server in tests). Tokens never appear in thrown messages.
 */
export function slackWebApi(
  baseUrl: string = DEFAULT_SLACK_API_URL,
  fetcher: typeof fetch = fetch,
): SlackApi {
  const root = baseUrl.replace(/(?<!\/)\/+$/, "");

  async function call(
    method: string,
    token: string,
    body: URLSearchParams | object,
  ): Promise<Record<string, unknown>> {
    const form = body instanceof URLSearchParams;
    let response: Response;
    try {
      response = await fetcher(`${root}/${method}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": form ? "application/x-www-form-urlencoded" : "application/json; charset=utf-8",
        },
        body: form ? body.toString() : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new SlackUnavailableError(`Slack ${method} could not be reached`);
    }
    if (response.status === 429) {
      // Slack's rate limit: Retry-After seconds (a minute when it does not say).
      const retryAfter = Number.parseInt(response.headers.get("retry-after") ?? "", 10);
      await response.body?.cancel();
      throw new SlackRateLimitedError(
        method,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
      );
    }
    let data: Record<string, unknown>;
    try {
      data = (await response.json()) as Record<string, unknown>;
    } catch {
      throw new SlackUnavailableError(`Slack ${method} answered HTTP ${response.status} without JSON`);
    }
    if (data.ok !== true) {
      if (response.status >= 500)
        throw new SlackUnavailableError(`Slack ${method} answered HTTP ${response.status}`);
      throw new SlackApiError(method, typeof data.error === "string" ? data.error : "unknown_error");
    }
    return data;
  }

  const text = (value: unknown) => (typeof value === "string" ? value : "");

  return {
    async authTest(token) {
      const data = await call("auth.test", token, new URLSearchParams());
      return { teamId: text(data.team_id), teamName: text(data.team), botUserId: text(data.user_id) };
    },
    async conversationInfo(token, channel) {
      const data = await call("conversations.info", token, new URLSearchParams({ channel }));
      const info = (data.channel ?? {}) as Record<string, unknown>;
      return { id: text(info.id) || channel, name: text(info.name) || null };
    },
    async postMessage(token, channel, message, blocks) {
      const data = await call("chat.postMessage", token, {
        channel,
        text: message,
        ...(blocks ? { blocks } : {}),
      });
      return { ts: text(data.ts) };
    },
  };
}
