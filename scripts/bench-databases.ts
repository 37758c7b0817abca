// `npm run bench:databases`: the library and the platform's customer list with the companies on one
// company database, then spread over two (decision 027) — measured, never asserted. Starts the app on
// a fresh local stack (.wrangler/bench-databases-state, ports 8921–8924; it binds DB and
// COMPANY_DB_2), gives 20 companies 1,000 documents each through the scale seed, all on the first
// database, and measures; then moves half of them to the second database through the product's own
// move (POST /api/admin/companies/:id/move, run until complete) and measures the same calls on the
// same data again. Each call is measured right after the bare Worker on the same `wrangler dev`, and
// compared as a multiple of it, because the machine's load drifts. Appends to bench/RESULTS.md.
//
// `npm run bench:databases -- --quick`: 20 companies × 40 documents, fewer requests.
import { appendFileSync, rmSync } from "node:fs";
import os from "node:os";
import { eq } from "drizzle-orm";
import { companies, companySettings, users } from "../worker/db/schema.ts";
import { companyRow, companySettingsRow, userRow } from "../worker/db/seed/factories.ts";
import { createSession } from "../worker/domain/auth/create-session.ts";
import { repairPeopleMirror } from "../worker/domain/people/people-mirror.ts";
import { SESSION_COOKIE } from "../worker/http/cookies.ts";
import { type LoadResult, load, startBareWorker } from "./bench/scale-load.ts";
import { addDocuments, startSeedWorker } from "./bench/scale-seeder.ts";
import { withLocalDatabase } from "./lib/local-database.ts";
import { startLocalStack } from "./lib/local-stack.ts";

const quick = process.argv.includes("--quick");
const COMPANIES = 20;
const DOCUMENTS = quick ? 40 : 1_000;
const REQUESTS = quick ? 48 : 160;
const CONCURRENCY = 8;
const COMMON_WORD = "information";
const persistTo = ".wrangler/bench-databases-state";

