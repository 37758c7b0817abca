// `npm run bench:scale`: the library at 10, 1,000 and 10,000 documents in one company, and in one
// of 1,000 companies of 10 documents each — measured, never asserted. Starts the app on a fresh local
// database (.wrangler/bench-scale-state, ports 8911–8914), adds the documents with the scale seed
// while the app runs, then loads each library call from 8 concurrent connections and compares it
// with a bare Worker on the same `wrangler dev` in the same run, and counts the rows D1 reads for
// the domain calls behind it. Appends the figures to bench/RESULTS.md.
//
// `npm run bench:scale -- --quick` (or BENCH_SCALE_QUICK=1): 10 / 100 / 300 documents and 30
// companies, fewer requests — proves the bench works in a few minutes.
import { appendFileSync, rmSync } from "node:fs";
import os from "node:os";
import { companies, companySettings, users } from "../worker/db/schema.ts";
import { companyRow, companySettingsRow, userRow } from "../worker/db/seed/factories.ts";
import { createSession } from "../worker/domain/auth/create-session.ts";
import { documentListQuery } from "../worker/domain/contract/index.ts";
import { countDashboardFigures } from "../worker/domain/dashboard/count-dashboard-figures.ts";
import { listDocuments } from "../worker/domain/documents/list-documents.ts";
import { repairPeopleMirror } from "../worker/domain/people/people-mirror.ts";
import { SESSION_COOKIE } from "../worker/http/cookies.ts";
import { type LoadResult, load, startBareWorker, withMeteredDatabase } from "./bench/scale-load.ts";
import { companyActor } from "./bench/scale-seed.ts";
import { type AddResult, addDocuments, startSeedWorker } from "./bench/scale-seeder.ts";
import { withLocalDatabase } from "./lib/local-database.ts";
import { startLocalStack } from "./lib/local-stack.ts";

const quick = process.argv.includes("--quick") || process.env.BENCH_SCALE_QUICK === "1";
const SIZES = quick ? [10, 100, 300] : [10, 1_000, 10_000];
const MANY_COMPANIES = quick ? 30 : 1_000;
const DOCS_PER_SMALL_COMPANY = 10;
const CONCURRENCY = 8;
const REQUESTS = quick ? 48 : 160;
const PAGE = 40;
const COMMON_WORD = "information";

const persistTo = ".wrangler/bench-scale-state";
const runStarted = performance.now();
const elapsed = () => `${((performance.now() - runStarted) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[${elapsed()}] ${message}`);
const fmt = (n: number) => n.toLocaleString("en-US");

rmSync(persistTo, { recursive: true, force: true });
log(
  `bench:scale${quick ? " --quick" : ""}: ${SIZES.map(fmt).join(", ")} documents in one company; ${fmt(MANY_COMPANIES)} companies × ${DOCS_PER_SMALL_COMPANY}`,
);
const stack = await startLocalStack({ persistTo, appPort: 8911, idpPort: 8912, quiet: true });
const bare = await startBareWorker({ folder: `${persistTo}/bare`, port: 8913 });
process.env.CHARTERLY_PERSIST_TO = persistTo;

interface Scenario {
  name: string;
  documents: number;
  companyId: number;
  cookie: string;
  rareWord: string | null;
  rareDocumentId: number | null;
}

