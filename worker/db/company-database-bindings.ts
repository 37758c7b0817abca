/**
 * The company databases' D1 bindings, in order (decision 027): `DB`, the directory's own database,
 * is company database 1 (a deployment's data stays where it is), then `COMPANY_DB_2`,
 * `COMPANY_DB_3`, … as wrangler.toml declares them. Adding a database is a deploy.
 *
 * A number left out would strand the companies placed on the databases after it, so a gap is an
 * error, raised at the first request rather than a silently shorter list.
 */
export function companyDatabaseBindings(env: { DB: D1Database }): D1Database[] {
  const bindings: Record<string, unknown> = env;
  return companyDatabaseNames(env).map((name) => bindings[name] as D1Database);
}

/** The company databases' binding names, in order: `DB` (company database 1), `COMPANY_DB_2`, … */
export function companyDatabaseNames(env: object): string[] {
  const found = Object.keys(env)
    .map((name) => /^COMPANY_DB_(\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  // Fresh id blocks start at 4096 (id-ranges.ts): a database numbered there would share them.
  if ((found.at(-1) ?? 0) >= 4096) throw new Error("Company databases are numbered below 4096.");
  found.forEach((n, i) => {
    if (n !== i + 2)
      throw new Error(
        `COMPANY_DB_${n} is declared but COMPANY_DB_${i + 2} is not: company databases are numbered from 2 (DB is 1), without gaps.`,
      );
  });
  return ["DB", ...found.map((n) => `COMPANY_DB_${n}`)];
}

/** The size of a block of ids (id-ranges.ts): database n's ids start at n × 10¹². */
export const IDS_PER_DATABASE = 1_000_000_000_000;