const runStarted = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - runStarted) / 1000).toFixed(0)} s] ${message}`);
const fmt = (n: number) => n.toLocaleString("en-US");

rmSync(persistTo, { recursive: true, force: true });
log(`bench:databases${quick ? " --quick" : ""}: ${COMPANIES} companies × ${fmt(DOCUMENTS)} documents`);
const stack = await startLocalStack({ persistTo, appPort: 8921, idpPort: 8922, quiet: true });
const bare = await startBareWorker({ folder: `${persistTo}/bare`, port: 8923 });
process.env.CHARTERLY_PERSIST_TO = persistTo;

interface Company {
  companyId: number;
  cookie: string;
  rareWord: string | null;
}

try {
  log("Creating the companies, all on the first company database…");
  const setup = await withLocalDatabase(async (ctx) => {
    const made: Array<{ companyId: number; userId: number }> = [];
    for (let i = 1; i <= COMPANIES; i++) {
      const [company] = await ctx.directory
        .insert(companies)
        .values(companyRow({ name: `Spread ${i}`, tier: "enterprise", databaseNumber: 1 }))
        .returning({ id: companies.id });
      const [, [admin]] = await ctx.directory.batch([
        ctx.directory.insert(companySettings).values(companySettingsRow({ companyId: company!.id })),
        ctx.directory
          .insert(users)
          .values(userRow({ companyId: company!.id, role: "company_admin", email: `admin@spread-${i}.test` }))
          .returning({ id: users.id }),
      ]);
      made.push({ companyId: company!.id, userId: admin!.id });
    }
    await repairPeopleMirror(ctx);
    const [platform] = await ctx.directory
      .select()
      .from(users)
      .where(eq(users.email, "platform@charterly.test"));
    if (!platform) throw new Error("The local seed has no platform@charterly.test");
    const token = async (userId: number) =>
      (await createSession(ctx, { userId, authenticatedAt: null })).token;
    return {
      companies: await Promise.all(made.map(async (c) => ({ ...c, token: await token(c.userId) }))),
      platformToken: await token(platform.id),
    };
  });

  log("Seeding the documents…");
  const seeder = await startSeedWorker({ port: 8924 });
  const seeded: Company[] = [];
  const seedStarted = performance.now();
  try {
    for (const [i, company] of setup.companies.entries()) {
      const result = await addDocuments(seeder, {
        companyId: company.companyId,
        documents: DOCUMENTS,
        seed: 7000 + i,
      });
      seeded.push({
        companyId: company.companyId,
        cookie: `${SESSION_COOKIE}=${company.token}`,
        rareWord: result.sample?.rareWord ?? null,
      });
      log(
        `  company ${i + 1}/${COMPANIES}: ${fmt(result.documents)} documents in ${result.seconds.toFixed(0)} s`,
      );
    }
  } finally {
    await seeder.stop();
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const platformCookie = `${SESSION_COOKIE}=${setup.platformToken}`;
  // One company that stays on the first database, one that moves to the second.
  const stays = seeded[0]!;
  const moves = seeded[COMPANIES / 2]!;

  const libraryCalls = (company: Company): Array<{ name: string; query: Record<string, string> }> => [
    { name: "first page", query: { tab: "active" } },
    { name: "category=legal", query: { tab: "active", category: "legal" } },
    { name: `search "${COMMON_WORD}"`, query: { tab: "active", search: COMMON_WORD } },
    ...(company.rareWord
      ? [{ name: "search rare word", query: { tab: "active", search: company.rareWord } }]
      : []),
    { name: "counts (limit=1)", query: { tab: "active", limit: "1" } },
  ];

  interface Measured extends LoadResult {
    floorP50: number;
  }
  const measure = async (url: string, cookie: string): Promise<Measured> => {
    const floor = await load(`${bare.url}/`, { requests: REQUESTS, concurrency: CONCURRENCY });
    const measured = await load(url, { headers: { cookie }, requests: REQUESTS, concurrency: CONCURRENCY });
    if (measured.errors > 0) throw new Error(`${url}: ${measured.errors} answers were not 200`);
    return { ...measured, floorP50: floor.p50 };
  };
  const measureAll = async (phase: string) => {
    const results = new Map<string, Measured>();
    for (const [who, company] of [
      ["stays", stays],
      ["moves", moves],
    ] as const) {
      for (const call of libraryCalls(company)) {
        const url = `${stack.appUrl}/api/documents?${new URLSearchParams(call.query)}`;
        const measured = await measure(url, company.cookie);
        results.set(`${who}: ${call.name}`, measured);
        log(
          `  ${phase}, ${who}: ${call.name}: p50 ${measured.p50.toFixed(1)} ms (bare ${measured.floorP50.toFixed(1)} ms)`,
        );
      }
    }
    for (const [name, path] of [
      ["customer list", "/api/admin/companies"],
      ["customer list, search", "/api/admin/companies?search=Spread%201"],
    ] as const) {
      const measured = await measure(`${stack.appUrl}${path}`, platformCookie);
      results.set(name, measured);
      log(`  ${phase}: ${name}: p50 ${measured.p50.toFixed(1)} ms (bare ${measured.floorP50.toFixed(1)} ms)`);
    }
    return results;
  };

  log("Measuring with every company on the first database…");
  const one = await measureAll("one database");

  log(`Moving companies ${COMPANIES / 2 + 1}–${COMPANIES} to the second database…`);
  const moveStarted = performance.now();
  let moveCalls = 0;
  for (const company of seeded.slice(COMPANIES / 2)) {
    let first = true;
    for (;;) {
      const res = await fetch(`${stack.appUrl}/api/admin/companies/${company.companyId}/move`, {
        method: "POST",
        headers: { cookie: platformCookie, origin: stack.appUrl, "content-type": "application/json" },
        body: JSON.stringify(first ? { toDatabase: 2 } : {}),
      });
      moveCalls++;
      const answer = (await res.json()) as { complete?: boolean; step?: string; message?: string };
      if (!res.ok) throw new Error(`moving company ${company.companyId}: ${res.status} ${answer.message}`);
      first = false;
      if (answer.complete) break;
    }
    log(`  company ${company.companyId} moved`);
  }
  const moveSeconds = (performance.now() - moveStarted) / 1000;

  log("Measuring with the companies over two databases…");
  const two = await measureAll("two databases");

  // Each phase's floor: the median of the bare Worker's p50s taken before its calls (one reading
  // alone swings by half on this machine).
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const floorOf = (results: Map<string, Measured>) => median([...results.values()].map((m) => m.floorP50));
  const floors = new Map([
    [one, floorOf(one)],
    [two, floorOf(two)],
  ]);
  const relativeIn = (results: Map<string, Measured>, m: Measured) => m.p50 / floors.get(results)!;
  const rows = [...one.keys()].map((name) => {
    const a = one.get(name)!;
    const b = two.get(name)!;
    const ratio = relativeIn(two, b) / relativeIn(one, a);
    return `| ${name} | ${a.p50.toFixed(1)} / ${a.p95.toFixed(1)} (${relativeIn(one, a).toFixed(2)}×) | ${b.p50.toFixed(1)} / ${b.p95.toFixed(1)} (${relativeIn(two, b).toFixed(2)}×) | ${(b.p50 / a.p50).toFixed(2)} | **${ratio.toFixed(2)}** |`;
  });
  const text = [
    `\n## ${new Date().toISOString()} — companies over two company databases (\`npm run bench:databases${quick ? " -- --quick" : ""}\`), ${os.cpus().length} cores, ${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}, wrangler dev with local D1\n`,
    `${COMPANIES} enterprise companies × ${fmt(DOCUMENTS)} documents (bodies 10–40 KB, the scale seed; ${seedSeconds.toFixed(0)} s), first all on the first company database (the second bound and empty), then with companies ${COMPANIES / 2 + 1}–${COMPANIES} moved to the second by the product's move (${moveCalls} calls of POST /api/admin/companies/:id/move, ${moveSeconds.toFixed(0)} s). Same data, same calls: "stays" is company 1 (on the first database throughout), "moves" company ${COMPANIES / 2 + 1} (on the second after the move); the customer list is the platform administrator's (all companies, both databases). ${CONCURRENCY} concurrent connections, ${REQUESTS} requests per call after 10 warm-up requests, each call right after the bare Worker on the same \`wrangler dev\`. Cells: p50 / p95 ms (p50 as a multiple of the phase's bare-Worker floor: the median of the bare p50s taken before each call; one database ${floors.get(one)!.toFixed(1)} ms, two ${floors.get(two)!.toFixed(1)} ms). Raw: two ÷ one of the p50s. Ratio: two ÷ one of the multiples. Targets (a second database costs little, decision 027): library calls ≤ 1.3, customer list ≤ 1.5.\n`,
    "| call | one company database | two company databases | raw | ratio |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  appendFileSync("bench/RESULTS.md", `${text}\n`);
  console.log(text);
} finally {
  await bare.stop();
  await stack.stop();
}
