import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Idempotent: applies only the migrations this database has not seen.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
