// `npm run bench:capacity`: how many companies one D1 database holds (decision 023).
// Seeds companies of several sizes, one after another, into a fresh local database
// (.wrangler/bench-capacity-state) through the product's own code: each company and its admin as the
// test factories build them, its documents through the scale seed (createDocument, updateDocument,
// addComment inside a seed Worker: 10–40 KB of policy text, a share with several versions, the
// approved and generated ones cut into knowledge passages by the write itself), and questions to its
// assistant through answerQuestion (the question and the embedded engine's reply are stored).
// After each company the database file is copied; on the copy every FTS5 index is optimised and the
// file VACUUMed with the sqlite3 command-line shell (workerd's SQLite has no `dbstat`, and D1 does not
// allow VACUUM), and `dbstat` says how many bytes each table and index takes. Each table is attributed
// to what its rows grow with (scripts/bench/capacity-model.ts): bytes per document, version, passage,
// chat message and company follow, and from them how many companies of 100, 1,000 and 10,000
// documents fit in one database, full at 7 GB. Appends the figures to bench/RESULTS.md.
//
//   npm run bench:capacity                      10, 100 and 1,000 documents (about 5 minutes)
//   npm run bench:capacity -- --large           10, 100, 1,000 and 10,000 documents (long: the
//                                               10,000 are seeded in about 3 minutes, but their
//                                               10,000 questions were still being asked after 12
//                                               minutes on 2 cores; no run has finished yet)
//   npm run bench:capacity -- --sizes 10,500    any sizes
//   npm run bench:capacity -- --churn 10000     then adds that many documents to one more company and
//                                               removes them, runs a day of the full-text merge jobs
//                                               (the daily start, then 288 5-minute steps) and compares
//                                               the database with its size before (what churn costs)
//   npm run bench:capacity -- --no-record       print only
import { execFileSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { companies, companySettings, users } from "../worker/db/schema.ts";
import { companyRow, companySettingsRow, userRow } from "../worker/db/seed/factories.ts";
import { repairPeopleMirror } from "../worker/domain/people/people-mirror.ts";
import {
  mergeFullTextIndexes,
  startFullTextIndexRewrite,
} from "../worker/domain/search/merge-full-text-indexes.ts";
import {
  bytesByOwner,
  type Counts,
  companiesThatFit,
  D1_LIMIT_BYTES,
  FULL_AT_BYTES,
  headroomCovers,
  OWNERS,
  type Owner,
  ownerOf,
  predictCompanyBytes,
  type StoredObject,
  shapeOf,
  typicalCompany,
  unitCosts,
} from "./bench/capacity-model.ts";
import { addDocuments, removeDocuments, type SeedWorker, startSeedWorker } from "./bench/scale-seeder.ts";
import { withLocalDatabase } from "./lib/local-database.ts";
import { migrateDatabases } from "./lib/migrate-databases.ts";

const { values } = parseArgs({
  options: {
    large: { type: "boolean", default: false },
    sizes: { type: "string" },
    "no-record": { type: "boolean", default: false },
    "questions-per-document": { type: "string", default: "1" },
    churn: { type: "string" },
  },
  strict: true,
});
const SIZES = values.sizes
  ? values.sizes.split(",").map((s) => Number(s.trim()))
  : values.large
    ? [10, 100, 1_000, 10_000]
    : [10, 100, 1_000];
if (SIZES.some((n) => !Number.isInteger(n) || n < 1 || n > 100_000))
  throw new Error(`--sizes takes whole numbers from 1 to 100000, comma-separated; got "${values.sizes}"`);
const QUESTIONS_PER_DOCUMENT = Number(values["questions-per-document"]);
const CHURN = values.churn === undefined ? 0 : Number(values.churn);
if (!Number.isInteger(CHURN) || CHURN < 0 || CHURN > 100_000)
  throw new Error(`--churn takes a whole number from 0 to 100000; got "${values.churn}"`);
/** The 5-minute merge job's runs in a day (worker/jobs/registry.ts). */
const MERGE_RUNS = 288;
const TYPICAL_SIZES = [100, 1_000, 10_000];

const persistTo = path.resolve(".wrangler/bench-capacity-state");
const snapshots = path.resolve(".wrangler/bench-capacity-snapshots");
const runStarted = performance.now();
const elapsed = () => `${((performance.now() - runStarted) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[${elapsed()}] ${message}`);
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/** Progress of a long seeding step: a line every 15 s and at the end, "  1,000/2,000 documents added". */
function progressEvery15s(what: string) {
  let lastPrinted = performance.now();
  return (p: { done: number; total: number }) => {
    if (p.done !== p.total && performance.now() - lastPrinted < 15_000) return;
    lastPrinted = performance.now();
    log(`  ${fmt(p.done)}/${fmt(p.total)} ${what}`);
  };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

// Questions employees ask; the assistant answers them from the company's passages or declines.
const QUESTIONS = [
  "How many days of annual leave do I get?",
  "Who approves travel expenses above the limit?",
  "What is the retention period for financial records?",
  "Can I work remotely from another country?",
  "How do I report a data breach?",
  "What is the per diem for business travel?",
  "Who is the policy owner for information security?",
  "How often are access rights reviewed?",
  "What happens if I miss the expense deadline?",
  "Do I need approval before accepting a gift from a supplier?",
  "How long is the notice period when I resign?",
  "What are the rules for using personal devices for work?",
  "When does the whistleblowing procedure apply?",
  "Which class can I book for a long flight?",
  "How are procurement thresholds set?",
  "What should a manager do when an employee is ill for more than a week?",
];

// ── the database file ────────────────────────────────────────────────────────────────────────────

/**
 * The SQLite file of `DB` (company database 1, where the bench's companies are) under the persist
 * folder. Miniflare names each database's file by a hash; `COMPANY_DB_2`'s is told apart by its ids,
 * which start at 2 × 10¹² (worker/db/id-ranges.ts). Found once, at the first snapshot, while no
 * Worker holds the files (a live one locks them).
 */
let foundDatabaseFile: string | null = null;
function databaseFile(): string {
  foundDatabaseFile ??= findDatabaseFile();
  return foundDatabaseFile;
}

function findDatabaseFile(): string {
  const folder = path.join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
    .map((f) => path.join(folder, f))
    .filter(
      (file) =>
        Number(sqlite(file, "SELECT coalesce(max(seq), 0) AS seq FROM sqlite_sequence")[0]?.seq) < 1e12,
    );
  if (files.length !== 1)
    throw new Error(`Expected one D1 database file of DB in ${folder}, found ${files.length}`);
  return files[0]!;
}

function sqlite(file: string, query: string): Array<Record<string, unknown>> {
  const out = execFileSync("sqlite3", ["-json", file, query], { encoding: "utf8", maxBuffer: 256 << 20 });
  return out.trim() ? (JSON.parse(out) as Array<Record<string, unknown>>) : [];
}

interface Snapshot {
  label: string;
  fileBytes: number;
  objects: StoredObject[];
  counts: Counts;
  /** Raw bytes of all versions' text (UTF-8), and of the current versions' text. */
  versionTextBytes: number;
  currentTextBytes: number;
  /** Per company id: what it holds. */
  perCompany: Map<number, Counts & { versionTextBytes: number }>;
}

/**
 * Copies the database (the seed Worker stopped, so the file and its WAL are at rest), optimises every
 * FTS5 index on the copy, VACUUMs it, and reads `dbstat`.
 */
function snapshot(label: string): Snapshot {
  const source = databaseFile();
  mkdirSync(snapshots, { recursive: true });
  const file = path.join(snapshots, `${label.replace(/[^a-z0-9]+/gi, "-")}.sqlite`);
  for (const suffix of ["", "-wal", "-shm"]) {
    rmSync(file + suffix, { force: true });
    if (existsSync(source + suffix)) copyFileSync(source + suffix, file + suffix);
  }
  const fts = sqlite(
    file,
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'",
  ).map((r) => String(r.name));
  sqlite(file, `${fts.map((t) => `INSERT INTO "${t}"("${t}") VALUES('optimize');`).join("\n")}\nVACUUM;`);
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
  const objects = sqlite(
    file,
    `SELECT s.name AS name, coalesce(m.tbl_name, s.name) AS tbl, SUM(s.pgsize) AS bytes
       FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name
      GROUP BY s.name ORDER BY bytes DESC`,
  ).map((r) => ({ name: String(r.name), table: String(r.tbl), bytes: Number(r.bytes) }));
  const one = (query: string) => Number(Object.values(sqlite(file, query)[0] ?? { n: 0 })[0] ?? 0);
  const counts: Counts = {
    companies: one("SELECT count(*) FROM companies"),
    documents: one("SELECT count(*) FROM documents"),
    versions: one("SELECT count(*) FROM document_versions"),
    passages: one("SELECT count(*) FROM knowledge_chunks"),
    messages: one("SELECT count(*) FROM chat_messages"),
  };
  const perCompany = new Map<number, Counts & { versionTextBytes: number }>();
  const rows = sqlite(
    file,
    `SELECT c.id AS id,
       (SELECT count(*) FROM documents WHERE company_id = c.id) AS documents,
       (SELECT count(*) FROM document_versions WHERE company_id = c.id) AS versions,
       (SELECT coalesce(sum(length(CAST(content AS BLOB))), 0) FROM document_versions WHERE company_id = c.id) AS text,
       (SELECT count(*) FROM knowledge_chunks WHERE company_id = c.id) AS passages,
       (SELECT count(*) FROM chat_messages WHERE company_id = c.id) AS messages
     FROM companies c`,
  );
  for (const r of rows)
    perCompany.set(Number(r.id), {
      companies: 1,
      documents: Number(r.documents),
      versions: Number(r.versions),
      passages: Number(r.passages),
      messages: Number(r.messages),
      versionTextBytes: Number(r.text),
    });
  return {
    label,
    fileBytes: statSync(file).size,
    objects,
    counts,
    versionTextBytes: one("SELECT coalesce(sum(length(CAST(content AS BLOB))), 0) FROM document_versions"),
    currentTextBytes: one(
      `SELECT coalesce(sum(length(CAST(v.content AS BLOB))), 0) FROM document_versions v
         JOIN documents d ON d.id = v.document_id AND d.version = v.version`,
    ),
    perCompany,
  };
}

/**
 * The database as it stands, neither optimised nor VACUUMed: the bytes of its pages in use (the file
 * less its free pages, which SQLite reuses before it grows the file) and the file's own size.
 */
function standingSize(label: string): { label: string; liveBytes: number; fileBytes: number } {
  const source = databaseFile();
  mkdirSync(snapshots, { recursive: true });
  const file = path.join(snapshots, `${label.replace(/[^a-z0-9]+/gi, "-")}.sqlite`);
  for (const suffix of ["", "-wal", "-shm"]) {
    rmSync(file + suffix, { force: true });
    if (existsSync(source + suffix)) copyFileSync(source + suffix, file + suffix);
  }
  // A checkpoint writes the WAL into the file, as the database would on its own.
  sqlite(file, "PRAGMA wal_checkpoint(TRUNCATE)");
  const [row] = sqlite(
    file,
    "SELECT (SELECT page_count FROM pragma_page_count) AS pages, (SELECT freelist_count FROM pragma_freelist_count) AS free, (SELECT page_size FROM pragma_page_size) AS size",
  );
  const pages = Number(row?.pages);
  const free = Number(row?.free);
  const size = Number(row?.size);
  return { label, liveBytes: (pages - free) * size, fileBytes: pages * size };
}

/** A day of the full-text merge jobs: the daily start of a full merge, then the 5-minute steps. */
async function runMergeJob(runs: number) {
  await withLocalDatabase(async (ctx) => {
    await startFullTextIndexRewrite(ctx);
    for (let run = 0; run < runs; run++) await mergeFullTextIndexes(ctx);
  });
}

// ── seeding ──────────────────────────────────────────────────────────────────────────────────────

async function createCompany(size: number): Promise<number> {
  return withLocalDatabase(async (ctx) => {
    const [company] = await ctx.companyDb
      .insert(companies)
      .values(companyRow({ name: `Capacity ${fmt(size)} documents`, tier: "enterprise" }))
      .returning({ id: companies.id });
    const companyId = company!.id;
    await ctx.companyDb.batch([
      ctx.companyDb.insert(companySettings).values(companySettingsRow({ companyId })),
      ctx.companyDb.insert(users).values(
        userRow({
          companyId,
          role: "company_admin",
          email: `admin@capacity-${size}-${companyId}.test`,
          firstName: "Capacity",
          lastName: "Admin",
        }),
      ),
    ]);
    // The company database's copy of the admin (domain/people/people-mirror.ts).
    await repairPeopleMirror(ctx);
    return companyId;
  });
}

async function askQuestions(worker: SeedWorker, companyId: number, count: number, seed: number) {
  const questions = Array.from({ length: count }, (_, i) => QUESTIONS[(i * 7 + seed) % QUESTIONS.length]!);
  let next = 0;
  let asked = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < questions.length) {
        const batch = questions.slice(next, next + 10);
        next += batch.length;
        const answer = await worker.post<{ asked: number; error?: string }>("/ask", {
          companyId,
          questions: batch,
        });
        asked += answer.asked;
        if (answer.error) throw new Error(`Asking company ${companyId}'s assistant failed: ${answer.error}`);
      }
    }),
  );
  return asked;
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────────

