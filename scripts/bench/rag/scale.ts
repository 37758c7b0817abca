// Answer time at scale: 100 companies, one of them with 10,000 passages, the others with a few
// hundred each (synthetic policy text); ~200 questions answered in the large company through the
// assistant's own path (search, extractive answer, confidence), as POST /api/chat does minus storing.

import { gatherEvidence } from "../../../worker/domain/assistant/answer-question.ts";
import { writeAnswer } from "../../../worker/domain/assistant/write-answer.ts";
import type { DomainContext } from "../../../worker/domain/context.ts";
import { addKnowledgeText, createBenchCompany } from "./database.ts";
import { seededRandom, syntheticPolicy } from "./synthetic-policies.ts";

export interface ScaleFigures {
  companies: number;
  chunksInMeasured: number;
  chunksTotal: number;
  seedSeconds: number;
  queries: number;
  p50: number;
  p95: number;
  max: number;
}

const OTHER_COMPANIES = 99;
const TARGET_CHUNKS = 10_000;

/** Adds synthetic policies to the company until it holds `target` passages; answers how many it holds. */
async function fill(
  ctx: DomainContext,
  companyId: number,
  random: () => number,
  target: number,
  words: number,
) {
  let chunks = 0;
  while (chunks < target) {
    const policy = syntheticPolicy(random, words);
    chunks += (await addKnowledgeText(ctx, companyId, policy.title, policy.text)).chunkCount;
  }
  return chunks;
}

export async function measureScale(
  ctx: DomainContext,
  queries: readonly string[],
  progress: (message: string) => void,
): Promise<ScaleFigures> {
  const random = seededRandom(20261123);
  const started = performance.now();
  let total = 0;
  for (let i = 0; i < OTHER_COMPANIES; i++) {
    const companyId = await createBenchCompany(ctx, `Scale Co ${i + 1}`);
    total += await fill(ctx, companyId, random, 200 + Math.floor(random() * 200), 6000);
    if ((i + 1) % 25 === 0) progress(`  ${i + 1} companies seeded (${total} passages)`);
  }
  const measured = await createBenchCompany(ctx, "Scale Co 100 (measured)");
  const chunksInMeasured = await fill(ctx, measured, random, TARGET_CHUNKS, 20000);
  total += chunksInMeasured;
  const seedSeconds = (performance.now() - started) / 1000;
  progress(`  measured company: ${chunksInMeasured} passages; ${total} in all (${seedSeconds.toFixed(0)} s)`);

  const answer = async (question: string) =>
    writeAnswer(ctx.answerModel, await gatherEvidence(ctx, measured, question), ctx.log);
  for (const q of queries.slice(0, 10)) await answer(q); // warm-up
  const times: number[] = [];
  for (const query of queries) {
    const t0 = performance.now();
    await answer(query);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return {
    companies: OTHER_COMPANIES + 1,
    chunksInMeasured,
    chunksTotal: total,
    seedSeconds,
    queries: times.length,
    p50: at(0.5),
    p95: at(0.95),
    max: times[times.length - 1]!,
  };
}
