// `npm run bench:platform`: the platform administrator's screens at scale, measured, never asserted.
// A fresh local database with 2,000 customer companies (10,000 customers); sequential timings of
// the calls behind Customer Management and System Settings, the customer export, and the
// Salesforce sync of all 10,000 against the local fake Salesforce. Appends to bench/RESULTS.md.
import { appendFileSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { startFakeSalesforceServer } from "../test/node/fake-salesforce-server.ts";
import { SESSION_COOKIE } from "../worker/http/cookies.ts";
import { BENCH_COMPANIES, PEOPLE_PER_COMPANY } from "./bench/customer-scale.ts";
import { type SequentialTiming, timeSequential } from "./bench/requests.ts";
import { startLocalStack } from "./lib/local-stack.ts";

const persistTo = ".wrangler/bench-platform-state";
rmSync(persistTo, { recursive: true, force: true });
console.log(`Preparing a fresh database with ${BENCH_COMPANIES} companies (a few minutes)…`);
const runStarted = performance.now();
const stack = await startLocalStack({
  persistTo,
  appPort: 8813,
  idpPort: 8814,
  quiet: true,
  extraSeedScripts: ["scripts/bench/seed-customers.ts"],
});
const salesforce = await startFakeSalesforceServer();
const lines: string[] = [];
try {
  const cookie = `${SESSION_COOKIE}=${readFileSync("bench/.platform-session", "utf8").trim()}`;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.appUrl}${path}`, {
      method,
      headers: {
        cookie,
        origin: stack.appUrl,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const timings: SequentialTiming[] = [];
  for (const [name, path] of [
    ["Customer list (all companies)", "/api/admin/companies"],
    ["Customer list, search", "/api/admin/companies?search=Customer%2019"],
    ["Overview figures", "/api/admin/customer-stats"],
    ["Analytics", "/api/admin/customer-analytics"],
    ["Token balances", "/api/admin/companies/tokens"],
    ["Token ledger (first page)", "/api/admin/tokens/transactions"],
    ["Deletion candidates", "/api/admin/deletion-candidates"],
    ["Platform figures", "/api/admin/platform-figures"],
    ["E-mail queue", "/api/admin/email-tasks"],
  ] as const) {
    console.log(`Timing ${name}…`);
    timings.push(await timeSequential(name, 20, () => call("GET", path)));
  }
  console.log("Timing the customer export…");
  const exportTiming = await timeSequential("Customer export (.xlsx)", 5, () =>
    call("GET", "/api/admin/customers/export"),
  );
  const exportBytes = (await (await call("GET", "/api/admin/customers/export")).arrayBuffer()).byteLength;

  console.log("Syncing every customer to the fake Salesforce…");
  const org = `fake-client-bench-${Date.now()}`;
  await call("POST", "/api/admin/crm/config", {
    loginUrl: salesforce.url,
    clientId: org,
    clientSecret: "fake-secret",
    username: "bench@charterly.test",
    password: "correct-password",
    securityToken: "TOKEN",
    isEnabled: true,
  });
  await call("POST", "/api/admin/crm/test");
  const syncRuns: Array<{ ms: number; sent: number; status: string }> = [];
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    const result = (await (await call("POST", "/api/admin/crm/sync")).json()) as {
      sent: number;
      status: string;
    };
    syncRuns.push({ ms: performance.now() - t0, sent: result.sent, status: result.status });
    if (result.sent === 0) break;
  }
  const calls = (await (await fetch(`${salesforce.url}/__calls?org=${org}`)).json()) as Array<{
    path: string;
  }>;

  const ms = (n: number) => `${n.toFixed(0)} ms`;
  lines.push(
    `\n## ${new Date().toISOString()} — platform administration at scale (\`npm run bench:platform\`), ${os.cpus().length} cores, ${os.cpus()[0]?.model.trim()}, Node ${process.version}, wrangler dev with local D1\n`,
    `${BENCH_COMPANIES.toLocaleString("en-US")} customer companies × ${PEOPLE_PER_COMPANY} people (${(BENCH_COMPANIES * PEOPLE_PER_COMPANY).toLocaleString("en-US")} customers) plus the demo seed. Sequential requests as the platform admin (what a person waits for):\n`,
    "| call | runs | p50 | p95 | answers |",
    "|---|---|---|---|---|",
    ...[...timings, exportTiming].map(
      (t) => `| ${t.name} | ${t.runs} | ${ms(t.p50)} | ${ms(t.p95)} | ${t.statuses} |`,
    ),
    "",
    `The export is ${(exportBytes / 1024).toFixed(0)} KB (two sheets, ${(BENCH_COMPANIES * PEOPLE_PER_COMPANY).toLocaleString("en-US")} customer rows).`,
    "",
    `Salesforce sync of every customer (fake Salesforce on localhost; at most 25 composite calls of 200 per run): ${syncRuns
      .map((r, i) => `run ${i + 1}: ${r.sent.toLocaleString("en-US")} sent, ${r.status}, ${ms(r.ms)}`)
      .join("; ")}. Composite calls in all: ${calls.filter((c) => c.path === "composite").length}.`,
    "",
    `Whole run: ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`,
  );
  appendFileSync("bench/RESULTS.md", `${lines.join("\n")}\n`);
  console.log(lines.join("\n"));
} finally {
  await Promise.all([stack.stop(), salesforce.close()]);
}
