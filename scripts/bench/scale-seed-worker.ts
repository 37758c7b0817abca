// The scale seed's Worker: started by scripts/bench/scale-seeder.ts with `wrangler dev` on the same
// local D1 (same database id, same --persist-to) as the app, it runs the domain operations inside
// workerd, where a statement is an in-process D1 call. (Through wrangler's platform proxy from Node,
// each statement costs ~5 ms of Node CPU for serialisation alone: 15 documents/s.)
//
//
// It binds every company database the app binds (DB, COMPANY_DB_2, …: scale-seeder.ts reads them
// from wrangler.toml) and writes a company's documents in the company's own database, as the app's
// requests for its people do. A database still busy after the product's own retries
// (worker/db/retry-when-busy.ts) is answered `busy`, with what was written, for the seeder to retry.
//
//   POST /check  { companyId }                               → { actor, databaseNumber } | 400 { usage } | 503 { busy }
//   POST /add    { companyId, serials, seed, now, … }        → { entries, error?, busy? }
//   POST /remove { companyId, entries: [{ id, createdAt }] } → { outcomes, error?, busy? }
//   POST /ask    { companyId, questions }                    → { asked, error? }  (bench:capacity)
import { eq } from "drizzle-orm";
import { isDatabaseBusy } from "../../worker/db/retry-when-busy.ts";
import { companies } from "../../worker/db/schema.ts";
import { answerQuestion } from "../../worker/domain/assistant/answer-question.ts";
import type { DomainContext } from "../../worker/domain/context.ts";
import { UnavailableError } from "../../worker/domain/contract/index.ts";
import { forCompanyDatabase } from "../../worker/domain/platform/company-placement.ts";
import { createDomainContext } from "../../worker/domain-context.ts";
import type { Env } from "../../worker/env.ts";
import {
  companyActor,
  type ManifestEntry,
  type RemoveOutcome,
  removeScaleDocument,
  templateIdsByName,
  UsageError,
  type WriteOptions,
  writeScaleDocument,
} from "./scale-seed.ts";

export interface AddRequest extends Omit<WriteOptions, "serial"> {
  companyId: number;
  serials: number[];
}

/** Questions asked of the company's assistant as its admin (the question and the reply are stored). */
export interface AskRequest {
  companyId: number;
  questions: string[];
}

export interface RemoveRequest {
  companyId: number;
  entries: Array<Pick<ManifestEntry, "id" | "createdAt">>;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    try {
      return await answer(request, env);
    } catch (error) {
      // Said to the seeder (which prints it), not only in the quiet wrangler dev's log.
      const failed = failure(error);
      return failed.busy
        ? Response.json({ busy: failed.error }, { status: 503 })
        : Response.json(failed, { status: 500 });
    }
  },
} satisfies ExportedHandler<Env>;

async function answer(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "GET" && url.pathname === "/ready") return Response.json({ ok: true });
  if (request.method !== "POST") return new Response("Not found", { status: 404 });
  const body = (await request.json()) as { companyId: number };
  let ctx: DomainContext;
  let actor: Awaited<ReturnType<typeof companyActor>>;
  let databaseNumber: number;
  try {
    ({ ctx, databaseNumber } = await companyContext(env, body.companyId));
    actor = await companyActor(ctx, body.companyId);
  } catch (error) {
    if (error instanceof UsageError) return Response.json({ usage: error.message }, { status: 400 });
    if (error instanceof UnavailableError) return Response.json({ busy: error.message }, { status: 503 });
    // Answered 500 with what failed (the causes too) by fetch() above.
    throw error;
  }
  if (url.pathname === "/check") return Response.json({ actor, databaseNumber });
  if (url.pathname === "/add") {
    const { serials, companyId: _, ...options } = body as AddRequest;
    const entries: ManifestEntry[] = [];
    try {
      const templateIds = await templateIdsByName(ctx);
      // One after another: the documents of one request share nothing but the actor.
      for (const serial of serials)
        entries.push(await writeScaleDocument(ctx, actor, templateIds, { ...options, serial }));
      return Response.json({ entries });
    } catch (error) {
      // What was written is still answered, so the manifest lists it.
      return Response.json({ entries, ...failure(error) });
    }
  }
  if (url.pathname === "/ask") {
    let asked = 0;
    try {
      for (const message of (body as AskRequest).questions) {
        await answerQuestion(ctx, actor, { message });
        asked++;
      }
      return Response.json({ asked });
    } catch (error) {
      return Response.json({ asked, error: String((error as Error).stack ?? error) });
    }
  }
  if (url.pathname === "/remove") {
    const outcomes: RemoveOutcome[] = [];
    try {
      for (const entry of (body as RemoveRequest).entries)
        outcomes.push(await removeScaleDocument(ctx, actor, entry));
      return Response.json({ outcomes });
    } catch (error) {
      return Response.json({ outcomes, ...failure(error) });
    }
  }
  return new Response("Not found", { status: 404 });
}

/**
 * The company's own context: `companyDb` is the company database its directory row names (1: DB, n:
 * COMPANY_DB_n), as a request of its people gets (worker/http/request-context.ts).
 */
async function companyContext(env: Env, companyId: number) {
  const base = createDomainContext(env);
  const [row] = await base.directory
    .select({ databaseNumber: companies.databaseNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  const databaseNumber = row?.databaseNumber ?? 1;
  if (databaseNumber > base.companyDatabases.length)
    throw new UsageError(
      `Company ${companyId} is on company database ${databaseNumber}, which wrangler.toml does not declare (COMPANY_DB_${databaseNumber}).`,
    );
  return { ctx: forCompanyDatabase(base, databaseNumber), databaseNumber };
}

/** A failure as answered: busy (the database was locked through the product's retries) or not. */
function failure(error: unknown): { error: string; busy?: true } {
  // Still busy after the product's own retries (worker/db/retry-when-busy.ts): the seeder retries.
  if (error instanceof UnavailableError || isDatabaseBusy(error))
    return { error: error instanceof Error ? error.message : String(error), busy: true };
  // Drizzle's "Failed query: …" says the statement; what D1 answered is its cause.
  const causes: string[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    causes.push(depth === 0 ? String(e.stack ?? e) : `Caused by: ${e.message}`);
  return { error: causes.join("\n") };
}