log(
  `bench:capacity: companies of ${SIZES.map(fmt).join(", ")} documents, ${QUESTIONS_PER_DOCUMENT} question(s) per document, in ${persistTo}`,
);
rmSync(persistTo, { recursive: true, force: true });
rmSync(snapshots, { recursive: true, force: true });
// Every database the Worker binds (decision 027): the jobs run over all of them.
await migrateDatabases(["--local", "--persist-to", persistTo], undefined, { CI: "1" });
process.env.CHARTERLY_PERSIST_TO = persistTo;
// The proxy opens the database once so that the file exists before the first snapshot.
await withLocalDatabase(async () => {});
const snaps: Snapshot[] = [snapshot("empty")];
const measured: Array<{
  size: number;
  companyId: number;
  seconds: number;
  seedSeconds: number;
  askSeconds: number;
}> = [];
for (const [i, size] of SIZES.entries()) {
  const started = performance.now();
  const companyId = await createCompany(size);
  log(`Company ${companyId}: seeding ${fmt(size)} documents…`);
  const worker = await startSeedWorker({ root: persistTo });
  let seedSeconds = 0;
  let askSeconds = 0;
  try {
    const result = await addDocuments(worker, {
      companyId,
      documents: size,
      seed: 2700 + i,
      root: persistTo,
      onProgress: progressEvery15s("documents"),
    });
    seedSeconds = result.seconds;
    log(
      `  ${fmt(result.documents)} documents, ${fmt(result.versions)} versions in ${result.seconds.toFixed(0)} s (${(result.documents / result.seconds).toFixed(1)} documents/s)`,
    );
    const askStarted = performance.now();
    const asked = await askQuestions(worker, companyId, Math.round(size * QUESTIONS_PER_DOCUMENT), i);
    askSeconds = (performance.now() - askStarted) / 1000;
    log(`  ${fmt(asked)} questions answered in ${askSeconds.toFixed(0)} s`);
  } finally {
    await worker.stop();
  }
  snaps.push(snapshot(`after-${size}`));
  measured.push({ size, companyId, seconds: (performance.now() - started) / 1000, seedSeconds, askSeconds });
  log(`  database after optimize + VACUUM: ${mb(snaps.at(-1)!.fileBytes)}`);
}

