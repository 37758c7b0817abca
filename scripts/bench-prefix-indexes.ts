// `npm run bench:prefix-indexes`: do the library index's prefix indexes earn their bytes?
// (decision 023). On a database that `npm run bench:capacity` seeded (its last snapshot, or the
// file given), builds the library index twice over the same rows — with FTS5's prefix indexes of
// 2 and 3 characters (prefix='2 3', as migration 0007 had it) and without (migration 0011) — and
// asks both what a search request asks (library-search.ts: a page of 51 with snippets and the two
// tabs' counts) while someone types, one request per keystroke, in the largest company. Reports
// each index's bytes, the latency per keystroke and whether both gave the same documents in the same
// order. Runs in Node's own SQLite (node:sqlite), not workerd's: the same FTS5, not the same build.
//
//   npm run bench:prefix-indexes                        the last bench:capacity snapshot
//   npm run bench:prefix-indexes -- --file x.sqlite     another database (it is copied, not changed)
//   npm run bench:prefix-indexes -- --repeats 9         requests per keystroke (median taken)
//   npm run bench:prefix-indexes -- --no-record         print only (else appended to bench/RESULTS.md)
import { appendFileSync, copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { SEARCH_COUNT_LIMIT } from "../worker/domain/contract";
import { libraryMatchExpression } from "../worker/domain/documents/library-search";

const { values } = parseArgs({
  options: {
    file: { type: "string" },
    repeats: { type: "string", default: "5" },
    "no-record": { type: "boolean", default: false },
  },
  strict: true,
});
const REPEATS = Number(values.repeats);
const PAGE = 51;

function lastSnapshot(): string {
  const folder = path.resolve(".wrangler/bench-capacity-snapshots");
  if (!existsSync(folder)) throw new Error(`No ${folder}: run npm run bench:capacity first, or pass --file`);
  const sizes = readdirSync(folder)
    .map((f) => /^after-(\d+)\.sqlite$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]));
  if (!sizes[0]) throw new Error(`No after-N.sqlite snapshot in ${folder}`);
  return path.join(folder, sizes[0][0]);
}

const source = values.file ? path.resolve(values.file) : lastSnapshot();
const file = path.join(os.tmpdir(), `bench-prefix-indexes-${process.pid}.sqlite`);
copyFileSync(source, file);
const db = new DatabaseSync(file);

// The view the index reads (migration 0011); a database from before that migration gets it here.
const hasView = db
  .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'view' AND name = 'document_search_source'")
  .get();
if (!hasView) {
  const migration = readFileSync(path.resolve("migrations/0011_library_search_reads_versions.sql"), "utf8");
  const view = /CREATE VIEW `document_search_source`[\s\S]*?;/.exec(migration);
  if (!view) throw new Error("migration 0011 no longer creates document_search_source");
  db.exec(view[0]);
}

const INDEXES = { prefixed: "prefix='2 3', ", plain: "" } as const;
type Variant = keyof typeof INDEXES;
const tableOf = (v: Variant) => `bench_${v}_fts`;
const bytes: Record<Variant, number> = { prefixed: 0, plain: 0 };
for (const v of Object.keys(INDEXES) as Variant[]) {
  const t = tableOf(v);
  db.exec(`CREATE VIRTUAL TABLE ${t} USING fts5(scope, facets, title, description, body, ${INDEXES[v]}
    content='document_search_source', content_rowid='id', tokenize='porter unicode61');
    INSERT INTO ${t}(${t}, rank) VALUES ('rank', 'bm25(0.0, 0.0, 8.0, 3.0, 1.0)');
    INSERT INTO ${t}(${t}) VALUES ('rebuild');
    INSERT INTO ${t}(${t}) VALUES ('optimize');`);
  db.exec("VACUUM");
  const row = db
    .prepare(`SELECT coalesce(sum(pgsize), 0) AS bytes FROM dbstat WHERE name LIKE '${t}%'`)
    .get() as { bytes: number };
  bytes[v] = Number(row.bytes);
}
const { documents } = db.prepare("SELECT count(*) AS documents FROM document_search_source").get() as {
  documents: number;
};
const { companyId, inCompany } = db
  .prepare(
    "SELECT company_id AS companyId, count(*) AS inCompany FROM documents GROUP BY company_id ORDER BY 2 DESC LIMIT 1",
  )
  .get() as { companyId: number; inCompany: number };

/** One search request as the library makes it (list-documents.ts): the page, then both tabs' counts. */
function request(v: Variant, typed: string): number[] {
  const t = tableOf(v);
  const match = libraryMatchExpression(companyId, typed);
  const active = libraryMatchExpression(companyId, typed, { tab: "active" });
  const archived = libraryMatchExpression(companyId, typed, { tab: "archived" });
  if (!match || !active || !archived) return [];
  const page = db
    .prepare(
      `SELECT rowid AS id, snippet(${t}, 4, char(2), char(3), '…', 16) AS body,
              snippet(${t}, 3, char(2), char(3), '…', 16) AS description
         FROM ${t} WHERE ${t} MATCH ?1
          AND rowid >= coalesce((SELECT rowid FROM ${t} WHERE ${t} MATCH ?1 ORDER BY rowid DESC LIMIT 1 OFFSET ${SEARCH_COUNT_LIMIT - 1}), 0)
        ORDER BY rank LIMIT ${PAGE}`,
    )
    .all(match) as Array<{ id: number }>;
  for (const tab of [active, archived])
    db.prepare(
      `SELECT count(*) FROM (SELECT rowid FROM ${t} WHERE ${t} MATCH ? LIMIT ${SEARCH_COUNT_LIMIT})`,
    ).get(tab);
  return page.map((r) => r.id);
}

