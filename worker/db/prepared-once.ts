import { NoopCache } from "drizzle-orm/cache/core";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { D1PreparedQuery } from "drizzle-orm/d1";
import { NoopLogger } from "drizzle-orm/logger";

/** What drizzle's prepared select keeps (internal fields of D1PreparedQuery, drizzle-orm 0.45). */
interface PreparedSelectParts {
  query: { sql: string; params: unknown[] };
  fields: ConstructorParameters<typeof D1PreparedQuery>[6];
  joinsNotNullableMap?: Record<string, boolean>;
}

/**
 * A select whose SQL is built once per isolate and run on each request's database with that
 * request's values (`sql.placeholder(name)` in the query, values by name).
 *
 * drizzle builds a query's SQL text from its expression tree on every run, and that is slow: the
 * session lookup (four tables, 17 columns) took about 0.9 ms to build in Node, on every signed-in
 * request, more than SQLite took to answer it (`npm run bench:profile`: drizzle's `is()` checks and
 * `SQL` chunk merging were the largest share of an API read's CPU). A D1 statement belongs to the
 * request whose binding made it, so only the text, its parameter slots and the result's columns
 * are kept; each run prepares a statement on the request's own binding (round trips counted and
 * retried as any other) and maps the rows as drizzle's own `.all()` does.
 */
export function preparedOnce<Result>(
  build: (db: DrizzleD1Database) => { prepare(): { all(values?: Record<string, unknown>): Promise<Result> } },
) {
  let parts: PreparedSelectParts | null = null;
  return (db: DrizzleD1Database, values: Record<string, unknown>): Promise<Result> => {
    // drizzle(binding) keeps its binding as $client; a database without one is run the usual way.
    const client = (db as { $client?: D1Database }).$client;
    if (!client) return build(db).prepare().all(values);
    parts ??= build(db).prepare() as unknown as PreparedSelectParts;
    const query = new D1PreparedQuery(
      client.prepare(parts.query.sql),
      parts.query,
      new NoopLogger(),
      new NoopCache(),
      undefined,
      undefined,
      parts.fields,
      "all",
      true,
    );
    // A left join's columns are null when it found no row: drizzle reads this map to say so.
    (query as unknown as PreparedSelectParts).joinsNotNullableMap = parts.joinsNotNullableMap;
    return query.all(values) as Promise<Result>;
  };
}