// ── churn: documents added and removed (space given back?) ────────────────────────────────────────

let churn:
  | {
      steady: ReturnType<typeof standingSize>;
      full: ReturnType<typeof standingSize>;
      after: ReturnType<typeof standingSize>;
      optimisedBefore: number;
      optimisedAfter: number;
      addSeconds: number;
      removeSeconds: number;
      mergeSeconds: number;
    }
  | undefined;
if (CHURN > 0) {
  // The steady state: the same day's merge runs as after the churn, so that both are compared alike.
  await runMergeJob(MERGE_RUNS);
  const steady = standingSize("steady");
  const optimisedBefore = snapshot("steady-optimised").fileBytes;
  const companyId = await createCompany(CHURN);
  log(`Churn: company ${companyId} adds ${fmt(CHURN)} documents, then removes them…`);
  const worker = await startSeedWorker({ root: persistTo });
  let addSeconds = 0;
  let removeSeconds = 0;
  let full: ReturnType<typeof standingSize>;
  try {
    const added = await addDocuments(worker, {
      companyId,
      documents: CHURN,
      seed: 2790,
      root: persistTo,
      onProgress: progressEvery15s("documents added"),
    });
    addSeconds = added.seconds;
    await worker.stop();
    full = standingSize("churn-full");
    const again = await startSeedWorker({ root: persistTo });
    try {
      const removed = await removeDocuments(again, {
        companyId,
        root: persistTo,
        onProgress: progressEvery15s("documents removed"),
      });
      removeSeconds = removed.seconds;
      if (removed.removed !== CHURN)
        throw new Error(`Churn removed ${removed.removed} of ${CHURN} documents`);
    } finally {
      await again.stop();
    }
  } catch (error) {
    await worker.stop().catch(() => {});
    throw error;
  }
  const mergeStarted = performance.now();
  await runMergeJob(MERGE_RUNS);
  const mergeSeconds = (performance.now() - mergeStarted) / 1000;
  const after = standingSize("churn-after");
  const optimisedAfter = snapshot("churn-optimised").fileBytes;
  churn = { steady, full, after, optimisedBefore, optimisedAfter, addSeconds, removeSeconds, mergeSeconds };
  log(
    `  in use: ${mb(steady.liveBytes)} steady, ${mb(full.liveBytes)} with the ${fmt(CHURN)} documents, ${mb(after.liveBytes)} after removing them and a day of merge jobs`,
  );
}

