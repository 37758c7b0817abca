import { z } from "zod";

// The bot's configuration, parsed once at start-up: a missing secret stops it with a clear message
// instead of a first event failing at 3 a.m.

const url = (what: string) =>
  z
    .string({ error: `Set ${what}.` })
    .trim()
    .url(`${what} must be a URL (http:// or https://).`)
    .refine((value) => /^https?:\/\//.test(value), `${what} must be an http(s) URL.`);

export const configSchema = z.object({
  /** Basic Information → App Credentials → Signing Secret: Bolt refuses requests not signed with it. */
  SLACK_SIGNING_SECRET: z
    .string({ error: "Set SLACK_SIGNING_SECRET." })
    .trim()
    .min(1, "Set SLACK_SIGNING_SECRET."),
  /** The bearer credential shared with the Worker (its SLACK_SERVICE_TOKEN secret). */
  SLACK_SERVICE_TOKEN: z
    .string({ error: "Set SLACK_SERVICE_TOKEN." })
    .trim()
    .min(32, "SLACK_SERVICE_TOKEN must be at least 32 characters (the Worker's secret)."),
  /** The Worker's origin: the bot calls {CHARTERLY_API_URL}/api/slack/*. */
  CHARTERLY_API_URL: url("CHARTERLY_API_URL").transform((value) => value.replace(/\/+$/, "")),
  /** Slack's Web API base; tests point it at the local fake. The Web API client wants a trailing slash. */
  SLACK_API_URL: url("SLACK_API_URL")
    .transform((value) => (value.endsWith("/") ? value : `${value}/`))
    .optional(),
  /** An app-level token (xapp-…): when set, the bot connects by Socket Mode instead of listening on PORT. */
  SLACK_APP_TOKEN: z
    .string()
    .trim()
    .regex(/^xapp-/, "SLACK_APP_TOKEN is an app-level token starting with xapp-.")
    .optional(),
  PORT: z.coerce
    .number({ error: "PORT must be a number." })
    .int("PORT must be a whole number.")
    .min(0)
    .max(65535, "PORT must be at most 65535.")
    .default(3000),
  /** How long the bot waits for the Worker before apologising in the thread. */
  CHARTERLY_API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type BotConfig = z.infer<typeof configSchema>;

/** Reads the environment; throws one error naming every missing or malformed variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): BotConfig {
  // An empty variable (`FOO=` in a .env file) means unset.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`The Slack bot's configuration is incomplete:\n${problems.join("\n")}`);
}
