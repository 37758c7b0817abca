import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { companyDatabaseBindings } from "../../worker/db/company-database-bindings";
import { idRangeStatements } from "../../worker/db/id-ranges";
import { fenceTriggerStatements } from "../../worker/domain/platform/company-fence-triggers";

// Every company database (DB, the directory's own, and COMPANY_DB_2), as `npm run db:migrate` does:
// the migrations, then each database's id range and the move's fence triggers. Idempotent.
for (const [index, d1] of companyDatabaseBindings(env).entries()) {
  await applyD1Migrations(d1, env.TEST_MIGRATIONS);
  const statements = [...idRangeStatements(index + 1), ...fenceTriggerStatements()];
  await d1.batch(statements.map((statement) => d1.prepare(statement)));
}
