import { z } from "zod";

/** Bindings and variables the Worker receives (wrangler.toml, .dev.vars, `wrangler secret put`). */
export interface Env {
  /**
   * The directory's database, which is also company database 1 (decision 027); more company
   * databases are bound as COMPANY_DB_2, COMPANY_DB_3, … (worker/db/company-database-bindings.ts).
   */
  DB: D1Database;
  FILES: R2Bucket;
  ASSETS?: Fetcher;
  APP_ENV?: string;
  APP_URL?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_PROMPT?: string;
  /** Where people set a new password at the identity provider (the reset-password mail); the issuer's URL when unset. */
  OIDC_PASSWORD_RESET_URL?: string;
  SESSION_SECRET?: string;
  /**
   * Signs the identity hint cookie (decision 024: the session lookup rides with a read's first
   * query), 32+ characters (`wrangler secret put IDENTITY_HINT_KEY`). Unset: no hint, and every
   * signed-in read looks the session up first.
   */
  IDENTITY_HINT_KEY?: string;
  ENCRYPTION_KEY?: string;
  /** Set only while ENCRYPTION_KEY rotates: the old key, which still opens what is not yet re-encrypted. */
  ENCRYPTION_KEY_PREVIOUS?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Slack Web API base URL; https://slack.com/api when unset (tests: a local fake Slack server). */
  SLACK_API_URL?: string;
  /**
   * The Slack bot's service credential (decision 017), a secret shared with the bot
   * (`wrangler secret put SLACK_SERVICE_TOKEN`). Unset: the service routes (/api/slack/*) answer 503.
   */
  SLACK_SERVICE_TOKEN?: string;
  SALES_EMAIL?: string;
  /**
   * A DNS-over-HTTPS resolver's JSON endpoint, for proving e-mail domains by a TXT record
   * (production: https://cloudflare-dns.com/dns-query). Unset: domains are proven by a mailed link only.
   */
  DNS_OVER_HTTPS_URL?: string;
  /**
   * Tests only (APP_ENV local or test; production refuses to start with it): the origin of a local
   * fake Salesforce, accepted as the CRM login URL and instance besides Salesforce's own hosts.
   */
  SALESFORCE_TEST_URL?: string;
  /**
   * Benches only (`npm run bench:latency -- --d1-delay 50`): milliseconds added before every D1
   * round trip, as a reader far from the database waits for them. Ignored when APP_ENV is production.
   */
  D1_ROUND_TRIP_DELAY_MS?: string;
  /**
   * Tests only: "record" prints each statement that crosses the directory/company boundary instead
   * of failing on one that is not a known crossing (`npm run list:home-crossings`, decision 027).
   */
  HOME_CROSSINGS?: string;
  /** Workers AI (optional): without it, documents are composed by the embedded engine (worker/adapters/ai). */
  AI?: Ai;
  /** Workers AI text model id; "@cf/meta/llama-3.1-8b-instruct" when unset. */
  AI_TEXT_MODEL?: string;
  /**
   * The assistant's vector index (optional, production): with AI it holds the knowledge chunks'
   * embeddings (768 dimensions, cosine). Without it the assistant retrieves by full-text search only.
   */
  VECTORIZE?: VectorizeIndex;
  /**
   * Cloudflare rate-limiting bindings, one per limit of contract/rate-limits.ts (wrangler.toml
   * [[ratelimits]]; worker/http/rate-limit.ts counts with them).
   */
  RATE_LIMIT_SIGN_IN?: RateLimit;
  RATE_LIMIT_GENERATION?: RateLimit;
  RATE_LIMIT_ASSISTANT?: RateLimit;
  RATE_LIMIT_UPLOAD?: RateLimit;
  RATE_LIMIT_ENTERPRISE_INQUIRY?: RateLimit;
  RATE_LIMIT_EMAIL_CHANGE?: RateLimit;
  RATE_LIMIT_TEAM_MAIL?: RateLimit;
  RATE_LIMIT_TOKEN_REQUEST?: RateLimit;
  RATE_LIMIT_SCIM?: RateLimit;
}

export const APP_URL_REQUIRED_MESSAGE =
  "APP_URL is required when APP_ENV is production: the app's public origin (e.g. https://charterly.example.com), from which sign-in redirects and the links in e-mail are built; without it they would follow the request's Host header";

