// `npm run bench:lighthouse`: Lighthouse alone, on the same stack and pages as `npm run bench`
// (2,000 documents, its admin signed in), for iterating on a page's score without the whole bench.
// Prints the figures; appends nothing. Options:
//   --pages landing,dashboard,documents,templates,chat,admin   (default: all six)
//   --runs N        each page N times, the median score reported (default 1)
//   --reuse         keep the database of the previous run (skips the 2,000-document seed)
//   --no-build      do not rebuild the app first
//   --reports DIR   write each run's Lighthouse JSON there
//   --app-port P --idp-port P   (default 8951/8952, the bench's)
// Run it with NODE_ENV=production, as `npm run bench` runs `wrangler dev`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { SESSION_COOKIE } from "../worker/http/cookies.ts";
import { type LighthouseResult, runLighthouse } from "./bench/lighthouse.ts";
import { startLocalStack } from "./lib/local-stack.ts";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "landing,dashboard,documents,templates,chat,admin" },
    runs: { type: "string", default: "1" },
    reuse: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    reports: { type: "string" },
    "app-port": { type: "string", default: "8951" },
    "idp-port": { type: "string", default: "8952" },
    "persist-to": { type: "string", default: ".wrangler/bench-lighthouse-state" },
  },
});

const PAGES: Record<string, { name: string; path: string; signedIn: boolean }> = {
  landing: { name: "landing (/ signed out)", path: "/", signedIn: false },
  dashboard: { name: "dashboard (/ signed in)", path: "/", signedIn: true },
  documents: { name: "/documents (signed in)", path: "/documents", signedIn: true },
  templates: { name: "/templates (signed in)", path: "/templates", signedIn: true },
  chat: { name: "/chat (signed in)", path: "/chat", signedIn: true },
  admin: { name: "/admin (signed in)", path: "/admin", signedIn: true },
};
const chosen = values.pages.split(",").map((key) => {
  const page = PAGES[key.trim()];
  if (!page) throw new Error(`Unknown page "${key}" (one of ${Object.keys(PAGES).join(", ")})`);
  return page;
});
const runs = Number(values.runs);
const persistTo = values["persist-to"];
const reuse = values.reuse && existsSync(persistTo) && existsSync("bench/.session");
if (!reuse) rmSync(persistTo, { recursive: true, force: true });

const stack = await startLocalStack({
  persistTo,
  appPort: Number(values["app-port"]),
  idpPort: Number(values["idp-port"]),
  quiet: true,
  build: !values["no-build"],
  extraSeedScripts: reuse ? [] : ["scripts/bench/seed-large-library.ts"],
});
try {
  const cookie = `${SESSION_COOKIE}=${readFileSync("bench/.session", "utf8").trim()}`;
  const pages = chosen.map((p) => ({
    name: p.name,
    url: `${stack.appUrl}${p.path}`,
    cookie: p.signedIn ? cookie : undefined,
  }));
  const byPage = new Map<string, LighthouseResult[]>();
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  const loadBefore = os.loadavg()[0]!;
  for (let run = 1; run <= runs; run++) {
    const results = await runLighthouse(pages, {
      onReport: values.reports
        ? (name, json) =>
            writeFileSync(
              `${values.reports}/${name.split(" ")[0]!.replace(/\W/g, "") || "root"}-${run}.json`,
              json,
            )
        : undefined,
    });
    for (const r of results) byPage.set(r.name, [...(byPage.get(r.name) ?? []), r]);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `\nLighthouse (default mobile profile), ${runs} run(s) per page, median; NODE_ENV=${process.env.NODE_ENV ?? "(unset)"}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after (${os.cpus().length} cores)\n`,
  );
  console.log(
    "| Page | performance | (runs) | accessibility | FCP ms | LCP ms | TBT ms | scripts | script KB gzip |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const [name, rs] of byPage) {
    const m = (pick: (r: LighthouseResult) => number) => median(rs.map(pick));
    console.log(
      `| ${name} | ${m((r) => r.performance)} | ${rs.map((r) => r.performance).join(" ")} | ${m((r) => r.accessibility)} | ${m((r) => r.firstContentfulPaintMs)} | ${m((r) => r.largestContentfulPaintMs)} | ${m((r) => r.totalBlockingTimeMs)} | ${rs[0]!.scripts} | ${rs[0]!.scriptKbGzip.toFixed(1)} |`,
    );
  }
} finally {
  await stack.stop();
}
