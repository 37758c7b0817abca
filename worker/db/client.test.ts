import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const probeCount = async () =>
  (await env.COMPANY_DB_2.prepare("select count(*) as n from held_write_probe_2").first<number>("n")) ?? 0;

describe("openDatabase with more company databases (decision 027)", () => {
  it("holds a write to any of the request's company databases until the request's gate opens", async () => {
    await env.COMPANY_DB_2.prepare("create table if not exists held_write_probe_2 (n integer)").run();
    const database = openDatabase(env.DB, { moreCompanyDatabases: [env.COMPANY_DB_2] });
    let open!: () => void;
    database.holdWrites(
      new Promise<void>((resolve) => {
        open = resolve;
      }),
    );
    const second = database.companyDatabases()[1]!;
    // Sent now (drizzle sends a statement when it is first awaited or then-ed).
    const write = Promise.resolve(second.run(sql`insert into held_write_probe_2 (n) values (1)`));
    // A read goes through meanwhile; the write waits (a request answered on the identity hint's word).
    expect(await second.get<{ n: number }>(sql`select 1 as n`)).toEqual({ n: 1 });
    expect(await probeCount()).toBe(0);
    open();
    await write;
    expect(await probeCount()).toBe(1);
    expect(database.trips.perDatabase).toEqual([undefined, 2]);
  });
});
