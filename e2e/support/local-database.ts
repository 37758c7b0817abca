import { execFileSync } from "node:child_process";

/**
 * Runs SQL on the end-to-end run's local D1 (the same SQLite file the running Worker uses). Only
 * for what a person cannot do through the app, such as letting 24 hours pass.
 */
export function runSql(sql: string) {
  return execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo(), "--command", sql, "--json"],
    { stdio: "pipe" },
  ).toString();
}

const persistTo = () => process.env.E2E_PERSIST_TO ?? ".wrangler/e2e-state";

/** The rows a query reads from the run's local D1. */
export function runSqlJson<T>(sql: string): T[] {
  const answer = JSON.parse(runSql(sql)) as { results: T[] }[];
  return answer[0]?.results ?? [];
}
