import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { measuredD1, noRoundTrips } from "./round-trips";

describe("measuredD1 counts the round trips a far reader waits for", () => {
  it("reads one after another are sequential steps; reads sent together are one step", async () => {
    const trips = noRoundTrips();
    const d1 = measuredD1(env.DB, { trips });
    await d1.prepare("select 1").all();
    await d1.prepare("select 2").first();
    expect(trips).toEqual({ sequential: 2, total: 2, writes: 0, perDatabase: [2] });
    await Promise.all([
      d1.prepare("select 3").all(),
      d1.prepare("select 4").raw(),
      d1.prepare("select 5").run(),
    ]);
    expect(trips).toEqual({ sequential: 3, total: 5, writes: 0, perDatabase: [5] });
  });

  it("two databases of one request count one waterfall, and each its own round trips", async () => {
    const trips = noRoundTrips();
    const directory = measuredD1(env.DB, { trips });
    const second = measuredD1(env.COMPANY_DB_2, { trips, database: 1 });
    await Promise.all([directory.prepare("select 1").all(), second.prepare("select 1").all()]);
    expect(trips).toMatchObject({ sequential: 1, total: 2, perDatabase: [1, 1] });
    // Sent after the directory answered: the next step, though it goes to the other database.
    await second.prepare("select 2").all();
    expect(trips).toMatchObject({ sequential: 2, total: 3, perDatabase: [1, 2] });
  });

  it("a batch is one round trip, whatever it holds, and its statements reach D1 unwrapped", async () => {
    const trips = noRoundTrips();
    const d1 = measuredD1(env.DB, { trips });
    const results = await d1.batch([d1.prepare("select ?1 as n").bind(7), d1.prepare("select 8 as n")]);
    expect(results.map((r) => r.results)).toEqual([[{ n: 7 }], [{ n: 8 }]]);
    expect(trips).toMatchObject({ sequential: 1, total: 1 });
  });

  it("a statement that is not a plain read counts as a write (it moves the person's bookmark)", async () => {
    const trips = noRoundTrips();
    const d1 = measuredD1(env.DB, { trips });
    await d1.prepare("create table if not exists round_trip_probe (n)").run();
    await d1.prepare("SELECT count(*) from round_trip_probe").first();
    expect(trips.writes).toBe(1);
  });
});

describe("writes held until the session is confirmed (a request answering on an identity hint)", () => {
  it("reads go at once; a write waits for the gate, and is never sent when the gate refuses", async () => {
    await env.DB.prepare("create table if not exists held_write_probe (n)").run();
    let open!: () => void;
    let refuse!: (error: Error) => void;
    const gates = [
      new Promise<void>((resolve) => {
        open = resolve;
      }),
      new Promise<void>((_, reject) => {
        refuse = reject;
      }),
    ];
    let gate = gates[0]!;
    const trips = noRoundTrips();
    const d1 = measuredD1(env.DB, { trips, beforeWrite: () => gate });

    const write = d1.prepare("insert into held_write_probe (n) values (1)").run();
    expect(await d1.prepare("select 1 as n").first("n")).toBe(1);
    expect(await env.DB.prepare("select count(*) as n from held_write_probe").first("n")).toBe(0);
    open();
    await write;
    expect(await env.DB.prepare("select count(*) as n from held_write_probe").first("n")).toBe(1);

    gate = gates[1]!;
    const refused = d1.batch([
      d1.prepare("select 1"),
      d1.prepare("insert into held_write_probe (n) values (2)"),
    ]);
    refuse(new Error("not confirmed"));
    await expect(refused).rejects.toThrow("not confirmed");
    expect(await env.DB.prepare("select count(*) as n from held_write_probe").first("n")).toBe(1);
  });
});

describe("the waterfall of reads run side by side", () => {
  it("two loaders side by side, one reading twice in a row: the page waits two steps, not three", async () => {
    const trips = noRoundTrips();
    const d1 = measuredD1(env.DB, { trips });
    const twice = async () => {
      await d1.prepare("select 1").all();
      await d1.prepare("select 2").all();
    };
    await Promise.all([twice(), d1.prepare("select 3").all()]);
    expect(trips).toMatchObject({ sequential: 2, total: 3 });
  });
});
