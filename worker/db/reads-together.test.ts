import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_STATEMENTS, namedApart, readsTogether } from "./reads-together";
import { type D1Statements, measuredD1, noRoundTrips } from "./round-trips";

const teams = sqliteTable("rt_teams", { id: integer("id").primaryKey(), name: text("name").notNull() });
const members = sqliteTable("rt_members", {
  id: integer("id").primaryKey(),
  teamId: integer("team_id").notNull(),
  name: text("name").notNull(),
});

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("create table if not exists rt_teams (id integer primary key, name text not null)"),
    env.DB.prepare(
      "create table if not exists rt_members (id integer primary key, team_id integer not null, name text not null)",
    ),
    env.DB.prepare("delete from rt_members"),
    env.DB.prepare("delete from rt_teams"),
    env.DB.prepare("insert into rt_teams (id, name) values (1, 'Finance'), (2, 'Legal')"),
    env.DB.prepare("insert into rt_members (id, team_id, name) values (10, 1, 'Ada'), (11, 2, 'Grace')"),
  ]);
});

/** The statements as a request gets them: reads together, over a meter counting the round trips. */
function counted() {
  const trips = noRoundTrips();
  return { trips, d1: readsTogether(measuredD1(env.DB, { trips })) };
}

describe("reads started together go to D1 as one batch", () => {
  it("gives each read the answer it would have had alone, in one round trip", async () => {
    const { trips, d1 } = counted();
    const join =
      "select rt_teams.id, rt_members.id, rt_members.name from rt_teams join rt_members on rt_members.team_id = rt_teams.id order by rt_members.id";
    const together = await Promise.all([
      d1.prepare("select id, name from rt_teams order by id").all(),
      d1.prepare("select name from rt_teams where id = ?").bind(2).first(),
      d1.prepare("select name from rt_teams where id = ?").bind(1).first("name"),
      d1.prepare("select name from rt_teams where id = 99").first(),
      // Two columns named id: a batch's rows are objects, yet both come back, in order.
      d1.prepare(join).raw(),
      d1.prepare("select id from rt_teams where id = 99").raw(),
      // A column the query named like an index keeps its place.
      d1.prepare(`select name, id as "1" from rt_teams where id = 1`).raw(),
    ]);
    // The read whose column is named like an index was sent again on its own.
    expect(trips).toMatchObject({ sequential: 2, total: 2 });
    expect(together[0].results).toEqual([
      { id: 1, name: "Finance" },
      { id: 2, name: "Legal" },
    ]);
    expect(together.slice(1)).toEqual([
      { name: "Legal" },
      "Finance",
      null,
      [
        [1, 10, "Ada"],
        [2, 11, "Grace"],
      ],
      [],
      [["Finance", 1]],
    ]);
    expect(together[4]).toEqual(await env.DB.prepare(join).raw());
  });

  it("runs drizzle's selects and batches of selects together, rows mapped as drizzle maps them alone", async () => {
    const trips = noRoundTrips();
    const db = drizzle(readsTogether(measuredD1(env.DB, { trips })) as D1Database);
    const joined = db
      .select({ team: teams.id, member: members.id, name: members.name })
      .from(teams)
      .innerJoin(members, eq(members.teamId, teams.id))
      .orderBy(members.id);
    const [rows, [first, second]] = await Promise.all([
      joined,
      db.batch([
        db.select().from(teams).where(eq(teams.id, 1)),
        db.select({ n: members.name }).from(members),
      ]),
    ]);
    expect(trips).toMatchObject({ sequential: 1, total: 1 });
    expect(rows).toEqual([
      { team: 1, member: 10, name: "Ada" },
      { team: 2, member: 11, name: "Grace" },
    ]);
    expect(first).toEqual([{ id: 1, name: "Finance" }]);
    expect(second).toEqual([{ n: "Ada" }, { n: "Grace" }]);
  });

  it("a read that fails fails alone: the others still get their answers", async () => {
    const { d1 } = counted();
    const [good, bad, alsoGood] = await Promise.allSettled([
      d1.prepare("select count(*) as n from rt_teams").first("n"),
      d1.prepare("select * from rt_no_such_table").all(),
      d1.prepare("select name from rt_teams where id = 1").first("no_such_column"),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: 2 });
    expect(bad.status).toBe("rejected");
    expect(String((bad as PromiseRejectedResult).reason)).toMatch(/no such table: rt_no_such_table/);
    // As D1 answers it alone.
    expect(alsoGood.status).toBe("rejected");
    expect(String((alsoGood as PromiseRejectedResult).reason)).toMatch(/no_such_column/);
  });

  it("a write goes out at once, after the reads started before it: they do not see it", async () => {
    await env.DB.prepare("create table if not exists rt_probe (n)").run();
    await env.DB.prepare("delete from rt_probe").run();
    const { trips, d1 } = counted();
    const before = d1.prepare("select count(*) as n from rt_probe").first("n");
    await d1.prepare("insert into rt_probe (n) values (1)").run();
    const after = await d1.prepare("select count(*) as n from rt_probe").first("n");
    expect(await before).toBe(0);
    expect(after).toBe(1);
    expect(trips.total).toBe(3);
  });

  it("a batch that writes is sent as it is, all or nothing, never merged with reads", async () => {
    await env.DB.prepare("create table if not exists rt_probe (n)").run();
    await env.DB.prepare("delete from rt_probe").run();
    const { trips, d1 } = counted();
    const [count, written] = await Promise.allSettled([
      d1.prepare("select count(*) as n from rt_probe").first("n"),
      d1.batch([
        d1.prepare("insert into rt_probe (n) values (1)"),
        d1.prepare("insert into rt_no_such_table (n) values (1)"),
      ]),
    ]);
    expect(count).toEqual({ status: "fulfilled", value: 0 });
    expect(written.status).toBe("rejected");
    expect(await env.DB.prepare("select count(*) as n from rt_probe").first("n")).toBe(0);
    expect(trips.total).toBe(2);
  });
});

