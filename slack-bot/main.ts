// `npm run slack-bot`: Charterly's Slack bot. Configuration from the environment (slack-bot/config.ts).
import { createApp } from "./app";
import { loadConfig } from "./config";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = createApp(config);
await app.start(config.PORT);
console.log(
  config.SLACK_APP_TOKEN
    ? "Charterly's Slack bot is connected by Socket Mode."
    : `Charterly's Slack bot listens on port ${config.PORT} (POST /slack/events).`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app
      .stop()
      .catch((error: unknown) => console.error("Stopping the Slack bot failed:", error))
      .finally(() => process.exit(0));
  });
}
