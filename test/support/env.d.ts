import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Env as WorkerEnv } from "../../worker/env";

// Types `env` from "cloudflare:workers" in tests: the Worker's bindings plus the migrations to apply.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The second company database (decision 027): the tests run with two. */
      COMPANY_DB_2: D1Database;
      /** An empty database for the migration tests (test/migrations). */
      MIGRATION_DB: D1Database;
      /**
       * The local fake Salesforce (test/node/fake-salesforce-server.ts): the Worker's test-only
       * allowance (worker/env.ts), always set here.
       */
      SALESFORCE_TEST_URL: string;
      /** Where tests publish TXT records for the fake DNS-over-HTTPS resolver (test/node/fake-dns-over-https-server.ts). */
      DNS_TEST_RECORDS_URL: string;
      /** The local fake of Workers AI's REST API (test/node/fake-workers-ai-server.ts). */
      WORKERS_AI_TEST_URL: string;
      /** A rate-limit binding of 3 a minute (vitest.config.ts), swapped in by test/http/rate-limits.test.ts. */
      RATE_LIMIT_TEST_LOW: RateLimit;
    }
  }
}
