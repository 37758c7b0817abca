import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { startFakeDnsOverHttpsServer } from "./test/node/fake-dns-over-https-server";
import { startFakeSalesforceServer } from "./test/node/fake-salesforce-server";
import { startFakeSlackServer } from "./test/node/fake-slack-server";
import { startFakeWorkersAiServer } from "./test/node/fake-workers-ai-server";
import { RATE_LIMIT_NAMES, rateLimitBinding } from "./worker/domain/contract/rate-limits";

// Tests never call the real Slack: one fake Slack Web API server (Node) per test run, reached by the
// Worker through SLACK_API_URL; tests read its recorded calls at `${env.SLACK_API_URL}/__calls`.
let fakeSlackServer: ReturnType<typeof startFakeSlackServer> | undefined;
const fakeSlack = () => {
  fakeSlackServer ??= startFakeSlackServer();
  return fakeSlackServer;
};

// The same for Salesforce: tests point the CRM configuration's login URL at SALESFORCE_TEST_URL,
// the Worker's explicit test-only allowance (any other login URL must be Salesforce's own host).
let fakeSalesforceServer: ReturnType<typeof startFakeSalesforceServer> | undefined;
const fakeSalesforce = () => {
  fakeSalesforceServer ??= startFakeSalesforceServer();
  return fakeSalesforceServer;
};

// And DNS: domain proofs read TXT records from a fake DNS-over-HTTPS resolver (DNS_OVER_HTTPS_URL);
// tests publish records at DNS_TEST_RECORDS_URL.
let fakeDnsServer: ReturnType<typeof startFakeDnsOverHttpsServer> | undefined;
const fakeDns = () => {
  fakeDnsServer ??= startFakeDnsOverHttpsServer();
  return fakeDnsServer;
};

// And Workers AI's REST API, which `npm run bench:rag -- --engine workers-ai` calls (WORKERS_AI_TEST_URL).
let fakeWorkersAiServer: ReturnType<typeof startFakeWorkersAiServer> | undefined;
const fakeWorkersAi = () => {
  fakeWorkersAiServer ??= startFakeWorkersAiServer();
  return fakeWorkersAiServer;
};

// Unit and integration tests run inside workerd (the Workers runtime) with a real local D1.
export default defineConfig({
  plugins: [
    // Route modules imported by tests (test/http/round-trip-budget.test.ts runs their loaders): the
    // dashboard's chunk URLs are the server build's (vite.config.ts), empty anywhere else, as here;
    // and @remix-run/cloudflare (imported by route modules and their *.server.ts helpers), whose
    // CommonJS build does not load in workerd's test runner, is its server runtime (the same `data` and `redirect`; test/support/worker-pages.ts does the same).
    {
      name: "charterly-route-modules-in-tests",
      enforce: "pre",
      resolveId(source: string, importer: string | undefined) {
        if (source === "virtual:dashboard-chunk-urls") return "\0dashboard-chunk-urls";
        if (
          source === "@remix-run/cloudflare" &&
          (importer?.includes("/remix-app/routes/") || /\/remix-app\/.*\.server\.ts$/.test(importer ?? ""))
        )
          return this.resolve("@remix-run/server-runtime", importer, { skipSelf: true });
        return undefined;
      },
      load: (id: string) => (id === "\0dashboard-chunk-urls" ? "export default [];" : undefined),
    },
    cloudflareTest(async () => ({
      miniflare: {
        // Outbound fetches to Slack go to a local fake Slack server (test/node/fake-slack-server.ts).
        compatibilityDate: "2026-11-01",
        compatibilityFlags: ["nodejs_compat"],
        // MIGRATION_DB: an empty database for the migration tests, which apply the migrations step by step.
        d1Databases: ["DB", "COMPANY_DB_2", "MIGRATION_DB"],
        r2Buckets: ["FILES"],
        // The rate-limit bindings (wrangler.toml [[ratelimits]]), with limits no other test reaches
        // (they call routes many times as one person, from one address); RATE_LIMIT_TEST_LOW, with
        // the production shape and a limit of 3 a minute, stands in for one in test/http/rate-limits.test.ts.
        ratelimits: {
          ...Object.fromEntries(
            RATE_LIMIT_NAMES.map((name, i) => [
              rateLimitBinding(name),
              { namespace_id: String(9001 + i), simple: { limit: 100_000, period: 60 as const } },
            ]),
          ),
          RATE_LIMIT_TEST_LOW: { namespace_id: "9999", simple: { limit: 3, period: 60 } },
        },
        // The PDF fonts are imported as binary modules, as wrangler.toml's [[rules]] does for the Worker.
        modulesRules: [{ type: "Data", include: ["**/*.ttf"] }],
        bindings: {
          APP_ENV: "test",
          // `npm run list:home-crossings` lists the statements that cross the directory/company
          // boundary (worker/db/known-crossings.ts); otherwise an unknown one fails its test.
          HOME_CROSSINGS: process.env.CHARTERLY_RECORD_HOME_CROSSINGS ? "record" : "refuse",
          // Nothing listens on the discard port: sign-in discovery fails fast, as with a provider that is down.
          OIDC_ISSUER: "http://127.0.0.1:9",
          OIDC_CLIENT_ID: "charterly-test",
          OIDC_CLIENT_SECRET: "charterly-test-secret",
          SESSION_SECRET: "test-session-secret-0123456789abcdef0123",
          IDENTITY_HINT_KEY: "test-identity-hint-key-0123456789abcdef",
          ENCRYPTION_KEY: "dGVzdC1lbmNyeXB0aW9uLWtleS0zMi1ieXRlcyEhISE=",
          SLACK_API_URL: (await fakeSlack()).url,
          // The Slack bot's service credential (decision 017): /api/slack/* answer 503 without one.
          SLACK_SERVICE_TOKEN: "test-slack-service-token-0123456789abcdef",
          SALESFORCE_TEST_URL: (await fakeSalesforce()).url,
          DNS_OVER_HTTPS_URL: (await fakeDns()).url,
          DNS_TEST_RECORDS_URL: (await fakeDns()).recordsUrl,
          WORKERS_AI_TEST_URL: (await fakeWorkersAi()).origin,
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
        },
      },
    })),
  ],
  test: {
    include: ["worker/**/*.test.ts", "test/**/*.test.ts", "remix-app/**/*.test.ts"],
    // test/node: plain-Node tests (node --test), run by scripts/test.ts.
    exclude: ["test/node/**", "**/node_modules/**"],
    setupFiles: ["./test/support/apply-migrations.ts"],
  },
});
