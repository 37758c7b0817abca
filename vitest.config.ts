import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Unit and integration tests run inside workerd (the Workers runtime) with a real local D1.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      miniflare: {
        compatibilityDate: "2026-11-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
        r2Buckets: ["FILES"],
        // The PDF fonts are imported as binary modules, as wrangler.toml's [[rules]] does for the Worker.
        modulesRules: [{ type: "Data", include: ["**/*.ttf"] }],
        bindings: {
          APP_ENV: "test",
          // Nothing listens on the discard port: sign-in discovery fails fast, as with a provider that is down.
          OIDC_ISSUER: "http://127.0.0.1:9",
          OIDC_CLIENT_ID: "charterly-test",
          OIDC_CLIENT_SECRET: "charterly-test-secret",
          SESSION_SECRET: "test-session-secret-0123456789abcdef0123",
          ENCRYPTION_KEY: "dGVzdC1lbmNyeXB0aW9uLWtleS0zMi1ieXRlcyEhISE=",
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