const lines: string[] = [];
try {
  // Companies (enterprise, an admin each) as the test factories build them; sessions as the bench seeds make them.
  log("Creating the companies…");
  const setup = await withLocalDatabase(async (ctx) => {
    const make = async (name: string, slug: string) => {
      const [company] = await ctx.companyDb
        .insert(companies)
        .values(companyRow({ name, tier: "enterprise" }))
        .returning({ id: companies.id });
      const companyId = company!.id;
      const [, [admin]] = await ctx.companyDb.batch([
        ctx.companyDb.insert(companySettings).values(companySettingsRow({ companyId })),
        ctx.companyDb
          .insert(users)
          .values(
            userRow({
              companyId,
              role: "company_admin",
              email: `admin@${slug}.test`,
              firstName: "Scale",
              lastName: "Admin",
            }),
          )
          .returning({ id: users.id }),
      ]);
      return { companyId, userId: admin!.id };
    };
    const single = [];
    for (const size of SIZES) single.push(await make(`Scale ${fmt(size)} documents`, `scale-${size}`));
    const many = [];
    for (let i = 1; i <= MANY_COMPANIES; i++) many.push(await make(`Scale many ${i}`, `scale-many-${i}`));
    // The company databases' copies of the admins (domain/people/people-mirror.ts).
    await repairPeopleMirror(ctx);
    const measuredMany = many[Math.floor(many.length / 2)]!;
    const token = async (userId: number) =>
      (await createSession(ctx, { userId, authenticatedAt: null })).token;
    return {
      single: await Promise.all(single.map(async (c) => ({ ...c, token: await token(c.userId) }))),
      many,
      measuredMany: { ...measuredMany, token: await token(measuredMany.userId) },
    };
  });

  // The documents, through the scale seed, while the app runs.
  log("Starting the seed Worker…");
  const seeder = await startSeedWorker({ port: 8914 });
  const seeded: AddResult[] = [];
  const scenarios: Scenario[] = [];
  try {
    for (const [i, size] of SIZES.entries()) {
      const company = setup.single[i]!;
      log(`Seeding ${fmt(size)} documents into company ${company.companyId}…`);
      let lastPrinted = 0;
      const result = await addDocuments(seeder, {
        companyId: company.companyId,
        documents: size,
        seed: 1000 + i,
        onProgress: (p) => {
          if (p.done !== p.total && performance.now() - lastPrinted < 15_000) return;
          lastPrinted = performance.now();
          log(`  ${fmt(p.done)}/${fmt(p.total)} documents`);
        },
      });
      seeded.push(result);
      log(
        `  ${fmt(result.documents)} documents in ${result.seconds.toFixed(0)} s: ${(result.documents / result.seconds).toFixed(1)} documents/s`,
      );
      scenarios.push({
        name: `${fmt(size)} documents`,
        documents: size,
        companyId: company.companyId,
        cookie: `${SESSION_COOKIE}=${company.token}`,
        rareWord: result.sample?.rareWord ?? null,
        rareDocumentId: result.sample?.id ?? null,
      });
    }
    log(`Seeding ${fmt(MANY_COMPANIES)} companies × ${DOCS_PER_SMALL_COMPANY} documents…`);
    const manyStarted = performance.now();
    let nextCompany = 0;
    let manySample: AddResult["sample"] = null;
    let manyDocuments = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (nextCompany < setup.many.length) {
          const company = setup.many[nextCompany++]!;
          const result = await addDocuments(seeder, {
            companyId: company.companyId,
            documents: DOCS_PER_SMALL_COMPANY,
            seed: 5000 + company.companyId,
            concurrency: 2,
          });
          manyDocuments += result.documents;
          if (company.companyId === setup.measuredMany.companyId) manySample = result.sample;
          if (nextCompany % 100 === 0) log(`  ${fmt(nextCompany)}/${fmt(setup.many.length)} companies`);
        }
      }),
    );
    const manySeconds = (performance.now() - manyStarted) / 1000;
    seeded.push({
      documents: manyDocuments,
      versions: 0,
      comments: 0,
      busyRetries: 0,
      seconds: manySeconds,
      sample: manySample,
    });
    log(
      `  ${fmt(manyDocuments)} documents in ${manySeconds.toFixed(0)} s: ${(manyDocuments / manySeconds).toFixed(1)} documents/s`,
    );
    const sample = manySample as AddResult["sample"];
    scenarios.push({
      name: `${fmt(MANY_COMPANIES)} companies × ${DOCS_PER_SMALL_COMPANY}`,
      documents: DOCS_PER_SMALL_COMPANY,
      companyId: setup.measuredMany.companyId,
      cookie: `${SESSION_COOKIE}=${setup.measuredMany.token}`,
      rareWord: sample?.rareWord ?? null,
      rareDocumentId: sample?.id ?? null,
    });
  } finally {
    await seeder.stop();
  }

  // The calls: the library as the /documents page asks for it (the Active tab), and the pages.
  const calls = (s: Scenario, pageCursor: string | null) => {
    const api = (query: Record<string, string>) => ({ tab: "active", ...query });
    return [
      { name: "first page", query: api({}) },
      { name: `page ${PAGE} (cursor)`, query: pageCursor ? api({ cursor: pageCursor }) : null },
      { name: "category=legal", query: api({ category: "legal" }) },
      { name: "status=under_review", query: api({ status: "under_review" }) },
      { name: `search "${COMMON_WORD}"`, query: api({ search: COMMON_WORD }) },
      { name: "search rare word", query: s.rareWord ? api({ search: s.rareWord }) : null },
      { name: "counts (limit=1)", query: api({ limit: "1" }) },
      { name: "counts, category=legal (limit=1)", query: api({ category: "legal", limit: "1" }) },
    ];
  };
  const CALL_NAMES = [...calls(scenarios[0]!, "x").map((c) => c.name), "/documents page", "dashboard (/)"];

  interface Measured extends LoadResult {
    rowsRead?: number;
    results?: number;
    /** The bare Worker's p50 measured just before this call (the machine's load drifts). */
    floorP50: number;
  }
  const bareFloor = () => load(`${bare.url}/`, { requests: REQUESTS, concurrency: CONCURRENCY });
  const measure = async (url: string, headers: Record<string, string>): Promise<Measured> => {
    const floor = await bareFloor();
    floorRuns.get(currentScenario)!.push(floor);
    return {
      ...(await load(url, { headers, requests: REQUESTS, concurrency: CONCURRENCY })),
      floorP50: floor.p50,
    };
  };
  const floorRuns = new Map<string, LoadResult[]>();
  let currentScenario = "";
  const results = new Map<string, Map<string, Measured | null>>();
  const floors = new Map<string, LoadResult>();
  const pageReached = new Map<string, number>();

  for (const s of scenarios) {
    const headers = { cookie: s.cookie };
    // Page 40: follow nextCursor from the first page (or as far as the list goes).
    let cursor: string | null = null;
    let page = 1;
    for (; page < PAGE; page++) {
      const q = new URLSearchParams({ tab: "active", ...(cursor ? { cursor } : {}) });
      const body = (await (await fetch(`${stack.appUrl}/api/documents?${q}`, { headers })).json()) as {
        nextCursor: string | null;
      };
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    pageReached.set(s.name, cursor ? page : 1);

    log(`Measuring ${s.name} (each call after the bare Worker)…`);
    currentScenario = s.name;
    floorRuns.set(s.name, []);
    const row = new Map<string, Measured | null>();
    for (const call of calls(s, cursor)) {
      if (!call.query) {
        row.set(call.name, null);
        continue;
      }
      const url = `${stack.appUrl}/api/documents?${new URLSearchParams(call.query)}`;
      const measured = await measure(url, headers);
      const answer = (await (await fetch(url, { headers })).json()) as { documents?: unknown[] };
      measured.results = answer.documents?.length;
      row.set(call.name, measured);
      log(`  ${call.name}: p50 ${measured.p50.toFixed(0)} ms, p95 ${measured.p95.toFixed(0)} ms`);
    }
    row.set("/documents page", await measure(`${stack.appUrl}/documents`, headers));
    row.set("dashboard (/)", await measure(`${stack.appUrl}/`, headers));
    // The scenario's floor: the run with the median p50 among those taken before each call.
    const runs = [...floorRuns.get(s.name)!].sort((x, y) => x.p50 - y.p50);
    floors.set(s.name, runs[Math.floor(runs.length / 2)]!);
    log(
      `  pages: /documents p50 ${row.get("/documents page")!.p50.toFixed(0)} ms, / p50 ${row.get("dashboard (/)")!.p50.toFixed(0)} ms`,
    );

    // Rows read: the same domain calls on the same database, through a D1 binding that sums meta.rows_read.
    await withMeteredDatabase(persistTo, async (ctx, meter) => {
      const actor = await companyActor(ctx, s.companyId);
      for (const call of calls(s, cursor)) {
        const measured = row.get(call.name);
        if (!call.query || !measured) continue;
        meter.rowsRead = 0;
        await listDocuments(ctx, actor, documentListQuery.parse(call.query));
        measured.rowsRead = meter.rowsRead;
      }
      meter.rowsRead = 0;
      await listDocuments(ctx, actor, documentListQuery.parse({ tab: "active" }));
      row.get("/documents page")!.rowsRead = meter.rowsRead;
      meter.rowsRead = 0;
      await countDashboardFigures(ctx, actor);
      row.get("dashboard (/)")!.rowsRead = meter.rowsRead;
    });
    results.set(s.name, row);
  }

  // The record.
  const ms = (n: number) => n.toFixed(0);
  const base = scenarios[0]!;
  const big = scenarios[SIZES.length - 1]!;
  lines.push(
    `\n## ${new Date().toISOString()} — the library at scale (\`npm run bench:scale${quick ? " -- --quick" : ""}\`), ${os.cpus().length} cores, ${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}, wrangler dev with local D1\n`,
    `${SIZES.map(fmt).join(", ")} documents in one company each, and ${fmt(MANY_COMPANIES)} companies of ${DOCS_PER_SMALL_COMPANY} documents (one of them measured), all in one database; bodies 10–40 KB from the template library (\`npm run seed:scale\`). ${CONCURRENCY} concurrent connections, ${REQUESTS} requests per call after 10 warm-up requests. API calls ask for the Active tab, as the page does. Cells: p50 / p95 ms, and p50 as a multiple of the bare Worker's p50 measured (same load) just before that call; the floor row shows the median of those runs. Rows read: D1's meta.rows_read summed over the domain call's statements (listDocuments; for the page, its first-page call; for the dashboard, countDashboardFigures), run on the same database. Page ${PAGE} does not exist at ${fmt(SIZES[0]!)} documents: its growth column compares with the first page there.\n`,
  );
  lines.push(
    `| call | ${scenarios.map((s) => s.name).join(" | ")} | ${fmt(big.documents)} ÷ ${fmt(base.documents)} (p50) | rows read (${scenarios.map((s) => s.name.replace(" documents", "")).join(" / ")}) |`,
    `|---|${scenarios.map(() => "---|").join("")}---|---|`,
  );
  const floorRow = scenarios.map((s) => {
    const f = floors.get(s.name)!;
    return `${ms(f.p50)} / ${ms(f.p95)} (${f.perSecond.toFixed(0)} req/s)`;
  });
  lines.push(`| bare Worker (floor) | ${floorRow.join(" | ")} | — | — |`);
  for (const name of CALL_NAMES) {
    const cells = scenarios.map((s) => {
      const m = results.get(s.name)!.get(name);
      if (!m) return "—";
      const x = m.p50 / m.floorP50;
      return `${ms(m.p50)} / ${ms(m.p95)} (${x.toFixed(1)}×)${m.errors ? ` ⚠ ${m.errors} errors` : ""}`;
    });
    // Page 40 does not exist at 10 documents: it is compared with the first page there.
    const a = results.get(base.name)!.get(name) ?? results.get(base.name)!.get("first page");
    const b = results.get(big.name)!.get(name);
    const growth = a && b ? `${(b.p50 / a.p50).toFixed(2)}×` : "—";
    const rows = scenarios.map((s) => results.get(s.name)!.get(name)?.rowsRead ?? "—").map(String);
    lines.push(`| ${name} | ${cells.join(" | ")} | ${growth} | ${rows.join(" / ")} |`);
  }
  lines.push("");
  lines.push(
    `\`/documents\` HTML: ${scenarios.map((s) => `${s.name} ${(results.get(s.name)!.get("/documents page")!.bytes / 1024).toFixed(0)} KB`).join(", ")}.`,
    `Page ${PAGE} reached by following nextCursor: ${scenarios.map((s) => `${s.name}: ${pageReached.get(s.name) === 1 ? "one page only" : `page ${pageReached.get(s.name)}`}`).join(", ")}.`,
    `Rare-word search (a word planted in one document's text only): ${scenarios
      .map((s) => {
        const m = results.get(s.name)!.get("search rare word");
        return `${s.name}: "${s.rareWord}" (document ${s.rareDocumentId}) → ${m?.results ?? "—"} result(s)`;
      })
      .join(
        "; ",
      )}. Common word "${COMMON_WORD}": ${scenarios.map((s) => `${results.get(s.name)!.get(`search "${COMMON_WORD}"`)?.results ?? "—"}`).join(" / ")} rows on the first page.`,
  );
  // The targets, reported (not asserted).
  const over: string[] = [];
  for (const name of CALL_NAMES) {
    const a = results.get(base.name)!.get(name) ?? results.get(base.name)!.get("first page");
    const b = results.get(big.name)!.get(name);
    if (a && b && b.p50 / a.p50 > 1.3)
      over.push(`${name} ${(b.p50 / a.p50).toFixed(2)}× at ${fmt(big.documents)} vs ${fmt(base.documents)}`);
    const limit = name.startsWith("/documents") || name.startsWith("dashboard") ? 3 : 1.5;
    if (b && b.p50 / b.floorP50 > limit)
      over.push(`${name} ${(b.p50 / b.floorP50).toFixed(1)}× the bare Worker (target ≤ ${limit}×)`);
    // The rows a list call answers (at least 1: a search that finds nothing should read next to nothing).
    const pageSize = Math.max(b?.results ?? 0, 1);
    if (b?.rowsRead !== undefined && b.results !== undefined && b.rowsRead > 2 * pageSize)
      over.push(`${name} reads ${fmt(b.rowsRead)} rows for ${b.results} listed`);
  }
  const first = results.get(big.name)!.get("first page");
  const rare = results.get(big.name)!.get("search rare word");
  if (first && rare && rare.p50 > first.p50 * 1.3)
    over.push(`rare-word search p50 ${ms(rare.p50)} ms vs first page ${ms(first.p50)} ms`);
  lines.push(
    "",
    `Targets at ${fmt(big.documents)} documents (reported, not asserted): ${over.length === 0 ? "all met." : `not met — ${over.join("; ")}.`}`,
    "",
    `Seeding (scale seed, domain operations in a seed Worker, while the app ran): ${seeded
      .map(
        (r, i) =>
          `${i < SIZES.length ? `${fmt(SIZES[i]!)} documents` : `${fmt(MANY_COMPANIES)} companies`}: ${(r.documents / r.seconds).toFixed(1)} documents/s`,
      )
      .join(", ")}.`,
    "",
    `Whole run: ${elapsed()}.`,
  );
  const text = lines.join("\n");
  console.log(text);
  appendFileSync("bench/RESULTS.md", `${text}\n`);
  log("Appended to bench/RESULTS.md");
} finally {
  await Promise.all([stack.stop(), bare.stop()]);
}
