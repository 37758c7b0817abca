// `npm run seed:scale -- --company <id> --documents <n>`: adds n realistic documents (10–40 KB of
// policy text from the template library, every category and status, some with several versions and
// comments) to a company that exists, through the domain's operations, in the local database that
// `wrangler dev` uses (or the one under CHARTERLY_PERSIST_TO) — also while the app runs: the seed
// Worker binds every company database the app binds (DB, COMPANY_DB_2, …) and writes in the
// company's own, saying which; a database busy with the app's writes is waited for and retried.
// `npm run seed:scale -- --company <id> --remove` deletes exactly what earlier runs added.
import { parseArgs } from "node:util";
import { UsageError } from "./bench/scale-seed.ts";
import {
  addDocuments,
  DatabaseBusyError,
  databaseBinding,
  manifestPath,
  type Progress,
  persistRoot,
  readManifest,
  removeDocuments,
  startSeedWorker,
} from "./bench/scale-seeder.ts";

const USAGE = `Usage:
  npm run seed:scale -- --company <id> --documents <n> [--concurrency <k>] [--seed <s>]
  npm run seed:scale -- --company <id> --remove

  --company <id>      the company that receives the documents (it must exist and have an admin)
  --documents <n>     how many documents to add (1–100000)
  --remove            delete, through the app's delete operation, exactly the documents this script
                      added to that company in this database (and nothing else)
  --concurrency <k>   documents written at the same time (default 4)
  --seed <s>          the random seed, for the same documents again (default: random)

The database is the local one \`wrangler dev\` uses (.wrangler/state), or CHARTERLY_PERSIST_TO's;
the company's documents go to its own company database (DB or COMPANY_DB_n), which is said.`;

function usage(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function positiveInteger(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > max)
    usage(`--${name} must be a whole number from 1 to ${max}; got "${value}".`);
  return Number(value);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      company: { type: "string" },
      documents: { type: "string" },
      remove: { type: "boolean", default: false },
      concurrency: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}
try {
  parsed = parse();
} catch (error) {
  usage((error as Error).message);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const companyId = positiveInteger("company", values.company, Number.MAX_SAFE_INTEGER);
if (companyId === undefined) usage("--company <id> is required.");
const documents = positiveInteger("documents", values.documents, 100_000);
const concurrency = positiveInteger("concurrency", values.concurrency, 32) ?? 4;
const seed = positiveInteger("seed", values.seed, 2 ** 31);
if (values.remove && documents !== undefined) usage("Use either --documents or --remove, not both.");
if (!values.remove && documents === undefined) usage("--documents <n> is required (or --remove).");

const duration = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, "0")}s`
    : `${seconds.toFixed(0)}s`;

/** One progress line: rewritten in place on a terminal, every 5 s otherwise. */
function progressLine(verb: string) {
  const started = performance.now();
  let lastPrinted = 0;
  return (p: Progress) => {
    const now = performance.now();
    const final = p.done === p.total;
    if (!final && now - lastPrinted < (process.stdout.isTTY ? 250 : 5000)) return;
    lastPrinted = now;
    const seconds = (now - started) / 1000;
    const rate = p.done / Math.max(seconds, 0.001);
    const eta = rate > 0 ? (p.total - p.done) / rate : 0;
    const line = `  ${p.done.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} documents ${verb} (${((100 * p.done) / p.total).toFixed(1)} %) · ${rate.toFixed(1)} documents/s · ${final ? `took ${duration(seconds)}` : `ETA ${duration(eta)}`}`;
    if (process.stdout.isTTY) process.stdout.write(`\r${line.padEnd(100)}${final ? "\n" : ""}`);
    else console.log(line);
  };
}

const root = persistRoot();
if (values.remove && readManifest(companyId, root).length === 0) {
  console.log(
    `Nothing to remove: seed:scale has added no documents to company ${companyId} in this database (no ${manifestPath(companyId, root)}).`,
  );
  process.exit(0);
}
console.log(`Starting the seed Worker on the local database in ${root}…`);
const worker = await startSeedWorker({ root });
try {
  // An unknown company, or one that cannot hold documents: exit 2.
  const { databaseNumber } = await worker.post<{ databaseNumber: number }>("/check", { companyId });
  const where = `company database ${databaseNumber} (${databaseBinding(databaseNumber)})`;
  console.log(`Company ${companyId} is on ${where}; the seed Worker binds ${worker.databases.join(", ")}.`);
  if (values.remove) {
    const result = await removeDocuments(worker, {
      companyId,
      concurrency,
      root,
      onProgress: progressLine("removed"),
    });
    console.log(
      `Removed ${result.removed.toLocaleString("en-US")} documents from company ${companyId} on ${where} in ${duration(result.seconds)}` +
        (result.alreadyGone ? `; ${result.alreadyGone} were already deleted` : "") +
        (result.notOurs ? `; ${result.notOurs} ids now hold other documents and were left alone` : "") +
        (result.failed
          ? `; ${result.failed} could not be removed and stay listed (run --remove again)`
          : "") +
        ".",
    );
    if (result.failed) process.exitCode = 1;
  } else {
    console.log(
      `Adding ${documents!.toLocaleString("en-US")} documents to company ${companyId} on ${where}…`,
    );
    const result = await addDocuments(worker, {
      companyId,
      documents: documents!,
      concurrency,
      seed,
      root,
      onProgress: progressLine("written"),
    });
    console.log(
      `Added ${result.documents.toLocaleString("en-US")} documents (${result.versions.toLocaleString("en-US")} versions, ${result.comments.toLocaleString("en-US")} comments) to company ${companyId} on ${where} in ${duration(result.seconds)}: ${(result.documents / result.seconds).toFixed(1)} documents/s` +
        (result.busyRetries ? ` (${result.busyRetries} requests retried while the database was busy)` : "") +
        ".",
    );
    if (result.sample)
      console.log(
        `The word "${result.sample.rareWord}" is in the text of document ${result.sample.id} and of no other.`,
      );
    console.log(`Recorded in ${manifestPath(companyId, root)}; \`--remove\` deletes exactly these.`);
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof DatabaseBusyError) {
    console.error(
      `${error.message}\nThe database stayed busy; nothing more was written. Run the same command again.`,
    );
    process.exitCode = 1;
  } else throw error;
} finally {
  await worker.stop();
}
