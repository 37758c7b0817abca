// `npm run bench`: performance figures, measured, never asserted. Starts the built Worker on a
// fresh local database with 2,000 documents and, on the same `wrangler dev`, a bare Worker that only
// answers "ok" (the floor). Each endpoint and page is loaded from 16 concurrent connections right
// after the floor is measured again (the machine's load drifts), and reported as a ratio of its p95
// to that floor's p95; beside it, the same bare Worker answering the row's own bytes after one D1
// query (the reference: what wrangler dev charges any D1 read of that size). Then the exports are
// timed, and Lighthouse scores the landing page and five signed-in pages (`npm run bench:lighthouse`
// runs that part alone). Appends the figures to bench/RESULTS.md.
import { appendFileSync, rmSync } from "node:fs";
import os from "node:os";
import { measureExports } from "./bench/exports.ts";
import { buildFiftyPagePdf, measureExtraction, PDF_PAGES } from "./bench/extraction.ts";
import { type MedianLighthouseResult, runLighthouseMedian } from "./bench/lighthouse.ts";
import { type SequentialTiming, timeSequential } from "./bench/requests.ts";
import { type LoadResult, load, type ReferenceBody, startBareWorker } from "./bench/scale-load.ts";
import { startLocalStack } from "./lib/local-stack.ts";
import { returningBrowserCookie } from "./lib/returning-browser.ts";

const CONCURRENCY = 16;
const REQUESTS = 800;
/** Targets for fast pages (decision 018): p95 as a multiple of the bare Worker's p95. */
const TARGET = { api: 1.5, page: 3 } as const;
const LIGHTHOUSE_TARGET = { performance: 95, accessibility: 100, landingScriptKbGzip: 100 } as const;
/**
 * Lighthouse runs per page, the median reported (one run is a draw: scripts/bench/lighthouse.ts).
 * Five, as Lighthouse's own guidance on variability advises (the median of five halves the spread
 * of one run): with three, the same build's median still moved by 5 points between runs here.
 */
const LIGHTHOUSE_RUNS = 5;

interface Row {
  label: string;
  kind: keyof typeof TARGET;
  url: string;
  headers?: Record<string, string>;
}

interface Measured {
  label: string;
  kind: keyof typeof TARGET;
  run: LoadResult;
  floor: LoadResult;
  /** The bare Worker answering this row's bytes after one D1 call: what no D1 read can go below. */
  reference: LoadResult;
}