// ── the model ────────────────────────────────────────────────────────────────────────────────────

const final = snaps.at(-1)!;
const empty = snaps[0]!;
const byOwner = bytesByOwner(final.objects);
const emptyByOwner = bytesByOwner(empty.objects);
const costs = unitCosts(byOwner, final.counts, emptyByOwner);
const shapeCounts = final.counts; // all companies together: the measured shape per document
const shape = shapeOf(shapeCounts);
const dbstatTotal = final.objects.reduce((sum, o) => sum + o.bytes, 0);

// Rebuilding a table copies it with its indexes (FTS5: all of its shadow tables).
const groupOf = (o: StoredObject) =>
  o.table.replace(/_(data|idx|content|docsize|config)$/, "").replace(/^sqlite_autoindex_(.*)_\d+$/, "$1");
const groups = new Map<string, number>();
for (const o of final.objects) groups.set(groupOf(o), (groups.get(groupOf(o)) ?? 0) + o.bytes);
const [largestGroup, largestBytes] = [...groups.entries()].sort((a, b) => b[1] - a[1])[0]!;
const largestShare = largestBytes / dbstatTotal;
const [largestPlain, largestPlainBytes] = [...groups.entries()]
  .filter(([name]) => !final.objects.some((o) => o.table === `${name}_data`))
  .sort((a, b) => b[1] - a[1])[0]!;
