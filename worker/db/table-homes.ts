import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { FULL_TEXT_TABLES } from "./full-text-tables";
import * as companySchema from "./schema/company";
import * as directorySchema from "./schema/directory";
import * as everyDatabaseSchema from "./schema/every-database";

/**
 * Which database each table belongs in (decision 027): the **directory** holds what is
 * platform-wide, a **company** database each company's documents and everything that hangs off
 * them; a deployment has several company databases, the first in the directory's own D1 database.
 * The tests hold every statement to its home (home-check.ts), so a statement that names a table of
 * the other home fails before it can read or write the wrong database.
 *
 * A table's home is the file of schema/ that declares it, so a table cannot be declared without
 * one; `table-homes.test.ts` fails on a table the migrations create that no file declares.
 */
export type TableHome = "directory" | "company";

/** Where a table is: in one home's databases, or in every database (the guard's row, the outbox). */
export type TablePlace = TableHome | "every";

/** The SQL names of the tables a schema file declares. */
export function tablesDeclaredIn(schema: Record<string, unknown>): string[] {
  return Object.values(schema).flatMap((value) => (is(value, SQLiteTable) ? [getTableName(value)] : []));
}

const placed = (place: TablePlace, names: readonly string[]) => names.map((name) => [name, place] as const);

export const TABLE_HOMES: Readonly<Record<string, TablePlace>> = Object.freeze(
  Object.fromEntries([
    ...placed("directory", tablesDeclaredIn(directorySchema)),
    ...placed("company", tablesDeclaredIn(companySchema)),
    ...placed("company", FULL_TEXT_TABLES),
    ...placed("every", tablesDeclaredIn(everyDatabaseSchema)),
  ]),
);

/** What SQLite and D1 keep for themselves: no home, never named by the product's statements. */
export const SYSTEM_TABLE = /^(sqlite_|_cf_|d1_migrations$)/;

const QUOTED_TEXT = /'(?:[^']|'')*'/g;
const IDENTIFIER = /"([^"]+)"|`([^`]+)`|\b([A-Za-z_][A-Za-z0-9_]*)\b/g;

/**
 * The tables (and the view) a statement names, by their SQL names: every identifier of the text
 * that is a table's name, string literals left out. drizzle qualifies each column with its table,
 * so a statement's tables are all named; no column is named like a table (the test checks).
 */
export function tablesNamedIn(sql: string): string[] {
  const named = new Set<string>();
  for (const match of sql.replace(QUOTED_TEXT, "''").matchAll(IDENTIFIER)) {
    const name = match[1] ?? match[2] ?? match[3] ?? "";
    if (Object.hasOwn(TABLE_HOMES, name)) named.add(name);
  }
  return [...named].sort();
}
