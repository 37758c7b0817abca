// Node side of the scale seed: starts the seed Worker (scripts/bench/scale-seed-worker.ts) with
// `wrangler dev` on the local D1, sends it the documents to write in small requests, several at a
// time, and keeps the manifest of what was added.
//
// The manifest lives inside the database's own state folder,
// <persist>/charterly-seed-scale/company-<id>.jsonl (one JSON line per document, appended as each
// request answers): it is keyed by database because it lives with it (a fresh or deleted database
// has none) and by company by its name. `--remove` deletes exactly the documents listed there; the
// Worker checks before each one that the document with that id still has the recorded creation time
// (to the millisecond), so an id that was reused is never deleted.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { d1Databases } from "../lib/migrate-databases.ts";
import { type Service, startService } from "../lib/processes.ts";
import { type ManifestEntry, type RemoveOutcome, UsageError } from "./scale-seed.ts";
import type { AddRequest, RemoveRequest } from "./scale-seed-worker.ts";

/** Where the local D1 lives: CHARTERLY_PERSIST_TO (as withLocalDatabase), or wrangler's .wrangler/state. */
export function persistRoot(): string {
  return path.resolve(process.env.CHARTERLY_PERSIST_TO ?? ".wrangler/state");
}

export function manifestPath(companyId: number, root = persistRoot()): string {
  return path.join(root, "charterly-seed-scale", `company-${companyId}.jsonl`);
}

export interface ListedDocument extends ManifestEntry {
  serial: number;
}

export function readManifest(companyId: number, root = persistRoot()): ListedDocument[] {
  const file = manifestPath(companyId, root);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim().startsWith("{"))
    .map((line) => JSON.parse(line) as ListedDocument);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The app's wrangler.toml values the seed Worker must share: every D1 database it binds (DB and each
 * COMPANY_DB_n, with their ids: the same local SQLite files), the bucket, compatibility.
 */
function appConfig() {
  const source = readFileSync("wrangler.toml", "utf8");
  const toml = source.split("[env.")[0]!;
  const value = (key: string) => new RegExp(`^${key}\\s*=\\s*"([^"]+)"`, "m").exec(toml)?.[1];
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? "";
  return {
    compatibilityDate: value("compatibility_date") ?? "2026-11-01",
    compatibilityFlags: [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1]!),
    databases: d1Databases(source).map((d) => ({
      binding: d.binding,
      database_name: d.databaseName ?? d.binding.toLowerCase(),
      database_id: d.databaseId ?? d.databaseName ?? d.binding,
    })),
    bucketName: value("bucket_name") ?? "charterly-files",
  };
}

/** How long the seeder waits before each retry of a request the database was too busy for (~30 s in all). */
export const BUSY_RETRY_WAITS_MS = [500, 1000, 2000, 4000, 8000, 15000] as const;

/** The answer of a request the seed Worker could not serve because the database stayed locked. */
export class DatabaseBusyError extends Error {}