const largestPlainShare = largestPlainBytes / dbstatTotal;

const lines: string[] = [];
lines.push(
  `\n## ${new Date().toISOString()} — capacity of one database (\`npm run bench:capacity${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\`), ${os.cpus().length} cores, ${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}, local D1 (workerd SQLite) measured with sqlite3 ${execFileSync("sqlite3", ["--version"], { encoding: "utf8" }).split(" ")[0]}'s dbstat\n`,
  `One fresh database; companies of ${SIZES.map(fmt).join(", ")} documents added one after another through the product's code (an enterprise company and its admin from the factories; documents through the scale seed — createDocument, updateDocument, addComment in a seed Worker, 10–40 KB of policy text, about a fifth with 1–3 more versions, the approved and generated ones cut into passages by the write itself; ${QUESTIONS_PER_DOCUMENT} question per document asked through answerQuestion, each storing the question and the embedded engine's reply). After each company the file was copied, every FTS5 index optimised and the copy VACUUMed (sqlite3 shell: workerd's SQLite has no dbstat and D1 refuses VACUUM); bytes are \`SUM(pgsize)\` from \`dbstat\`, 4 KB pages.\n`,
);

lines.push(
  "### What each company added",
  "",
  "| company | documents | versions | passages | chat messages | version text | measured (file growth) | predicted by the model | model error | ÷ version text | seeding | asking |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
);
for (const [i, m] of measured.entries()) {
  const c = final.perCompany.get(m.companyId)!;
  const grew = snaps[i + 1]!.fileBytes - snaps[i]!.fileBytes;
  const predicted = predictCompanyBytes(costs, c);
  lines.push(
    `| ${fmt(m.size)} documents | ${fmt(c.documents)} | ${fmt(c.versions)} | ${fmt(c.passages)} | ${fmt(c.messages)} | ${mb(c.versionTextBytes)} | ${mb(grew)} | ${mb(predicted)} | ${(((predicted - grew) / grew) * 100).toFixed(1)} % | ${(grew / Math.max(c.versionTextBytes, 1)).toFixed(2)}× | ${m.seedSeconds.toFixed(0)} s | ${m.askSeconds.toFixed(0)} s |`,
  );
}
lines.push("");

