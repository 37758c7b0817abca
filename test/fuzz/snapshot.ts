// Every row the app keeps, read back as text: what "nothing changed" is compared with. The tables
// are read from worker/db/schema.ts (as the recycle-bin test does), so a new table is covered too.
import { env } from "cloudflare:workers";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../worker/db/schema";

/**
 * Sessions are left out: reading one with a cookie moves its `last_seen_at` (the idle lifetime),
 * which every signed-in request does by design.
 */
const IGNORED = new Set(["sessions"]);

export const SNAPSHOT_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => getTableConfig(table).name)
  .filter((name) => !IGNORED.has(name));

/** Each table's rows (as sorted JSON lines) and every key in the file store. */
export async function snapshot(): Promise<Record<string, string[]>> {
  // One batch: one round trip to D1 for every table (a snapshot is taken before and after each route).
  const results = await env.DB.batch(
    SNAPSHOT_TABLES.map((name) => env.DB.prepare(`select * from "${name}"`)),
  );
  const tables: Record<string, string[]> = {};
  SNAPSHOT_TABLES.forEach((name, i) => {
    tables[name] = (results[i]!.results as Record<string, unknown>[])
      .map((row) => JSON.stringify(row))
      .sort();
  });
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  tables["R2 FILES"] = keys.sort();
  return tables;
}

/** The lines added and removed per table between two snapshots (empty when nothing changed). */
export function snapshotDiff(before: Record<string, string[]>, after: Record<string, string[]>) {
  const diff: Record<string, { added: string[]; removed: string[] }> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[name] ?? []);
    const is = new Set(after[name] ?? []);
    const added = [...is].filter((line) => !was.has(line));
    const removed = [...was].filter((line) => !is.has(line));
    if (added.length || removed.length) diff[name] = { added, removed };
  }
  return diff;
}