describe("namedApart names every selected column apart, keeping the names a query gave", () => {
  it("counts the top-level columns, past quotes, calls and sub-selects", () => {
    expect(
      namedApart(
        `select "a"."id", coalesce(sum("n"), 0), (select count(*) from "b" where "b"."x" = 'a, from') as "c" from "a" where "a"."id" = ?`,
      ),
    ).toEqual({
      sql: `select "a"."id" as "c0_", coalesce(sum("n"), 0) as "c1_", (select count(*) from "b" where "b"."x" = 'a, from') as "c" from "a" where "a"."id" = ?`,
      columns: 3,
    });
    expect(namedApart("select distinct id from t")).toEqual({
      sql: `select distinct id as "c0_" from t`,
      columns: 1,
    });
  });

  it("gives up on what it cannot read (the read is then sent on its own)", () => {
    expect(namedApart("select 1")).toBeNull();
    expect(namedApart("select (1 from t")).toBeNull();
    expect(namedApart("with x as (select 1) select * from x")).toBeNull();
  });
});

describe("a loop that starts many reads at once", () => {
  it(`sends them in batches of at most ${MAX_STATEMENTS}, each read still answered`, async () => {
    const { trips, d1 } = counted();
    const answers = await Promise.all(
      Array.from({ length: MAX_STATEMENTS * 2 + 1 }, (_, n) =>
        d1.prepare("select ? as n").bind(n).first("n"),
      ),
    );
    expect(answers).toEqual(Array.from({ length: MAX_STATEMENTS * 2 + 1 }, (_, n) => n));
    expect(trips).toMatchObject({ sequential: 1, total: 3 });
  });
});

describe("a database that throws instead of answering", () => {
  it("gives every waiting read an answer: none is left pending", async () => {
    const throwing: D1Statements = {
      prepare: (query) => env.DB.prepare(query),
      batch: () => {
        throw new Error("D1 is not reachable");
      },
    };
    const d1 = readsTogether(throwing);
    const [a, b] = await Promise.all([
      d1.prepare("select 1 as n").first("n"),
      d1.prepare("select 2 as n").first("n"),
    ]);
    expect([a, b]).toEqual([1, 2]);
    const batch = readsTogether(throwing).batch([throwing.prepare("select 1")]);
    await expect(batch).rejects.toThrow("D1 is not reachable");
  });
});