const ownerLabel: Record<Owner, string> = {
  document: "per document",
  version: "per version",
  passage: "per passage",
  message: "per chat message",
  company: "per company (fixed)",
  database: "per database (fixed)",
};
const unitCount: Record<Owner, number> = {
  document: final.counts.documents,
  version: final.counts.versions,
  passage: final.counts.passages,
  message: final.counts.messages,
  company: final.counts.companies,
  database: 1,
};
lines.push(
  `### Bytes per unit (all ${fmt(final.counts.companies)} companies, database ${mb(final.fileBytes)})`,
  "",
  "| grows with | tables and indexes | bytes | in the empty database | count | **bytes per unit** | share of the database |",
  "|---|---|---|---|---|---|---|",
);
const perUnit: Record<Owner, number> = {
  document: costs.perDocument,
  version: costs.perVersion,
  passage: costs.perPassage,
  message: costs.perMessage,
  company: costs.perCompany,
  database: costs.database,
};
for (const owner of OWNERS) {
  const names = final.objects.filter((o) => ownerOf(o.table) === owner && o.bytes > 4096 * 2);
  const listed = names
    .slice(0, 6)
    .map((o) => `${o.name} ${mb(o.bytes)}`)
    .join(", ");
  const rest = final.objects.filter((o) => ownerOf(o.table) === owner).length - Math.min(names.length, 6);
  lines.push(
    `| ${ownerLabel[owner]} | ${listed || "—"}${rest > 0 ? ` and ${rest} more` : ""} | ${mb(byOwner[owner])} | ${mb(emptyByOwner[owner])} | ${fmt(unitCount[owner])} | **${fmt(perUnit[owner])} B** (${kb(perUnit[owner])}) | ${((100 * byOwner[owner]) / dbstatTotal).toFixed(1)} % |`,
  );
}
lines.push(
  "",
  `Raw text of all versions: ${mb(final.versionTextBytes)} (${kb(final.versionTextBytes / Math.max(final.counts.versions, 1))} per version); of the current versions: ${mb(final.currentTextBytes)} (${kb(final.currentTextBytes / Math.max(final.counts.documents, 1))} per document). **The database is ${(final.fileBytes / final.versionTextBytes).toFixed(2)}× the raw version text** (${((final.fileBytes - empty.fileBytes) / final.versionTextBytes).toFixed(2)}× without the empty database's ${mb(empty.fileBytes)}); all that grows with a document (its row, its versions, its passages and its questions) comes to ${kb((final.fileBytes - empty.fileBytes - byOwner.company) / Math.max(final.counts.documents, 1))} per document.`,
  `Shape measured: ${shape.versionsPerDocument.toFixed(2)} versions, ${shape.passagesPerDocument.toFixed(2)} passages and ${shape.messagesPerDocument.toFixed(2)} chat messages per document.`,
  "",
);

