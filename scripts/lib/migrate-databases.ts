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
  return d1Databases(wranglerToml, environment).map((d) => d.binding);
}

export interface D1Declaration {
  binding: string;
  databaseName?: string;
  databaseId?: string;
}

/**
 * The [[d1_databases]] of wrangler.toml's top level (local runs) or of [env.<name>], in database
 * order: DB (company database 1), then COMPANY_DB_2, COMPANY_DB_3, … — for a Worker of our own that
 * must bind the same local databases as the app (seed:scale's).
 */
export function d1Databases(wranglerToml: string, environment?: string): D1Declaration[] {
  const prefix = environment ? `env.${environment}.` : "";
  const declared: D1Declaration[] = [];
  let inSection = false;
  for (const line of wranglerToml.split("\n")) {
    const header = /^\s*\[\[?([^\]]+)\]\]?/.exec(line);
    if (header) {
      inSection = header[1]!.trim() === `${prefix}d1_databases`;
      if (inSection) declared.push({ binding: "" });
      continue;
    }
    const field = inSection ? /^\s*(binding|database_name|database_id)\s*=\s*"([^"]+)"/.exec(line) : null;
    if (!field) continue;
    const current = declared.at(-1)!;
    if (field[1] === "binding") current.binding = field[2]!;
    else if (field[1] === "database_name") current.databaseName = field[2]!;
    else current.databaseId = field[2]!;
  }
  const db = declared.find((d) => d.binding === "DB");
  if (!db) throw new Error(`wrangler.toml declares no DB for ${environment ?? "local runs"}.`);
  const companies = declared
    .filter((d) => /^COMPANY_DB_\d+$/.test(d.binding))
    .sort((a, b) => Number(a.binding.slice(11)) - Number(b.binding.slice(11)));
  return [db, ...companies];
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
