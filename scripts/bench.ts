// `npm run bench`: performance figures, measured, never asserted. Starts the built Worker on a
// fresh local database with 2,000 documents, loads it from 16 concurrent connections, times the
// exports, and appends the figures to bench/RESULTS.md.
import { appendFileSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { SESSION_COOKIE } from "../worker/http/cookies.ts";
import { measureExports } from "./bench/exports.ts";
import { buildFiftyPagePdf, measureExtraction, PDF_PAGES } from "./bench/extraction.ts";
import { type SequentialTiming, timeSequential } from "./bench/requests.ts";
import { startLocalStack } from "./lib/local-stack.ts";

const CONCURRENCY = 16;
const REQUESTS = 1600;

interface LoadResult {
  path: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  errors: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  // Warm-up: the first requests compile code and fill caches.
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path: new URL(url).pathname + new URL(url).search,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1]!,
    perSecond: latencies.length / elapsed,
    errors,
  };
}

const persistTo = ".wrangler/bench-state";
rmSync(persistTo, { recursive: true, force: true });
console.log("Preparing a fresh database with 2,000 documents (takes a minute)…");
const stack = await startLocalStack({
  persistTo,
  appPort: 8807,
  idpPort: 8808,
  quiet: true,
  extraSeedScripts: ["scripts/bench/seed-large-library.ts"],
});
const lines: string[] = [];
try {
  const cookie = `${SESSION_COOKIE}=${readFileSync("bench/.session", "utf8").trim()}`;
  const runs: LoadResult[] = [];
  console.log(`Load: ${REQUESTS} requests per endpoint from ${CONCURRENCY} concurrent connections…`);
  runs.push(await load(`${stack.appUrl}/api/health`, {}));
  runs.push(await load(`${stack.appUrl}/api/documents`, { cookie }));
  runs.push(await load(`${stack.appUrl}/api/documents?tab=active&search=policy%2019&limit=50`, { cookie }));
  // Whole pages for a signed-in person: the session is looked up once per view (request context).
  runs.push(await load(`${stack.appUrl}/documents`, { cookie }));
  runs.push(await load(`${stack.appUrl}/`, { cookie }));
  const exports = await measureExports();

  console.log("Generation and import through the running Worker…");
  const pdf = await buildFiftyPagePdf();
  const extraction = await measureExtraction(pdf);
  const writeHeaders = { cookie, origin: stack.appUrl };
  const sequential: SequentialTiming[] = [
    await timeSequential("POST /api/documents/generate (embedded composer, incl. D1 batch)", 30, () =>
      fetch(`${stack.appUrl}/api/documents/generate`, {
        method: "POST",
        headers: { ...writeHeaders, "content-type": "application/json" },
        body: JSON.stringify({
          templateType: "hr",
          companyName: "Northwind Enterprise Ltd",
          department: "operations",
          requirements:
            "Remote work needs manager approval\nEquipment is provided by IT\nCore hours are 10:00-15:00",
          effectiveDate: "2026-12-01",
        }),
      }),
    ),
    await timeSequential(
      `POST /api/documents/import (${PDF_PAGES}-page PDF, ${(pdf.byteLength / 1024).toFixed(0)} KiB)`,
      10,
      () => {
        const form = new FormData();
        form.set("file", new Blob([pdf.slice().buffer], { type: "application/pdf" }), "fifty-pages.pdf");
        return fetch(`${stack.appUrl}/api/documents/import`, {
          method: "POST",
          headers: writeHeaders,
          body: form,
        });
      },
    ),
  ];

  const stamp = new Date().toISOString();
  lines.push(
    `\n## ${stamp} — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, wrangler dev (local workerd + SQLite D1)\n`,
  );
  lines.push(
    `Library: 2,000 documents in one company; ${CONCURRENCY} concurrent connections, ${REQUESTS} requests each.\n`,
  );
  // /api/health is the floor: what wrangler dev answers with next to no work, in the same run.
  const floor = runs[0]!.perSecond;
  lines.push("| Endpoint | p50 ms | p95 ms | p99 ms | max ms | req/s | of the floor | errors |");
  lines.push("|---|---|---|---|---|---|---|---|");
  for (const r of runs) {
    lines.push(
      `| GET ${r.path} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.perSecond.toFixed(0)} | ${((100 * r.perSecond) / floor).toFixed(0)} % | ${r.errors} |`,
    );
  }
  lines.push("");
  lines.push("| Export | pages | size | time ms |");
  lines.push("|---|---|---|---|");
  for (const e of exports)
    lines.push(`| ${e.name} | ${e.pages ?? "—"} | ${(e.bytes / 1024).toFixed(0)} KiB | ${e.ms.toFixed(0)} |`);
  lines.push("");
  lines.push("| Whole request, sequential | runs | p50 ms | p95 ms | statuses |");
  lines.push("|---|---|---|---|---|");
  for (const r of sequential) {
    lines.push(`| ${r.name} | ${r.runs} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.statuses} |`);
  }
  lines.push("");
  lines.push(
    `PDF text extraction in Node (unpdf, ${PDF_PAGES} pages, ${extraction.characters} characters): first run ${extraction.coldMs.toFixed(0)} ms, warm median ${extraction.warmMedianMs.toFixed(0)} ms.`,
  );
  const text = lines.join("\n");
  console.log(text);
  appendFileSync("bench/RESULTS.md", `${text}\n`);
  console.log("\nAppended to bench/RESULTS.md");
} finally {
  await stack.stop();
}