lines.push(
  "### Largest objects",
  "",
  "| table or index | grows with | bytes | share |",
  "|---|---|---|---|",
  ...final.objects
    .slice(0, 12)
    .map(
      (o) =>
        `| ${o.name}${o.name !== o.table ? ` (on ${o.table})` : ""} | ${ownerOf(o.table)} | ${mb(o.bytes)} | ${((100 * o.bytes) / dbstatTotal).toFixed(1)} % |`,
    ),
  "",
);

lines.push(
  `### Companies per database (full at ${FULL_AT_BYTES / 1000 ** 3} GB of D1's ${D1_LIMIT_BYTES / 1000 ** 3} GB; decision 023)`,
  "",
  "| company of | versions | passages | chat messages | predicted size | **companies per database** | documents per database |",
  "|---|---|---|---|---|---|---|",
);
for (const documents of TYPICAL_SIZES) {
  const company = typicalCompany(documents, shape);
  const bytes = predictCompanyBytes(costs, company);
  const fit = companiesThatFit(costs, bytes);
  lines.push(
    `| ${fmt(documents)} documents | ${fmt(company.versions)} | ${fmt(company.passages)} | ${fmt(company.messages)} | ${mb(bytes)} | **${fmt(fit)}** | ${fmt(fit * documents)} |`,
  );
}
lines.push(
  "",
  `Headroom: the largest table with its indexes is \`${largestGroup}\`, ${(100 * largestShare).toFixed(1)} % of the database; writing it a second time at ${FULL_AT_BYTES / 1000 ** 3} GB needs ${((FULL_AT_BYTES * (1 + largestShare)) / 1000 ** 3).toFixed(2)} GB — ${headroomCovers(largestShare) ? "within" : "**over**"} the 10 GB limit${headroomCovers(largestShare) ? "" : ": no migration may write it a second time in one transaction (decision 023)"}. The largest ordinary table with its indexes, \`${largestPlain}\`, is ${(100 * largestPlainShare).toFixed(1)} %: ${headroomCovers(largestPlainShare) ? "within" : "**over**"} the limit when copied at ${FULL_AT_BYTES / 1000 ** 3} GB.`,
  "",
  "What this says:",
  "",
  ...whatThisSays(),
  "",
  `Whole run: ${elapsed()}.`,
);