export const SALESFORCE_TEST_URL_IN_PRODUCTION_MESSAGE =
  "SALESFORCE_TEST_URL is for tests only and must not be set when APP_ENV is production: Salesforce's credentials go to Salesforce's own hosts only";

const configSchema = z
  .object({
    APP_ENV: z.enum(["local", "test", "production"]).default("local"),
    // The public origin. Local and test runs may leave it unset (the request's origin is used);
    // production refuses to run without it (below).
    APP_URL: z
      .url({ message: "APP_URL must be the app's public origin, e.g. https://charterly.example.com" })
      .optional(),
    OIDC_ISSUER: z.url({ message: "OIDC_ISSUER must be the identity provider's issuer URL" }),
    OIDC_CLIENT_ID: z.string().min(1, "OIDC_CLIENT_ID is required"),
    OIDC_CLIENT_SECRET: z
      .string()
      .min(1, "OIDC_CLIENT_SECRET is required (wrangler secret put OIDC_CLIENT_SECRET)"),
    // "login" forces the provider's sign-in form each time (the local default, so accounts can be switched).
    OIDC_PROMPT: z.string().optional(),
    // The provider's password-reset page, linked from the admin's Reset Password mail (optional).
    OIDC_PASSWORD_RESET_URL: z
      .url({ message: "OIDC_PASSWORD_RESET_URL must be the identity provider's password-reset page URL" })
      .optional(),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
    // Optional: without it reads look the session up before their first query (decision 024).
    IDENTITY_HINT_KEY: z.string().min(32, "IDENTITY_HINT_KEY must be at least 32 characters").optional(),
    ENCRYPTION_KEY: z.string().min(1, "ENCRYPTION_KEY is required (base64 of 32 random bytes)"),
    // Only during a key rotation (README "Operations"): secrets not yet re-encrypted still open.
    ENCRYPTION_KEY_PREVIOUS: z.string().min(1).optional(),
    // Transactional-mail HTTP API (worker/adapters/mail). Unset: the local outbox (local, test); production needs it.
    MAIL_API_URL: z.url({ message: "MAIL_API_URL must be the mail provider's send URL" }).optional(),
    MAIL_API_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // The Slack bot's bearer credential for /api/slack/* (optional: without it those routes answer 503).
    SLACK_SERVICE_TOKEN: z
      .string()
      .min(
        32,
        "SLACK_SERVICE_TOKEN must be at least 32 characters (e.g. the output of `openssl rand -hex 32`)",
      )
      .optional(),
    SALES_EMAIL: z
      .email({ message: "SALES_EMAIL must be an e-mail address" })
      .default("sales@charterly.test"),
    // Proving e-mail domains by DNS (decision 021); unset, by the mailed link only.
    DNS_OVER_HTTPS_URL: z
      .url({
        message:
          "DNS_OVER_HTTPS_URL must be a DNS-over-HTTPS resolver's URL, e.g. https://cloudflare-dns.com/dns-query",
      })
      .optional(),
    // The local fake Salesforce of the tests (worker/domain/crm/salesforce-address.ts).
    SALESFORCE_TEST_URL: z
      .url({ message: "SALESFORCE_TEST_URL must be the local fake Salesforce's URL" })
      .optional(),
  })
  // Production fails closed: no serving with origins taken from whatever Host header a request carries.
  .refine((config) => config.APP_ENV !== "production" || config.APP_URL !== undefined, {
    path: ["APP_URL"],
    message: APP_URL_REQUIRED_MESSAGE,
  })
  // The CRM's secrets go to Salesforce's hosts only: a test's fake is never an address in production.
  .refine((config) => config.APP_ENV !== "production" || config.SALESFORCE_TEST_URL === undefined, {
    path: ["SALESFORCE_TEST_URL"],
    message: SALESFORCE_TEST_URL_IN_PRODUCTION_MESSAGE,
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigurationError extends Error {}

const cache = new WeakMap<object, Config>();

/**
 * Parses the environment once per isolate; a misconfiguration names the variable to fix. Throws
 * ConfigurationError, which the API answers as a 500 naming the setting (logged). Production
 * without APP_URL is such a misconfiguration.
 */
export function readConfig(env: Env): Config {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigurationError(`Charterly is not configured: ${problems}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}
