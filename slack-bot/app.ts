import { App, type Logger, LogLevel } from "@slack/bolt";
// @slack/web-api is CommonJS: Node's ESM loader does not see `retryPolicies` as a named export.
import slackWebApi from "@slack/web-api";
import { type CharterlyApi, createCharterlyApi } from "./charterly-api";
import type { BotConfig } from "./config";
import { authorizeWith, createInstallationCache } from "./installations";
import { registerListeners } from "./listeners";
import { createRecentEvents } from "./recent-events";

// The Slack app: one HTTP endpoint (/slack/events) for the Events API, interactivity and the slash
// command — Bolt verifies each request's signature and refuses the rest — or Socket Mode when an
// app-level token is configured. Every company's bot token comes from the Worker (`authorize`).

export interface BotOverrides {
  /** A fake Worker client in tests. */
  api?: CharterlyApi;
  logger?: Logger;
}

export function createApp(config: BotConfig, overrides: BotOverrides = {}) {
  const api =
    overrides.api ??
    createCharterlyApi({
      baseUrl: config.CHARTERLY_API_URL,
      serviceToken: config.SLACK_SERVICE_TOKEN,
      timeoutMs: config.CHARTERLY_API_TIMEOUT_MS,
    });
  const socketMode = Boolean(config.SLACK_APP_TOKEN);
  const app = new App({
    signingSecret: config.SLACK_SIGNING_SECRET,
    authorize: authorizeWith(createInstallationCache({ api })),
    ...(socketMode ? { socketMode: true, appToken: config.SLACK_APP_TOKEN } : { port: config.PORT }),
    ...(overrides.logger ? { logger: overrides.logger } : { logLevel: config.LOG_LEVEL as LogLevel }),
    clientOptions: {
      ...(config.SLACK_API_URL ? { slackApiUrl: config.SLACK_API_URL } : {}),
      // Slack's 429s are waited out (Retry-After) and retried, never dropped; a reply a few minutes
      // late beats none, but not one half an hour late.
      rejectRateLimitedCalls: false,
      retryConfig: slackWebApi.retryPolicies.fiveRetriesInFiveMinutes,
      timeout: 10_000,
    },
    customRoutes: [
      {
        path: "/health",
        method: ["GET"],
        handler: (_request, response) => {
          response.writeHead(200, { "content-type": "text/plain" });
          response.end("ok");
        },
      },
    ],
  });
  registerListeners(app, { api, recentEvents: createRecentEvents() });
  return app;
}

export { LogLevel };
