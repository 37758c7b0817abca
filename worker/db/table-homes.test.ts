import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { type HomeCrossing, homeChecked } from "./home-check";
import { homeCrossingCheck, KNOWN_CROSSINGS } from "./known-crossings";
import * as schema from "./schema";
import { comments, users } from "./schema";
import * as companySchema from "./schema/company";
import * as directorySchema from "./schema/directory";
import * as everyDatabaseSchema from "./schema/every-database";
import { SYSTEM_TABLE, TABLE_HOMES, tablesDeclaredIn, tablesNamedIn } from "./table-homes";

describe("every table has a home (decision 027)", () => {
  it("each table and view the migrations create is placed in the directory or a company database", async () => {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type in ('table', 'view') order by name",
    ).all<{ name: string }>();
    const names = results.map((r) => r.name).filter((name) => !SYSTEM_TABLE.test(name));
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !Object.hasOwn(TABLE_HOMES, name))).toEqual([]);
    expect(Object.keys(TABLE_HOMES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("each table of the schema is declared in the file of one home, which gives it that home", () => {
    const declared = [directorySchema, companySchema, everyDatabaseSchema].flatMap(tablesDeclaredIn);
    expect(new Set(declared).size).toBe(declared.length);
    expect(tablesDeclaredIn(schema).sort()).toEqual([...declared].sort());
    expect(TABLE_HOMES.users).toBe("directory");
    expect(TABLE_HOMES.documents).toBe("company");
    expect(TABLE_HOMES.document_search_fts).toBe("company");
    expect(TABLE_HOMES.email_outbox).toBe("every");
  });

  it("each company table is keyed or indexed by company_id first: a company's rows are found by it", async () => {
    const unscoped: string[] = [];
    for (const table of tablesDeclaredIn(companySchema)) {
      const key = await env.DB.prepare(
        `select name from pragma_table_info('${table}') where pk = 1`,
      ).first<string>("name");
      const { results: indexes } = await env.DB.prepare(
        `select name from pragma_index_list('${table}')`,
      ).all<{
        name: string;
      }>();
      const firstColumns = await Promise.all(
        indexes.map(({ name }) =>
          env.DB.prepare(`select name from pragma_index_info('${name}') where seqno = 0`).first<string>(
            "name",
          ),
        ),
      );
      if (key !== "company_id" && !firstColumns.includes("company_id")) unscoped.push(table);
    }
    expect(unscoped).toEqual([]);
  });

  it("no column is named like a table, so naming a table in SQL means using it", async () => {
    const clashes: string[] = [];
    for (const table of Object.keys(TABLE_HOMES)) {
      const { results } = await env.DB.prepare(`select name from pragma_table_info('${table}')`).all<{
        name: string;
      }>();
      for (const { name } of results) if (Object.hasOwn(TABLE_HOMES, name)) clashes.push(`${table}.${name}`);
    }
    expect(clashes).toEqual([]);
  });

  it("no foreign key leads from one home into the other: a company database holds no directory rows", async () => {
    const across: string[] = [];
    for (const [table, place] of Object.entries(TABLE_HOMES)) {
      const { results } = await env.DB.prepare(`pragma foreign_key_list('${table}')`).all<{
        table: string;
        from: string;
      }>();
      for (const key of results) {
        const target = TABLE_HOMES[key.table];
        if (target !== place && target !== "every") across.push(`${table}.${key.from} -> ${key.table}`);
      }
    }
    expect(across).toEqual([]);
  });

  it("no trigger or view of one home reads a table of the other: it would find nothing in a company database", async () => {
    // A trigger on a company table once read the company's settings (directory) to decide whether
    // to queue a Slack notice; on a second company database it found none and never queued one.
    const { results } = await env.DB.prepare(
      "select name, tbl_name, sql from sqlite_master where type in ('trigger', 'view')",
    ).all<{ name: string; tbl_name: string; sql: string }>();
    const across = results.flatMap(({ name, tbl_name, sql: text }) => {
      const home = TABLE_HOMES[tbl_name];
      return tablesNamedIn(text)
        .filter((table) => TABLE_HOMES[table] !== home && TABLE_HOMES[table] !== "every" && home !== "every")
        .map((table) => `${name} (on ${tbl_name}) reads ${table}`);
    });
    expect(results.length).toBeGreaterThan(50);
    expect(across).toEqual([]);
  });
});

describe("tablesNamedIn", () => {
  it("finds quoted and bare table names, and not words inside string literals", () => {
    expect(
      tablesNamedIn(
        `select "comments"."body", "users"."name" from "comments" left join "users" on "comments"."user_id" = "users"."id" where "comments"."body" != 'documents'`,
      ),
    ).toEqual(["comments", "users"]);
    expect(tablesNamedIn("delete from document_search_fts where rowid = ?")).toEqual(["document_search_fts"]);
    expect(tablesNamedIn("select 1")).toEqual([]);
  });
});

describe("homeChecked: each statement through the database of its tables", () => {
  it("reports a statement naming a table of the other home, with the file that sent it", async () => {
    const crossings: HomeCrossing[] = [];
    const { db, directory } = openDatabase(env.DB, { onHomeCrossing: (c) => crossings.push(c) });
    await directory.select({ id: users.id }).from(users).limit(1);
    await db.select({ id: comments.id }).from(comments).limit(1);
    expect(crossings).toEqual([]);

    await db.select({ id: users.id }).from(users).limit(1);
    await directory
      .select({ id: comments.id, email: users.email })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .limit(1);
    expect(crossings).toEqual([
      { file: "worker/db/table-homes.test.ts", through: "company", tables: ["users (directory)"] },
      {
        file: "worker/db/table-homes.test.ts",
        through: "directory",
        tables: ["comments (company)", "users (directory)"],
      },
    ]);
  });

  it("reports a batch through one home holding a statement sent through the other: one batch is atomic in one database only", async () => {
    const crossings: HomeCrossing[] = [];
    const { db, directory } = openDatabase(env.DB, { onHomeCrossing: (c) => crossings.push(c) });
    await directory.batch([
      directory.select({ id: users.id }).from(users).limit(1),
      directory.select({ id: users.id }).from(users).limit(2),
    ]);
    expect(crossings).toEqual([]);
    const [, fromDirectory] = await db.batch([
      db.select({ id: comments.id }).from(comments).limit(1),
      directory.select({ n: sql<number>`1` }).from(users).limit(1),
    ]);
    expect(Array.isArray(fromDirectory)).toBe(true);
    expect(crossings).toEqual([
      {
        file: "worker/db/table-homes.test.ts",
        through: "company",
        tables: ["users (directory) sent through directory"],
      },
    ]);
  });

  it("passes every other call through to the binding untouched", async () => {
    const checked = homeChecked(env.DB, "company", () => {
      throw new Error("not a crossing");
    });
    const [a, b] = await checked.batch([checked.prepare("select 1 as n"), checked.prepare("select 2 as n")]);
    expect([a?.results, b?.results]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });
});

describe("homeCrossingCheck: the list of known crossings only shrinks", () => {
  const check = homeCrossingCheck("refuse");
  it("fails a crossing the list does not hold, naming the file and what to do", () => {
    expect(() =>
      check({
        file: "worker/domain/example.ts",
        through: "company",
        tables: ["templates (directory)", "comments (company)"],
      }),
    ).toThrow(
      /worker\/domain\/example\.ts crosses the directory\/company boundary.*through company: templates \(directory\), comments \(company\).*ctx\.directory or ctx\.companyDb/,
    );
  });

  it("lists none any more: every crossing fails but a test's own statements", () => {
    expect([...KNOWN_CROSSINGS]).toEqual([]);
    expect(() =>
      check({ file: "worker/domain/example.ts", through: "company", tables: ["companies (directory)"] }),
    ).toThrow(/crosses the directory\/company boundary/);
    expect(() =>
      check({ file: "test/api/example.test.ts", through: "directory", tables: ["comments (company)"] }),
    ).not.toThrow();
  });
});