function whatThisSays(): string[] {
  const bytesOf = (name: string) => final.objects.find((o) => o.name === name)?.bytes ?? 0;
  const prefixed = (prefix: string) =>
    final.objects.filter((o) => o.table.startsWith(prefix)).reduce((sum, o) => sum + o.bytes, 0);
  const versions = byOwner.version;
  const searchCopy = bytesOf("document_search_fts_content");
  const searchIndex = prefixed("document_search_fts") - searchCopy;
  const passages = bytesOf("knowledge_chunks");
  const passageIndex = prefixed("knowledge_chunks_fts");
  const perDoc = (final.fileBytes - empty.fileBytes - byOwner.company) / Math.max(final.counts.documents, 1);
  const thousand = companiesThatFit(costs, predictCompanyBytes(costs, typicalCompany(1_000, shape)));
  return [
    searchCopy > 0
      ? `- The text is stored three times: the version rows (${mb(versions)} for ${mb(final.versionTextBytes)} of text), the library search index's own copy of each current text (\`document_search_fts_content\`, ${mb(searchCopy)}, plus ${mb(searchIndex)} of index with its prefix tables) and the passages of the documents in force (\`knowledge_chunks\`, ${mb(passages)}, plus ${mb(passageIndex)} of index). Together the database is ${(final.fileBytes / final.versionTextBytes).toFixed(2)}× the raw version text.`
      : `- The text is stored once in the version rows (${mb(versions)} for ${mb(final.versionTextBytes)} of text); the library search index reads it from them (${mb(searchIndex)} of index, no copy: migration 0011), and the passages of the documents in force (\`knowledge_chunks\`, ${mb(passages)}, plus ${mb(passageIndex)} of index) are the one other copy of part of it (decision 023 says why they stay). Together the database is ${(final.fileBytes / final.versionTextBytes).toFixed(2)}× the raw version text.`,
    `- A document costs about ${kb(perDoc)} with everything that grows with it; a company's fixed rows (${costs.perCompany < 4096 ? "under one 4 KB page with one admin" : kb(costs.perCompany)}) and chat messages (${kb(costs.perMessage)} each) are small beside that. Size in documents is what fills a database: about ${fmt(thousand)} companies of 1,000 documents, ${fmt(thousand * 1_000)} documents, before it counts as full at ${FULL_AT_BYTES / 1000 ** 3} GB.`,
    "- The model (bytes per unit from the attribution of every table and index) predicts each company's measured growth to within the error column above; the small companies carry a few pages of b-tree overhead that the per-unit figures of the large one do not show.",
  ];
}

if (churn) {
  const { steady, full, after } = churn;
  lines.push(
    "",
    `### Churn: ${fmt(CHURN)} documents added and removed (space given back by merges)`,
    "",
    `After the companies above, a day of the full-text merge jobs (merge-full-text-indexes.ts: the daily start of a full merge, then ${MERGE_RUNS} 5-minute steps) ran, and the database was measured as it stands (no optimize, no VACUUM): its steady size. One more company then added ${fmt(CHURN)} documents through the scale seed (${churn.addSeconds.toFixed(0)} s) and removed them all through deleteDocument (${churn.removeSeconds.toFixed(0)} s); a day of the merge jobs ran again (${churn.mergeSeconds.toFixed(0)} s). "In use" is the file less its free pages (SQLite fills those before it grows the file); D1 cannot VACUUM, so the file keeps its largest size.`,
    "",
    "| | in use | file | in use ÷ steady |",
    "|---|---|---|---|",
    `| steady | ${mb(steady.liveBytes)} | ${mb(steady.fileBytes)} | 1.00× |`,
    `| with the ${fmt(CHURN)} documents | ${mb(full.liveBytes)} | ${mb(full.fileBytes)} | ${(full.liveBytes / steady.liveBytes).toFixed(2)}× |`,
    `| after removing them and a day of merge jobs | ${mb(after.liveBytes)} | ${mb(after.fileBytes)} | **${(after.liveBytes / steady.liveBytes).toFixed(2)}×** |`,
    "",
    `Optimised and VACUUMed, the database is ${mb(churn.optimisedBefore)} before the churn and ${mb(churn.optimisedAfter)} after (${(churn.optimisedAfter / churn.optimisedBefore).toFixed(2)}×): what the merges have not yet given back is the difference between that and the row above.`,
  );
}

const text = lines.join("\n");
console.log(text);
if (!values["no-record"]) {
  appendFileSync("bench/RESULTS.md", `${text}\n`);
  log("Appended to bench/RESULTS.md");
}
