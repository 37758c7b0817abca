import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { companyDatabaseBindings } from "../../worker/db/company-database-bindings";
import { idRangeStatements } from "../../worker/db/id-ranges";

// Every company database (DB, the directory's own, and COMPANY_DB_2), as `npm run db:migrate` does:
// the migrations, then each database's id range. Idempotent: applies only what a database has not seen.
for (const [index, d1] of companyDatabaseBindings(env).entries()) {
  await applyD1Migrations(d1, env.TEST_MIGRATIONS);
  const ranges = idRangeStatements(index + 1);
  if (ranges.length > 0) await d1.batch(ranges.map((statement) => d1.prepare(statement)));
}
