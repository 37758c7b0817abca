// Tools of `npm run bench:scale`: concurrent load with percentiles, the bare Worker (the floor that
// wrangler dev answers with no work at all, started on its own port in the same run), and a D1
// binding that counts the rows SQLite reads (meta.rows_read) for the domain calls behind a request.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import type { DomainContext } from "../../worker/domain/context.ts";
import { createDomainContext } from "../../worker/domain-context.ts";
import type { Env } from "../../worker/env.ts";
import { type Service, startService } from "../lib/processes.ts";

export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  perSecond: number;
  errors: number;
  /** Bytes of the last answer (the page's HTML size). */
  bytes: number;
  status: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** `requests` GETs of `url` from `concurrency` connections at once, after `warmUp` sequential ones. */
export async function load(
  url: string,
  options: { headers?: Record<string, string>; requests: number; concurrency: number; warmUp?: number },
): Promise<LoadResult> {
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < (options.warmUp ?? 10); i++) {
    const res = await fetch(url, { headers: options.headers, redirect: "manual" });
    bytes = (await res.arrayBuffer()).byteLength;
    status = res.status;
  }
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.requests) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url, { headers: options.headers, redirect: "manual" });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / elapsed,
    errors,
    bytes,
    status,
  };
}

const BARE_WORKER = `export default { fetch() { return new Response("ok"); } };\n`;

/** A response the reference Worker answers with: the app's own bytes for one of its rows. */
export interface ReferenceBody {
  body: string;
  contentType: string;
}

/**
 * The bare Worker, plus a reference for each of the app's rows under `/reference/<name>`: one D1
 * query (`SELECT 1`, the cheapest call there is) and then the row's own answer, byte for byte, with
 * its content type. No read of the app that goes to D1 can cost the local stack less than its
 * reference does, so the reference's ratio to the floor is the part of a row's ratio that is wrangler dev's price for a
 * D1 call and for the answer's size (the proxy, the compression), not the app's.
 */
function bareWorkerSource(references: Record<string, ReferenceBody>): string {
  return `const REFERENCES = ${JSON.stringify(references)};
export default {
  async fetch(request, env) {
    const at = request.url.indexOf("/reference/");
    if (at < 0) return new Response("ok");
    const reference = REFERENCES[request.url.slice(at + "/reference/".length)];
    if (!reference) return new Response("No such reference", { status: 404 });
    await env.DB.prepare("SELECT 1").first();
    return new Response(reference.body, { headers: { "content-type": reference.contentType } });
  },
};
`;
}

/** A Worker that only answers "ok", on `wrangler dev` like the app: the floor every ratio is taken to. */
export async function startBareWorker(options: {
  folder: string;
  port: number;
  /** Reference answers by name (see `bareWorkerSource`); without them, the floor alone. */
  references?: Record<string, ReferenceBody>;
}): Promise<Service & { url: string }> {
  const folder = path.resolve(options.folder);
  mkdirSync(folder, { recursive: true });
  const { references } = options;
  writeFileSync(path.join(folder, "bare-worker.js"), references ? bareWorkerSource(references) : BARE_WORKER);
  writeFileSync(
    path.join(folder, "wrangler.json"),
    JSON.stringify(
      {
        name: "charterly-bare",
        main: "bare-worker.js",
        compatibility_date: "2026-11-01",
        ...(references && {
          d1_databases: [{ binding: "DB", database_name: "bare", database_id: "bare" }],
        }),
      },
      null,
      2,
    ),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const service = await startService({
    name: "bare-worker",
    command: "npx",
    args: [
      "wrangler",
      "dev",
      "-c",
      path.join(folder, "wrangler.json"),
      "--port",
      String(options.port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      path.join(folder, "state"),
    ],
    readyUrl: `${url}/`,
    quiet: true,
  });
  return { ...service, url };
}

export interface RowsMeter {
  rowsRead: number;
  statements: number;
}

const INNER = Symbol("inner statement");
type Metered = D1PreparedStatement & { [INNER]: D1PreparedStatement };

/**
 * The D1 binding with every statement's meta.rows_read added to `meter`. drizzle reads select
 * results with raw(), which carries no meta, so a raw() is preceded by the same statement's all()
 * for its meta (the extra run only counts; its rows are not used).
 */
export function meteredD1(db: D1Database, meter: RowsMeter): D1Database {
  const add = (meta: D1Meta | undefined) => {
    meter.statements++;
    meter.rowsRead += meta?.rows_read ?? 0;
  };
  const wrap = (stmt: D1PreparedStatement): Metered =>
    ({
      [INNER]: stmt,
      bind: (...values: unknown[]) => wrap(stmt.bind(...values)),
      async all() {
        const result = await stmt.all();
        add(result.meta);
        return result;
      },
      async run() {
        const result = await stmt.run();
        add(result.meta);
        return result;
      },
      async first(column?: string) {
        const result = await stmt.all<Record<string, unknown>>();
        add(result.meta);
        const row = result.results[0];
        return row === undefined ? null : column ? row[column] : row;
      },
      async raw(options?: { columnNames?: boolean }) {
        add((await stmt.all()).meta);
        return options?.columnNames ? stmt.raw({ columnNames: true }) : stmt.raw();
      },
    }) as unknown as Metered;
  return {
    prepare: (query: string) => wrap(db.prepare(query)),
    async batch(statements: D1PreparedStatement[]) {
      const results = await db.batch(statements.map((s) => (s as Metered)[INNER] ?? s));
      for (const r of results) add(r.meta);
      return results;
    },
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    // No `withSession`: the request database (worker/db/read-replicas.ts) then uses this binding as
    // it is, so every statement goes through the meter (a session's statements would bypass it).
  } as unknown as D1Database;
}

/** Runs `work` with a domain context on the local D1 under `persistTo` whose reads are metered. */
export async function withMeteredDatabase<T>(
  persistTo: string,
  work: (ctx: DomainContext, meter: RowsMeter) => Promise<T>,
): Promise<T> {
  const proxy = await getPlatformProxy<Env>({ persist: { path: `${persistTo}/v3` } });
  try {
    const meter: RowsMeter = { rowsRead: 0, statements: 0 };
    return await work(createDomainContext({ ...proxy.env, DB: meteredD1(proxy.env.DB, meter) }), meter);
  } finally {
    await proxy.dispose();
  }
}
