// The scale seed's Worker: started by scripts/bench/scale-seeder.ts with `wrangler dev` on the same
// local D1 (same database id, same --persist-to) as the app, it runs the domain operations inside
// workerd, where a statement is an in-process D1 call. (Through wrangler's platform proxy from Node,
// each statement costs ~5 ms of Node CPU for serialisation alone: 15 documents/s.)
//
//   POST /check  { companyId }                               → { actor } | 400 { usage }
//   POST /add    { companyId, serials, seed, now, … }        → { entries, error? }
//   POST /remove { companyId, entries: [{ id, createdAt }] } → { outcomes, error? }
//   POST /ask    { companyId, questions }                    → { asked, error? }  (bench:capacity)
import { answerQuestion } from "../../worker/domain/assistant/answer-question.ts";
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
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/ready") return Response.json({ ok: true });
    if (request.method !== "POST") return new Response("Not found", { status: 404 });
    const ctx = createDomainContext(env);
    const body = (await request.json()) as { companyId: number };
    let actor: Awaited<ReturnType<typeof companyActor>>;
    try {
      actor = await companyActor(ctx, body.companyId);
    } catch (error) {
      if (error instanceof UsageError) return Response.json({ usage: error.message }, { status: 400 });
      throw error;
    }
    if (url.pathname === "/check") return Response.json({ actor });
    if (url.pathname === "/add") {
      const { serials, companyId: _, ...options } = body as AddRequest;
      const templateIds = await templateIdsByName(ctx);
      const entries: ManifestEntry[] = [];
      try {
        // One after another: the documents of one request share nothing but the actor.
        for (const serial of serials)
          entries.push(await writeScaleDocument(ctx, actor, templateIds, { ...options, serial }));
        return Response.json({ entries });
      } catch (error) {
        // What was written is still answered, so the manifest lists it.
        return Response.json({ entries, error: String((error as Error).stack ?? error) });
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
        return Response.json({ outcomes, error: String((error as Error).stack ?? error) });
      }
    }
    return new Response("Not found", { status: 404 });
  },
} satisfies ExportedHandler<Env>;