// What people type into the library's search, one keystroke at a time.
const SEARCHES = [
  "retention",
  "expenses",
  "confidential",
  "whistleblowing",
  "procurement",
  "remote work",
  "annual leave",
  "data breach",
  "gift",
  "security",
];
const keystrokes = SEARCHES.flatMap((s) =>
  Array.from({ length: s.length }, (_, i) => s.slice(0, i + 1)),
).filter((typed) => !typed.endsWith(" "));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const byLastWordLength = new Map<number, Record<Variant, number[]>>();
const total: Record<Variant, number> = { prefixed: 0, plain: 0 };
let differing = 0;
let hits = 0;
for (const typed of keystrokes) {
  const found: Partial<Record<Variant, number[]>> = {};
  const ms: Record<Variant, number> = { prefixed: 0, plain: 0 };
  for (const v of Object.keys(INDEXES) as Variant[]) request(v, typed); // warm the page cache
  // The two take turns, so that what else the machine does falls on both alike.
  const times: Record<Variant, number[]> = { prefixed: [], plain: [] };
  for (let r = 0; r < REPEATS; r++) {
    for (const v of (r % 2 ? ["plain", "prefixed"] : ["prefixed", "plain"]) as Variant[]) {
      const started = performance.now();
      found[v] = request(v, typed);
      times[v].push(performance.now() - started);
    }
  }
  for (const v of Object.keys(INDEXES) as Variant[]) {
    ms[v] = median(times[v]);
    total[v] += ms[v];
  }
  if (JSON.stringify(found.prefixed) !== JSON.stringify(found.plain)) differing++;
  hits += found.plain!.length;
  const last = typed.split(" ").at(-1)!.length;
  const bucket = Math.min(last, 6);
  const entry = byLastWordLength.get(bucket) ?? { prefixed: [], plain: [] };
  entry.prefixed.push(ms.prefixed);
  entry.plain.push(ms.plain);
  byLastWordLength.set(bucket, entry);
}

const mb = (b: number) => `${(b / 1024 ** 2).toFixed(1)} MB`;
const f2 = (n: number) => n.toFixed(2);
const lines = [
  `\n## ${new Date().toISOString()} — do the library index's prefix indexes earn their bytes? (\`npm run bench:prefix-indexes\`), ${os.cpus().length} cores, ${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}, node:sqlite ${(db.prepare("SELECT sqlite_version() AS v").get() as { v: string }).v}\n`,
  `On \`${path.relative(process.cwd(), source)}\` (${documents.toLocaleString("en-US")} documents; searches in company ${companyId}, ${inCompany.toLocaleString("en-US")} documents): the library index built twice over the same rows (external content, optimised, VACUUMed), with prefix='2 3' and without. ${keystrokes.length} keystrokes of ${SEARCHES.length} searches typed letter by letter (${SEARCHES.map((s) => `“${s}”`).join(", ")}); each keystroke is one search request as the library makes it (a page of ${PAGE} with snippets, ranked among the ${SEARCH_COUNT_LIMIT.toLocaleString("en-US")} newest matches, and both tabs' counts), median of ${REPEATS}.\n`,
  "| index | bytes (dbstat, all its tables) | per document |",
  "|---|---|---|",
  ...(Object.keys(INDEXES) as Variant[]).map(
    (v) =>
      `| ${v === "prefixed" ? "prefix='2 3'" : "no prefix indexes"} | ${mb(bytes[v])} | ${(bytes[v] / documents / 1024).toFixed(1)} KB |`,
  ),
  "",
  "| last word typed so far | keystrokes | with prefix indexes: median ms (max) | without: median ms (max) |",
  "|---|---|---|---|",
  ...[...byLastWordLength.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([n, e]) =>
        `| ${n === 6 ? "6 or more" : n} letter${n === 1 ? "" : "s"} | ${e.plain.length} | ${f2(median(e.prefixed))} (${f2(Math.max(...e.prefixed))}) | ${f2(median(e.plain))} (${f2(Math.max(...e.plain))}) |`,
    ),
  "",
  `All ${keystrokes.length} keystrokes: ${f2(total.prefixed)} ms with the prefix indexes, ${f2(total.plain)} ms without. The same documents in the same order for ${keystrokes.length - differing} of ${keystrokes.length} keystrokes (${hits.toLocaleString("en-US")} results in all); the prefix indexes cost ${mb(bytes.prefixed - bytes.plain)} (${(((bytes.prefixed - bytes.plain) / bytes.plain) * 100).toFixed(0)} % of the index without them).`,
];
console.log(lines.join("\n"));
if (!values["no-record"]) appendFileSync("bench/RESULTS.md", `${lines.join("\n")}\n`);
db.close();
rmSync(file, { force: true });
