// No page downloads zod with the page: its 27 KB of gzipped JavaScript only serves forms, which
// import their schema when they first render (remix-app/lib/form-schemas.ts, decision 029). Reads
// the built client (`npm run build`, which the end-to-end step runs): the Remix manifest's entry,
// every route module (the dashboard's chunk with "/") and every chunk they import statically, and
// fails naming the route, the chunk that carries zod and the chunk that imports it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const clientDir = "build/client";
const assetsDir = join(clientDir, "assets");
/** A string zod's own code carries (the name of its error class), whatever the minifier does. */
const ZOD_MARK = "ZodError";

const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error(`No Remix manifest in ${assetsDir}: run npm run build first.`);
const manifestText = readFileSync(join(assetsDir, manifestFile), "utf8");
const manifest = JSON.parse(
  manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1),
) as {
  entry: { module: string };
  routes: Record<string, { module: string } | undefined>;
};

const text = (url: string) => readFileSync(join(clientDir, url), "utf8");
/** The chunks a chunk imports statically (`import"./x.js"`, `from"./x.js"`); dynamic imports are left out. */
const staticImports = (url: string) =>
  [...text(url).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`);

/** The dashboard's own chunk, which "/" loads for a signed-in person (decision 022). */
const dashboardChunk = readdirSync(assetsDir).find((name) => /^dashboard-(?!chunk-)[\w-]+\.js$/.test(name));
if (!dashboardChunk) throw new Error("The client build has no dashboard chunk.");

const findings: string[] = [];
const routeIds = Object.keys(manifest.routes);
for (const id of routeIds) {
  const route = manifest.routes[id];
  if (!route) continue;
  const entries = [manifest.entry.module, route.module];
  if (id === "routes/_index") entries.push(`/assets/${dashboardChunk}`);
  const importer = new Map<string, string>();
  const pending = [...entries];
  const seen = new Set(pending);
  while (pending.length) {
    const url = pending.pop() as string;
    if (text(url).includes(ZOD_MARK))
      findings.push(`${id}: ${url} carries zod (imported by ${importer.get(url) ?? "the route itself"})`);
    for (const next of staticImports(url)) {
      if (seen.has(next)) continue;
      seen.add(next);
      importer.set(next, url);
      pending.push(next);
    }
  }
}
if (routeIds.length < 20)
  throw new Error(`The manifest lists ${routeIds.length} routes: is this the app's build?`);
if (findings.length) {
  console.error(findings.join("\n"));
  process.exit(1);
}
console.log(`${routeIds.length} routes checked: none loads zod with the page.`);
