// `npm start`'s local scheduler (scripts/lib/local-crons.ts, decision 031): which expressions it reads
// from wrangler.toml, which minutes each matches, and that it fires them through /__scheduled. Plain Node.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, it } from "node:test";
import {
  cronMatcher,
  cronsDue,
  cronTriggers,
  startLocalCronScheduler,
} from "../../scripts/lib/local-crons.ts";

const at = (iso: string) => new Date(iso);

describe("cronTriggers", () => {
  it("reads the crons of wrangler.toml's [triggers], the list the deployed Worker runs", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    const local = cronTriggers(toml);
    assert.deepEqual(local, ["*/5 * * * *", "0 6 * * *"]);
    // Local runs fire what production fires.
    assert.deepEqual(cronTriggers(toml, "production"), local);
  });

  it("reads only the named section", () => {
    const toml = [
      "[triggers]",
      'crons = ["0 * * * *"]',
      "[env.staging.triggers]",
      'crons = ["*/10 * * * *", "30 2 * * 1"]',
    ].join("\n");
    assert.deepEqual(cronTriggers(toml), ["0 * * * *"]);
    assert.deepEqual(cronTriggers(toml, "staging"), ["*/10 * * * *", "30 2 * * 1"]);
    assert.deepEqual(cronTriggers("[vars]\nA = 1"), []);
  });
});

describe("cronMatcher", () => {
  it("every five minutes: on minutes 0, 5, … 55 of every hour, in UTC", () => {
    const every5 = cronMatcher("*/5 * * * *");
    assert.equal(every5(at("2026-12-07T02:00:00Z")), true);
    assert.equal(every5(at("2026-12-07T02:35:00Z")), true);
    assert.equal(every5(at("2026-12-07T02:36:00Z")), false);
    assert.equal(every5(at("2026-12-07T23:55:00Z")), true);
  });

  it("daily at 06:00 UTC, whatever the machine's time zone", () => {
    const daily = cronMatcher("0 6 * * *");
    assert.equal(daily(at("2026-12-07T06:00:00Z")), true);
    assert.equal(daily(at("2026-12-07T06:00:00+01:00")), false);
    assert.equal(daily(at("2026-12-07T06:05:00Z")), false);
    assert.equal(daily(at("2026-12-07T18:00:00Z")), false);
  });

  it("ranges, steps, lists, names; both day fields restricted means either", () => {
    assert.equal(cronMatcher("10-20/5 * * * *")(at("2026-12-07T00:15:00Z")), true);
    assert.equal(cronMatcher("10-20/5 * * * *")(at("2026-12-07T00:25:00Z")), false);
    assert.equal(cronMatcher("0 9 * * MON-FRI")(at("2026-12-07T09:00:00Z")), true); // a Monday
    assert.equal(cronMatcher("0 9 * * MON-FRI")(at("2026-12-06T09:00:00Z")), false); // a Sunday
    assert.equal(cronMatcher("0 0 * * 7")(at("2026-12-06T00:00:00Z")), true); // 7 is Sunday too
    assert.equal(cronMatcher("0 0 1 JAN,JUL *")(at("2026-07-01T00:00:00Z")), true);
    assert.equal(cronMatcher("0 0 1 * MON")(at("2026-12-07T00:00:00Z")), true); // a Monday, not the 1st
    assert.equal(cronMatcher("0 0 1 * MON")(at("2026-12-08T00:00:00Z")), false);
  });

  it("refuses what it cannot follow instead of never firing", () => {
    assert.throws(() => cronMatcher("* * * *"), /expected 5 fields/);
    assert.throws(() => cronMatcher("0 0 L * *"), /"L" is not a value/);
    assert.throws(() => cronMatcher("61 * * * *"), /from 0 to 59/);
    assert.throws(() => cronMatcher("*/0 * * * *"), /cannot read/);
  });

  it("cronsDue: at 06:00 UTC both of wrangler.toml's expressions fire, at 06:05 only the five-minute one", () => {
    const crons = cronTriggers(readFileSync("wrangler.toml", "utf8"));
    assert.deepEqual(cronsDue(crons, at("2026-12-07T06:00:00Z")), ["*/5 * * * *", "0 6 * * *"]);
    assert.deepEqual(cronsDue(crons, at("2026-12-07T06:05:00Z")), ["*/5 * * * *"]);
    assert.deepEqual(cronsDue(crons, at("2026-12-07T06:07:00Z")), []);
  });
});

describe("startLocalCronScheduler", () => {
  it("at the next minute boundary, calls /__scheduled once for each expression due and logs it", async () => {
    const calls: string[] = [];
    const server = createServer((req, res) => {
      calls.push(req.url ?? "");
      res.end("Ran scheduled event");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // A clock 50 ms before 06:00 UTC: the boundary comes at once.
    const offset = Date.parse("2026-12-07T06:00:00Z") - 50 - Date.now();
    const lines: string[] = [];
    const scheduler = startLocalCronScheduler({
      workerUrl: `http://127.0.0.1:${port}`,
      crons: ["*/5 * * * *", "0 6 * * *", "30 * * * *"],
      log: (line) => lines.push(line),
      now: () => new Date(Date.now() + offset),
    });
    try {
      const deadline = Date.now() + 5000;
      while (calls.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(calls, [
        `/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`,
        `/__scheduled?cron=${encodeURIComponent("0 6 * * *")}`,
      ]);
      await new Promise((r) => setTimeout(r, 50));
      assert.match(lines.join("\n"), /2026-12-07T06:00Z fired "\*\/5 \* \* \* \*": 200 Ran scheduled event/);
      assert.match(lines.join("\n"), /fired "0 6 \* \* \*"/);
    } finally {
      scheduler.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses, at start, an expression it cannot follow", () => {
    assert.throws(
      () => startLocalCronScheduler({ workerUrl: "http://127.0.0.1:9", crons: ["0 0 ? * *"], log: () => {} }),
      /cannot follow|is not a value/,
    );
  });
});
