// Applies the migrations to every database the Worker binds (decision 027): DB, the directory's own
// (also company database 1), and each company database COMPANY_DB_2, COMPANY_DB_3, … that
// wrangler.toml declares, then starts each company database's ids in its own range
// (worker/db/id-ranges.ts) and writes the move's fence triggers from the tables a move carries
// (domain/platform/company-fence-triggers.ts). Used by `npm start`, `npm run db:migrate`, `npm run db:migrate:local`,
// `npm run deploy` and the benches that start from a fresh database.
import { readFileSync } from "node:fs";
import { idRangeStatements } from "../../worker/db/id-ranges.ts";
import { fenceTriggerStatements } from "../../worker/domain/platform/company-fence-triggers.ts";
import { run } from "./processes.ts";

/** The D1 bindings of wrangler.toml's top level (local runs) or of [env.<name>], in database order. */
export function databaseBindings(wranglerToml: string, environment?: string): string[] {
  const prefix = environment ? `env.${environment}.` : "";
  const bindings: string[] = [];
  let inSection = false;
  for (const line of wranglerToml.split("\n")) {
    const header = /^\s*\[\[?([^\]]+)\]\]?/.exec(line);
    if (header) inSection = header[1]!.trim() === `${prefix}d1_databases`;
    const binding = inSection ? /^\s*binding\s*=\s*"([^"]+)"/.exec(line) : null;
    if (binding) bindings.push(binding[1]!);
  }
  const companies = bindings
    .filter((name) => /^COMPANY_DB_\d+$/.test(name))
    .sort((a, b) => Number(a.slice(11)) - Number(b.slice(11)));
  if (!bindings.includes("DB"))
    throw new Error(`wrangler.toml declares no DB for ${environment ?? "local runs"}.`);
  return ["DB", ...companies];
}

export async function migrateDatabases(
  wranglerArgs: string[],
  environment?: string,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  const bindings = databaseBindings(readFileSync("wrangler.toml", "utf8"), environment);
  for (const [index, binding] of bindings.entries()) {
    console.log(`Applying database migrations to ${binding}…`);
    await run("npx", ["wrangler", "d1", "migrations", "apply", binding, ...wranglerArgs], env);
    const statements = [...idRangeStatements(index + 1), ...fenceTriggerStatements()];
    await run(
      "npx",
      ["wrangler", "d1", "execute", binding, ...wranglerArgs, "--command", statements.join(";\n")],
      env,
    );
  }
}

// `tsx scripts/lib/migrate-databases.ts --local [--persist-to …]` or `--remote --env production`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const envIndex = args.indexOf("--env");
  await migrateDatabases(args, envIndex >= 0 ? args[envIndex + 1] : undefined);
}
