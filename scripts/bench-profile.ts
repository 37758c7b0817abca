// Where a request's CPU goes in the Worker: `npm run bench:profile -- /templates [/documents …]`.
// Starts the local stack (the production bundle, demo seed) with the Worker's V8 inspector open,
// signs in as the enterprise demo admin, warms each path up, then records a CPU profile of workerd
// (the inspector's Profiler domain) over N sequential requests and prints the functions with the
// most time per request, by their own time and with what they call. Names are the bundle's, so a
// minified library reads as short names; the file and line say where to look
// (.wrangler/tmp/dev-*/index.js while it runs). It found the per-request costs of
// signed-in pages (decision 018); --save writes the .cpuprofile for Chromium's DevTools.
//
// Options: --requests N (default 200), --signed-out, --save <file>, --large-library (the bench's
// 2,000 documents and its session, so /documents shows 50 rows as in `npm run bench`).
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { startLocalStack } from "./lib/local-stack.ts";
import { returningBrowserCookie } from "./lib/returning-browser.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const requests = Number(option("--requests") ?? 200);
const signedOut = args.includes("--signed-out");
const save = option("--save");
const largeLibrary = args.includes("--large-library");
const paths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--save");
if (paths.length === 0) {
  console.error("Usage: npm run bench:profile -- /path [/path…] [--requests N] [--signed-out] [--save file]");
  process.exit(2);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const INSPECTOR_PORT = 9931;
const persistTo = ".wrangler/profile-state";
rmSync(persistTo, { recursive: true, force: true });
const stack = await startLocalStack({
  persistTo,
  appPort: 8941,
  idpPort: 8942,
  quiet: true,
  inspectorPort: INSPECTOR_PORT,
  extraSeedScripts: [
    largeLibrary ? "scripts/bench/seed-large-library.ts" : "scripts/bench/seed-latency-session.ts",
  ],
});
try {
  const sessionFile = largeLibrary ? "bench/.session" : "bench/.latency-session";
  const { cookie } = await returningBrowserCookie(stack.appUrl, sessionFile);
  const headers: Record<string, string> = signedOut ? {} : { cookie };
  const inspector = await openInspector(`ws://127.0.0.1:${INSPECTOR_PORT}/ws`);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  for (const path of paths) {
    let bytes = 0;
    const get = async () => {
      const response = await fetch(`${stack.appUrl}${path}`, { headers });
      bytes = (await response.arrayBuffer()).byteLength;
      return response.status;
    };
    for (let i = 0; i < 20; i++) await get();
    await inspector.send("Profiler.start");
    const started = performance.now();
    const statuses = new Map<number, number>();
    for (let i = 0; i < requests; i++) {
      const status = await get();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const wall = (performance.now() - started) / requests;
    const { profile } = (await inspector.send("Profiler.stop")) as { profile: Profile };
    if (save) {
      writeFileSync(paths.length > 1 ? `${save}.${paths.indexOf(path)}` : save, JSON.stringify(profile));
      // The profile's lines are the running bundle's: kept beside it (gone when wrangler stops).
      const bundle = runningBundle();
      if (bundle) copyFileSync(bundle, `${save}.index.js`);
    }
    report(path, profile, requests, wall, statuses, bytes);
  }
  inspector.close();
} finally {
  await stack.stop();
}

/**
 * The time each sample stands for. workerd's V8 takes no sample while the isolate is not running
 * (a request waiting on D1, the gap between two requests), so the first sample after a wait comes
 * with the whole wait as its delta: uncapped, a function that runs first after a wait (Hono's
 * router, the D1 result's conversion) looks like a hotspot, and the thread looks busy almost all
 * of the wall time. Capped at three sampling intervals, a sample counts for the time it sampled.
 */
function sampleTimes(profile: Profile): number[] {
  const sorted = [...profile.timeDeltas].sort((a, b) => a - b);
  const cap = 3 * (sorted[sorted.length >> 1] ?? 0);
  return profile.timeDeltas.map((us) => Math.min(us, cap));
}

function report(
  path: string,
  profile: Profile,
  n: number,
  wallMs: number,
  statuses: Map<number, number>,
  bytes: number,
) {
  const times = sampleTimes(profile);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").pop() ?? ""}:${node.callFrame.lineNumber + 1}`;
  const own = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let idle = 0;
  let total = 0;
  profile.samples.forEach((sample, i) => {
    const us = times[i] ?? 0;
    total += us;
    const node = byId.get(sample)!;
    if (node.callFrame.functionName === "(idle)") idle += us;
    own.set(label(node), (own.get(label(node)) ?? 0) + us);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const name = label(byId.get(id)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  });
  const perRequest = (us: number) => (us / 1000 / n).toFixed(2).padStart(7);
  const top = (m: Map<string, number>, count: number) =>
    [...m]
      .filter(([name]) => !name.startsWith("(root)") && !name.startsWith("(idle)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${perRequest(us)} ms  ${name}`)
      .join("\n");
  const answered = [...statuses].map(([status, count]) => `${count}×${status}`).join(", ");
  console.log(
    `\n${path}: ${n} sequential requests (${answered}, ${(bytes / 1024).toFixed(1)} KB each), ${wallMs.toFixed(1)} ms each from the client; ` +
      `the Worker's isolate running ${((total - idle) / 1000 / n).toFixed(2)} ms per request (sampled every 0.2 ms; a sample counts at most three intervals).`,
  );
  console.log(`Own time per request:\n${top(own, 25)}`);
  console.log(`With what they call, per request:\n${top(inclusive, 40)}`);
  const modules = ownTimeByModule(profile, byId, times);
  if (modules) console.log(`Own time per request by module of the bundle:\n${top(modules, 20)}`);
}

/**
 * Own time summed by where the bundle's code came from (esbuild's `// node_modules/<package>/…`
 * markers in the Worker's bundle, read while it runs): how much of a request is React's render,
 * React Router, drizzle, the API's own code… V8's own work ((program), garbage collection) and
 * built-ins (no file) are kept apart.
 */
function ownTimeByModule(profile: Profile, byId: Map<number, ProfileNode>, times: number[]) {
  const markers = new Map<string, { line: number; module: string }[]>();
  const moduleAt = (url: string, line: number) => {
    // The Worker's bundle is named "index.js"; anything else is workerd's own (d1-api…) or V8's.
    if (url !== "index.js") return url || "(V8 and built-ins)";
    if (!markers.has(url)) {
      const bundle = runningBundle();
      if (!bundle) return null;
      const source = readFileSync(bundle, "utf8");
      const found: { line: number; module: string }[] = [];
      source.split("\n").forEach((text, i) => {
        const m = /^\/\/ ((?:node_modules\/((?:@[^/]+\/)?[^/]+))|[\w.-]+\/[\w.-]+)/.exec(text);
        if (m) found.push({ line: i, module: m[2] ?? m[1]! });
      });
      markers.set(url, found);
    }
    const found = markers.get(url)!;
    let lo = 0;
    let hi = found.length - 1;
    let module = "(bundle)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (found[mid]!.line <= line) {
        module = found[mid]!.module;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return module;
  };
  const own = new Map<string, number>();
  for (const [i, sample] of profile.samples.entries()) {
    const node = byId.get(sample)!;
    const name = node.callFrame.functionName;
    if (name === "(idle)" || name === "(root)") continue;
    const module =
      name === "(program)" || name === "(garbage collector)"
        ? name
        : moduleAt(node.callFrame.url, node.callFrame.lineNumber);
    if (module === null) return null;
    own.set(module, (own.get(module) ?? 0) + (times[i] ?? 0));
  }
  return own;
}

// The bundle `wrangler dev` runs: index.js in the newest .wrangler/tmp/dev-… folder (removed when it stops).
function runningBundle() {
  const folders = readdirSync(".wrangler/tmp", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith("dev-"))
    .map((entry) => `.wrangler/tmp/${entry.name}/index.js`)
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return folders[0];
}

async function openInspector(url: string) {
  // The inspector proxy of wrangler dev wants an Origin it knows (DevTools' or localhost's); Node's
  // WebSocket takes headers as its non-standard second argument.
  const socket = new WebSocket(url, { headers: { Origin: "http://localhost" } } as unknown as string[]);
  let nextId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener(
      "error",
      () => reject(new Error(`Could not open the Worker's inspector at ${url}`)),
      {
        once: true,
      },
    );
  });
  return {
    send(method: string, params: Record<string, unknown> = {}) {
      const id = ++nextId;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise<unknown>((resolve) => pending.set(id, resolve));
    },
    close: () => socket.close(),
  };
}