const persistTo = ".wrangler/bench-state";
rmSync(persistTo, { recursive: true, force: true });
console.log("Preparing a fresh database with 2,000 documents (takes a minute)…");
const stack = await startLocalStack({
  persistTo,
  appPort: 8951,
  idpPort: 8952,
  quiet: true,
  extraSeedScripts: ["scripts/bench/seed-large-library.ts"],
  // The generations below are 30 in a row from one person, over the 10 a minute the product allows.
  raisedRateLimits: true,
});
let bare: Awaited<ReturnType<typeof startBareWorker>> | undefined;
const lines: string[] = [];
try {
  // Lighthouse's Chrome is given the session alone: the app's first answer puts the identity hint in
  // its own cookie jar, as in any browser (scripts/bench/browser-cookies.ts).
  const { cookie, session: sessionCookie } = await returningBrowserCookie(stack.appUrl);
  const app = stack.appUrl;
  const rows: Row[] = [
    { label: "GET /api/health", kind: "api", url: `${app}/api/health` },
    { label: "GET /api/documents", kind: "api", url: `${app}/api/documents`, headers: { cookie } },
    {
      label: "GET /api/documents?tab=active&search=policy 19&limit=50",
      kind: "api",
      url: `${app}/api/documents?tab=active&search=policy%2019&limit=50`,
      headers: { cookie },
    },
    { label: "GET /api/templates", kind: "api", url: `${app}/api/templates`, headers: { cookie } },
    // Whole pages: the session is looked up once per view (request context).
    { label: "page / (landing, signed out)", kind: "page", url: `${app}/` },
    { label: "page / (dashboard)", kind: "page", url: `${app}/`, headers: { cookie } },
    { label: "page /documents (50 rows)", kind: "page", url: `${app}/documents`, headers: { cookie } },
    { label: "page /templates", kind: "page", url: `${app}/templates`, headers: { cookie } },
  ];
  // Each row's reference answers the row's own bytes after one D1 call (scale-load.ts).
  const references: Record<string, ReferenceBody> = {};
  for (const [i, row] of rows.entries()) {
    const response = await fetch(row.url, { headers: row.headers, redirect: "manual" });
    references[String(i)] = {
      body: await response.text(),
      contentType: response.headers.get("content-type") ?? "text/plain",
    };
  }
  bare = await startBareWorker({ folder: `${persistTo}/bare`, port: 8953, references });
  const options = { requests: REQUESTS, concurrency: CONCURRENCY, warmUp: 20 };
  const measured: Measured[] = [];
  console.log(`Load: ${REQUESTS} requests per endpoint from ${CONCURRENCY} concurrent connections…`);
  for (const [i, { label, kind, url, headers }] of rows.entries()) {
    const floor = await load(`${bare.url}/`, options);
    const reference = await load(`${bare.url}/reference/${i}`, options);
    const run = await load(url, { ...options, headers });
    measured.push({ label, kind, run, floor, reference });
    console.log(
      `  ${label}: p95 ${run.p95.toFixed(1)} ms, floor p95 ${floor.p95.toFixed(1)} ms, reference p95 ${reference.p95.toFixed(1)} ms`,
    );
  }
  const exports = await measureExports();
  console.log(`Lighthouse: the landing page and five signed-in pages, ${LIGHTHOUSE_RUNS} runs each…`);
  const lighthouse: MedianLighthouseResult[] = await runLighthouseMedian(
    [
      { name: "landing (/ signed out)", url: `${app}/` },
      { name: "dashboard (/ signed in)", url: `${app}/`, cookie: sessionCookie },
      { name: "/documents (signed in)", url: `${app}/documents`, cookie: sessionCookie },
      { name: "/templates (signed in)", url: `${app}/templates`, cookie: sessionCookie },
      { name: "/chat (signed in)", url: `${app}/chat`, cookie: sessionCookie },
      { name: "/admin (signed in)", url: `${app}/admin`, cookie: sessionCookie },
    ],
    LIGHTHOUSE_RUNS,
  );

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
  const ratio = (m: Measured) => m.run.p95 / m.floor.p95;
  const floorP95s = measured.map((m) => m.floor.p95).sort((a, b) => a - b);
  lines.push(
    `Floor: a bare Worker (\`new Response("ok")\`) on the same \`wrangler dev\`, measured with the same load just before each row; its p95 ranged ${floorP95s[0]!.toFixed(1)}–${floorP95s.at(-1)!.toFixed(1)} ms. Targets (p95 ÷ floor p95): API reads ≤ ${TARGET.api}×, pages ≤ ${TARGET.page}×.\n`,
  );
  lines.push(
    "Reference: the same bare Worker answering each row's own bytes (same content type) after one D1 query (`SELECT 1`), measured with the same load between the floor and the row. No read that goes to D1 can cost the local stack less: its ratio to the floor is wrangler dev's price for one D1 call and for the answer's size, and \"÷ reference\" is what the app adds to it.\n",
  );
  lines.push(
    "| Endpoint | p50 ms | p95 ms | req/s | HTML/JSON KB | floor p95 ms | p95 ÷ floor | target | reference ÷ floor | p95 ÷ reference | errors |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const m of measured) {
    const target = TARGET[m.kind];
    const met = ratio(m) <= target ? `≤ ${target}× met` : `≤ ${target}× **not met**`;
    const referenceRatio = m.reference.p95 / m.floor.p95;
    const overReference = m.run.p95 / m.reference.p95;
    lines.push(
      `| ${m.label} | ${m.run.p50.toFixed(1)} | ${m.run.p95.toFixed(1)} | ${m.run.perSecond.toFixed(0)} | ${(m.run.bytes / 1024).toFixed(1)} | ${m.floor.p95.toFixed(1)} | ${ratio(m).toFixed(2)}× | ${met} | ${referenceRatio.toFixed(2)}× | ${overReference.toFixed(2)}× | ${m.run.errors + m.reference.errors} |`,
    );
  }
  lines.push("");
  lines.push(
    `Lighthouse 13 (default mobile profile: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, ${LIGHTHOUSE_RUNS} runs per page: each row is the run of median performance (every run's score in "runs"); script KB: the scripts the page loaded, gzipped (-9).\n`,
  );
  lines.push(
    "| Page | performance | runs | accessibility | FCP ms | LCP ms | TBT ms | scripts | script KB gzip | failed a11y audits |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|---|");
  for (const l of lighthouse) {
    lines.push(
      `| ${l.name} | ${l.performance} | ${l.runScores.join(" ")} | ${l.accessibility} | ${l.firstContentfulPaintMs} | ${l.largestContentfulPaintMs} | ${l.totalBlockingTimeMs} | ${l.scripts} | ${l.scriptKbGzip.toFixed(1)} | ${l.failedAccessibility.join(", ") || "—"} |`,
    );
  }
  lines.push("");
  const verdicts: string[] = [];
  for (const m of measured) {
    const target = TARGET[m.kind];
    verdicts.push(
      `${m.label} ${ratio(m).toFixed(2)}× (≤ ${target}×: ${ratio(m) <= target ? "met" : "not met"})`,
    );
  }
  for (const l of lighthouse) {
    verdicts.push(
      `${l.name} performance ${l.performance} (≥ ${LIGHTHOUSE_TARGET.performance}: ${l.performance >= LIGHTHOUSE_TARGET.performance ? "met" : "not met"}), accessibility ${l.accessibility} (${LIGHTHOUSE_TARGET.accessibility}: ${l.accessibility >= LIGHTHOUSE_TARGET.accessibility ? "met" : "not met"})`,
    );
  }
  const landing = lighthouse[0]!;
  verdicts.push(
    `landing JavaScript ${landing.scriptKbGzip.toFixed(1)} KB gzip (≤ ${LIGHTHOUSE_TARGET.landingScriptKbGzip}: ${landing.scriptKbGzip <= LIGHTHOUSE_TARGET.landingScriptKbGzip ? "met" : "not met"})`,
  );
  const pdfExport = exports[0]!;
  const pdfFloor = exports.find((e) => e.name.startsWith("pdf-lib's own floor"))!;
  verdicts.push(
    `50-page PDF ${pdfExport.ms.toFixed(0)} ms = ${(pdfExport.ms / pdfFloor.ms).toFixed(2)}× pdf-lib's own floor (≤ 2×: ${pdfExport.ms <= 2 * pdfFloor.ms ? "met" : "not met"})`,
  );
  lines.push(`Targets: ${verdicts.join("; ")}.\n`);
  lines.push("| Export | pages | size | time ms |");
  lines.push("|---|---|---|---|");
  for (const e of exports)
    lines.push(`| ${e.name} | ${e.pages ?? "—"} | ${(e.bytes / 1024).toFixed(0)} KiB | ${e.ms.toFixed(0)} |`);
  lines.push("");
  lines.push(
    "Whole requests, one after another from one person. The Worker ran with its local rate limits raised a thousandfold for this bench only (`raisedRateLimits`, a generated wrangler.bench.toml): the product allows 10 generations a minute per person, and these time 30 in a row.\n",
  );
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
  await Promise.all([stack.stop(), bare?.stop()]);
}