export interface SeedWorker {
  url: string;
  /** The D1 bindings it has, in database order (DB, COMPANY_DB_2, …). */
  databases: string[];
  /** Posts to the seed Worker; a 503 (the database stayed busy) is retried, bounded, then thrown. */
  post<T>(route: string, body: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** Which binding holds company database n (1: DB, n: COMPANY_DB_n). */
export const databaseBinding = (n: number) => (n === 1 ? "DB" : `COMPANY_DB_${n}`);

/** An error's text as the seed Worker answers it, less the stack's "at …" lines. */
const withoutStack = (text: string) =>
  text
    .split("\n")
    .filter((line) => !/^\s+at /.test(line))
    .join("\n");

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the seed Worker on the D1 under `root` (the one the app uses). */
export async function startSeedWorker(options: { root?: string; port?: number } = {}): Promise<SeedWorker> {
  const root = options.root ?? persistRoot();
  const folder = path.join(root, "charterly-seed-scale");
  mkdirSync(folder, { recursive: true });
  const app = appConfig();
  const config = path.join(folder, "wrangler.json");
  writeFileSync(
    config,
    JSON.stringify(
      {
        name: "charterly-seed-scale",
        main: path.resolve("scripts/bench/scale-seed-worker.ts"),
        compatibility_date: app.compatibilityDate,
        compatibility_flags: app.compatibilityFlags,
        rules: [{ type: "Data", globs: ["**/*.ttf"], fallthrough: true }],
        // Every company database: a company placed on database n is written in COMPANY_DB_n.
        d1_databases: app.databases,
        r2_buckets: [{ binding: "FILES", bucket_name: app.bucketName }],
        vars: { APP_ENV: "local" },
      },
      null,
      2,
    ),
  );
  let url = "";
  let service: Service | undefined;
  for (let attempt = 1; !service; attempt++) {
    const port = options.port ?? (await freePort());
    url = `http://127.0.0.1:${port}`;
    try {
      service = await startService({
        name: "seed-worker",
        command: "npx",
        args: [
          "wrangler",
          "dev",
          "-c",
          config,
          "--port",
          String(port),
          "--ip",
          "127.0.0.1",
          "--persist-to",
          root,
        ],
        readyUrl: `${url}/ready`,
        quiet: true,
      });
    } catch (error) {
      // Another process took the free port before wrangler listened on it (two seeds started
      // together): another port, a few times.
      if (options.port !== undefined || attempt >= 3 || !/Address already in use/.test(String(error)))
        throw error;
    }
  }
  return {
    url,
    databases: app.databases.map((d) => d.binding),
    async post<T>(route: string, body: unknown): Promise<T> {
      for (let tries = 0; ; tries++) {
        const res = await fetch(`${url}${route}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        const answer = (() => {
          try {
            return JSON.parse(text) as T & { usage?: string; busy?: string; error?: string };
          } catch {
            return null;
          }
        })();
        if (res.status === 400 && answer?.usage) throw new UsageError(answer.usage);
        if (res.status === 503 && answer?.busy) {
          if (tries >= BUSY_RETRY_WAITS_MS.length)
            throw new DatabaseBusyError(`seed Worker ${route}: ${answer.busy}`);
          await wait(BUSY_RETRY_WAITS_MS[tries]!);
          continue;
        }
        if (!res.ok || !answer)
          throw new Error(
            `seed Worker ${route}: ${res.status}\n${withoutStack(answer?.error ?? text.slice(0, 2000))}`,
          );
        return answer;
      }
    },
    stop: service.stop,
  };
}

export interface Progress {
  done: number;
  total: number;
}

export interface AddOptions {
  companyId: number;
  documents: number;
  /** Requests in flight at once (default 4); each writes `chunk` documents one after another. */
  concurrency?: number;
  chunk?: number;
  seed?: number;
  targetBytes?: number;
  versionedShare?: number;
  commentedShare?: number;
  root?: string;
  onProgress?: (progress: Progress) => void;
}

export interface AddResult {
  documents: number;
  versions: number;
  comments: number;
  seconds: number;
  /** Requests sent again because the database was busy (another process writing: the running app). */
  busyRetries: number;
  /** The middle document's planted word: in its text and in no other document's. */
  sample: { id: number; rareWord: string } | null;
}

/** Adds documents through the seed Worker, appending each answered batch to the manifest. */
export async function addDocuments(worker: SeedWorker, options: AddOptions): Promise<AddResult> {
  const root = options.root ?? persistRoot();
  const file = manifestPath(options.companyId, root);
  mkdirSync(path.dirname(file), { recursive: true });
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const firstSerial = Math.max(0, ...readManifest(options.companyId, root).map((e) => e.serial)) + 1;
  const chunk = options.chunk ?? 5;
  const now = Date.now();
  const started = performance.now();
  const result: AddResult = {
    documents: 0,
    versions: 0,
    comments: 0,
    seconds: 0,
    busyRetries: 0,
    sample: null,
  };
  const middle = firstSerial + Math.floor(options.documents / 2);
  let next = 0;
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
      while (next < options.documents && failures.length === 0) {
        const serials = Array.from(
          { length: Math.min(chunk, options.documents - next) },
          (_, i) => firstSerial + next + i,
        );
        next += serials.length;
        // A request the database stayed busy for answers what it wrote; the rest is sent again, a
        // bounded number of times, then the run stops with everything written listed.
        let left = serials;
        for (let tries = 0; left.length > 0; tries++) {
          const request: AddRequest = {
            companyId: options.companyId,
            serials: left,
            seed,
            now,
            targetBytes: options.targetBytes,
            versionedShare: options.versionedShare,
            commentedShare: options.commentedShare,
          };
          const answer = await worker.post<{ entries: ManifestEntry[]; error?: string; busy?: true }>(
            "/add",
            request,
          );
          const listed = answer.entries.map((e, i): ListedDocument => ({ ...e, serial: left[i]! }));
          if (listed.length > 0) appendFileSync(file, listed.map((e) => `${JSON.stringify(e)}\n`).join(""));
          for (const e of listed) {
            result.documents++;
            result.versions += e.versions;
            result.comments += e.comments;
            if (e.serial === middle) result.sample = { id: e.id, rareWord: e.rareWord };
          }
          options.onProgress?.({ done: result.documents, total: options.documents });
          left = left.slice(listed.length);
          if (!answer.error) break;
          if (answer.busy && tries < BUSY_RETRY_WAITS_MS.length) {
            result.busyRetries++;
            await wait(BUSY_RETRY_WAITS_MS[tries]!);
            continue;
          }
          failures.push(answer.error);
          break;
        }
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  if (failures.length > 0)
    throw new Error(`Stopped after ${result.documents} documents (all recorded in ${file}):\n${failures[0]}`);
  return result;
}

export interface RemoveResult {
  listed: number;
  removed: number;
  alreadyGone: number;
  notOurs: number;
  failed: number;
  seconds: number;
}

/** Deletes exactly the documents the company's manifest lists; what could not be removed stays listed. */
export async function removeDocuments(
  worker: SeedWorker,
  options: {
    companyId: number;
    concurrency?: number;
    chunk?: number;
    root?: string;
    onProgress?: (p: Progress) => void;
  },
): Promise<RemoveResult> {
  const root = options.root ?? persistRoot();
  const entries = readManifest(options.companyId, root);
  const result: RemoveResult = {
    listed: entries.length,
    removed: 0,
    alreadyGone: 0,
    notOurs: 0,
    failed: 0,
    seconds: 0,
  };
  if (entries.length === 0) return result;
  const started = performance.now();
  const chunk = options.chunk ?? 10;
  const left: ListedDocument[] = [];
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
      while (next < entries.length) {
        const batch = entries.slice(next, next + chunk);
        next += batch.length;
        // What the database was too busy for is sent again (bounded); what still fails stays listed.
        let pending = batch;
        for (let tries = 0; pending.length > 0; tries++) {
          const request: RemoveRequest = {
            companyId: options.companyId,
            entries: pending.map(({ id, createdAt }) => ({ id, createdAt })),
          };
          const answer = await worker
            .post<{ outcomes: RemoveOutcome[]; error?: string; busy?: true }>("/remove", request)
            .catch((error: Error) => ({
              outcomes: [] as RemoveOutcome[],
              error: error.message,
              busy: undefined,
            }));
          for (const outcome of answer.outcomes) {
            if (outcome === "removed") result.removed++;
            else if (outcome === "already_gone") result.alreadyGone++;
            else if (outcome === "not_ours") result.notOurs++;
          }
          pending = pending.slice(answer.outcomes.length);
          if (!answer.error) break;
          if (answer.busy && tries < BUSY_RETRY_WAITS_MS.length) {
            await wait(BUSY_RETRY_WAITS_MS[tries]!);
            continue;
          }
          console.error(`Some documents were not removed: ${answer.error}`);
          result.failed += pending.length;
          left.push(...pending);
          break;
        }
        done += batch.length;
        options.onProgress?.({ done, total: entries.length });
      }
    }),
  );
  const file = manifestPath(options.companyId, root);
  if (left.length === 0) rmSync(file, { force: true });
  else writeFileSync(file, left.map((e) => `${JSON.stringify(e)}\n`).join(""));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
