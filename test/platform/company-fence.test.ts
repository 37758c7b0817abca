import { env } from "cloudflare:workers";
import { COMPANY_MOVING_MESSAGE } from "@charterly/domain/contract";
import { getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { companyWriteFences } from "../../worker/db/schema";
import { TABLE_HOMES } from "../../worker/db/table-homes";
import type { Database } from "../../worker/domain/context";
import { FENCED_TABLES, fenceTriggers } from "../../worker/domain/platform/company-fence-triggers";
import { createCompany, domain } from "../support/fixtures";

// The move's fence is complete by construction: its triggers are written from the tables a move
// carries, and every table of a company database that holds a company's rows — found from the
// schema, not from a list — is among them and refuses an insert, an update and a delete of a fenced
// company's row, in every company database.

const TABLES = Object.values(schema).filter((value) => is(value, SQLiteTable)) as unknown as SQLiteTable[];
const byName = new Map(TABLES.map((table) => [getTableName(table), table]));

/** Tables with a company_id column that live in company databases (or in every database). */
const COMPANY_TABLES = TABLES.filter((table) => {
  const name = getTableName(table);
  return (
    TABLE_HOMES[name] !== "directory" &&
    name !== "company_write_fences" &&
    Object.values(getTableColumns(table)).some((column) => column.name === "company_id")
  );
}).map(getTableName);

const normalised = (text: string) => text.replace(/\s+/g, " ").trim();

/** Columns a table's CHECK constraints ask for beyond NOT NULL (say, who acknowledged). */
const CHECKED: Record<string, Record<string, unknown>> = {
  document_acknowledgements: { userId: 1 },
  chat_feedback: { userId: 1 },
  knowledge_chunks: { documentId: null },
};

/** A value of the column's kind that its constraints accept. */
function valueFor(column: ReturnType<typeof getTableColumns>[string]) {
  const enumValues = (column as { enumValues?: string[] }).enumValues;
  if (enumValues?.length) return enumValues[0];
  if (column.columnType === "SQLiteTimestamp") return new Date();
  if (column.columnType === "SQLiteBoolean") return false;
  if (column.dataType === "json") return {};
  if (column.dataType === "number") return 1;
  return "fenced";
}

/**
 * Writes a row of `table` for the company with every required column filled, its parents (foreign
 * keys) first, and answers the values of its primary key. Rows a trigger writes when their parent is
 * written (a document's count) are there already: the existing one is answered.
 */
async function rowOf(db: Database, table: SQLiteTable, companyId: number): Promise<Record<string, unknown>> {
  const ofCompany = () =>
    db.all<{ __rowid: number }>(
      sql`select rowid as "__rowid" from ${table} where "company_id" = ${companyId} limit 1`,
    );
  const [existing] = await ofCompany();
  if (existing) return keyOf(db, table, existing.__rowid);
  const columns = Object.entries(getTableColumns(table));
  const keyNamed = (from: [string, { name: string }][], name: string) =>
    from.find(([, c]) => c.name === name)![0];
  const values: Record<string, unknown> = { ...CHECKED[getTableName(table)] };
  for (const foreignKey of getTableConfig(table).foreignKeys) {
    const reference = foreignKey.reference();
    if (reference.columns.every((column) => keyNamed(columns, column.name) in values)) continue;
    const parent = await rowOf(db, reference.foreignTable, companyId);
    const parentColumns = Object.entries(getTableColumns(reference.foreignTable));
    reference.columns.forEach((column, i) => {
      values[keyNamed(columns, column.name)] =
        parent[keyNamed(parentColumns, reference.foreignColumns[i]!.name)];
    });
  }
  for (const [key, column] of columns) {
    if (key in values || isAutoIncrement(column)) continue;
    if (column.name === "company_id") values[key] = companyId;
    else if (column.notNull && !column.hasDefault) values[key] = valueFor(column);
  }
  await db
    .insert(table)
    .values(values as never)
    .onConflictDoNothing();
  const [written] = await ofCompany();
  return keyOf(db, table, written!.__rowid);
}

const isAutoIncrement = (column: { primary: boolean }) =>
  column.primary && (column as { autoIncrement?: boolean }).autoIncrement === true;

async function keyOf(db: Database, table: SQLiteTable, rowid: number) {
  const [row] = await db.select().from(table).where(sql`rowid = ${rowid}`);
  return row as Record<string, unknown>;
}

async function refused(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, "the write went through").not.toBeNull();
  return String((error as Error).message) + String((error as { cause?: Error }).cause?.message ?? "");
}

describe("the move's fence", () => {
  it("covers every table of a company database that holds a company's rows, found from the schema", () => {
    expect(COMPANY_TABLES.length).toBeGreaterThan(15);
    expect(COMPANY_TABLES.filter((name) => !FENCED_TABLES.includes(name))).toEqual([]);
  });

  it("is in each company database exactly as written from the tables a move carries", async () => {
    const expected = FENCED_TABLES.flatMap(fenceTriggers)
      .map(({ name, sql: text }) => `${name}: ${normalised(text)}`)
      .sort();
    for (const d1 of [env.DB, env.COMPANY_DB_2]) {
      const { results } = await d1
        .prepare("select name, sql from sqlite_master where type = 'trigger' and name like '%_write_fence_%'")
        .all<{ name: string; sql: string }>();
      expect(results.map(({ name, sql: text }) => `${name}: ${normalised(text)}`).sort()).toEqual(expected);
    }
  });

  it.each([1, 2])(
    "refuses an insert, an update and a delete of a fenced company's row in every such table (database %i)",
    { timeout: 60_000 },
    async (databaseNumber) => {
      const company = await createCompany("enterprise", { databaseNumber });
      const db = domain().companyDatabases[databaseNumber - 1]!;
      const rows = new Map<string, Record<string, unknown>>();
      for (const name of COMPANY_TABLES) rows.set(name, await rowOf(db, byName.get(name)!, company.id));

      await db.insert(companyWriteFences).values({ companyId: company.id, state: "moving" });
      for (const name of COMPANY_TABLES) {
        const table = byName.get(name)!;
        const row = rows.get(name)!;
        const where = sql`rowid = (select rowid from ${table} where "company_id" = ${company.id} limit 1)`;
        const inserted = { ...row };
        for (const [key, column] of Object.entries(getTableColumns(table)))
          if (isAutoIncrement(column)) delete inserted[key];
        expect(await refused(db.insert(table).values(inserted as never)), `insert into ${name}`).toContain(
          COMPANY_MOVING_MESSAGE,
        );
        expect(
          await refused(db.run(sql`update ${table} set "company_id" = "company_id" where ${where}`)),
          `update of ${name}`,
        ).toContain(COMPANY_MOVING_MESSAGE);
        expect(
          await refused(db.run(sql`delete from ${table} where ${where}`)),
          `delete from ${name}`,
        ).toContain(COMPANY_MOVING_MESSAGE);
      }
      // Lifted, the same writes pass.
      await db.run(sql`delete from ${companyWriteFences} where "company_id" = ${company.id}`);
      const table = byName.get("documents")!;
      await db.run(sql`update ${table} set "company_id" = "company_id" where "company_id" = ${company.id}`);
    },
  );
});
