// `npm run bench:rag -- --loco`: leave one corpus out. For each corpus (the PolicyQA websites, the
// H2O bank policy, the demo library with its two blind question sets, any EVAL_EXTRA folder), the
// models are fitted on every *other* corpus — tune and test parts both, never an unseen set — and
// the held-out corpus is asked through the product's own path with them. A corpus the fit never saw
// is what a new customer's handbook is; these are the figures that say whether the rerank, the
// composer and the confidence carry to one.
//
// Ablations (`--without phrases,headingCoverage,typeHeld,lexicon,fallback,top-passage,…`): a rerank
// feature left out of the fit (its weight 0), the policy lexicon's synonyms left out of the query,
// the weak-margin fallback to the index's order turned off, or the answer's start from the top
// passage turned off — one LOCO run each, compared with the run without `--without`.

import type { ConfidenceFeatureName } from "../../../worker/domain/assistant/answer-features.ts";
import type { DomainContext } from "../../../worker/domain/context.ts";
import type { PassageFeatureName } from "../../../worker/domain/knowledge/rank-passages.ts";
import { RANKING, searchKnowledge } from "../../../worker/domain/knowledge/search-knowledge.ts";
import { Bm25Baseline } from "./baseline-bm25.ts";
import type { EvalQuestion, EvalSet } from "./eval-data.ts";
import { answerFigures, retrievalFigures } from "./figures.ts";
import { type FittedModels, fitModels, installModels, modelsInForce, RERANK_LEFT_OUT } from "./fit.ts";
import { type IndexedCorpus, measureQuestions, type QuestionResult } from "./quality.ts";
import { answerMatcher, answerRank } from "./scoring.ts";

/** Corpora whose question sets ask the same company are one corpus (the demo library's three sets). */
export interface CorpusGroup {
  name: string;
  sets: EvalSet[];
  corpora: Set<string>;
}

export function corpusGroups(sets: readonly EvalSet[]): CorpusGroup[] {
  const groups: CorpusGroup[] = [];
  for (const set of sets) {
    if (set.corpora.length === 0) continue;
    const ids = set.corpora.map((c) => c.id);
    const group = groups.find((g) => ids.some((id) => g.corpora.has(id)));
    if (group) {
      group.sets.push(set);
      for (const id of ids) group.corpora.add(id);
    } else groups.push({ name: set.name, sets: [set], corpora: new Set(ids) });
  }
  return groups;
}

/** What `--without` may name besides a rerank feature. */
export const ABLATIONS = ["lexicon", "fallback", "top-passage"] as const;

export interface LocoOptions {
  /** Rerank features and ABLATIONS turned off. */
  without: string[];
  /** At most this many answerable questions of one set in a fit (a spread sample). */
  perSetLimit?: number;
  /** Names of the corpora to hold out (default: all). */
  only?: string[];
  /** Confidence features left out of the fit, and its L2 penalty. */
  confidenceWithout?: ConfidenceFeatureName[];
  confidenceL2?: number;
  /** At most this many questions of one held-out set are asked (a spread sample; default all). */
  askLimit?: number;
}

export interface LocoRow {
  corpus: string;
  /** Answerable questions asked. */
  questions: number;
  hit5: number;
  bm25Hit5: number;
  /** The index's own bm25 order over the product's sections (the rerank's floor). */
  floorHit5: number;
  factPresence: number;
  baselineFactPresence: number;
  answered: number;
  confidentlyWrong: number;
  confidentlyWrongCount: number;
  declinedAnswerable: number;
  ece: number;
  eceFloor: number;
  rerankMargin: number;
  topPassageShare: number;
  results: QuestionResult[];
}

export async function leaveOneCorpusOut(
  ctx: DomainContext,
  sets: EvalSet[],
  indexed: Map<string, IndexedCorpus>,
  options: LocoOptions,
  log: (message: string) => void,
): Promise<LocoRow[]> {
  const features = options.without.filter((w) => !(ABLATIONS as readonly string[]).includes(w));
  const asFitted = modelsInForce();
  const synonymWeight = RANKING.synonymWeight;
  if (options.without.includes("lexicon")) RANKING.synonymWeight = 0;
  const crossed = sets.find((s) => s.slug === "crossed");
  const rows: LocoRow[] = [];
  try {
    for (const group of corpusGroups(sets)) {
      if (options.only && !options.only.some((name) => group.name.toLowerCase().includes(name))) continue;
      log(`Leaving out ${group.name}: fitting on the other corpora…`);
      const origins = new Set(group.sets.map((s) => s.slug));
      const heldOut = (q: EvalQuestion) =>
        group.corpora.has(q.corpus) || (q.origin !== undefined && origins.has(q.origin));
      const models: FittedModels = await fitModels(ctx, sets, indexed, log, {
        reads: (set, q) => !set.unseen && !group.sets.includes(set) && !heldOut(q),
        // None named: the product's own set (fit.ts RERANK_LEFT_OUT).
        without: features.length > 0 ? (features as PassageFeatureName[]) : undefined,
        perSetLimit: options.perSetLimit,
        confidenceWithout: options.confidenceWithout,
        confidenceL2: options.confidenceL2,
        ...(options.without.includes("fallback") ? { rerankMargin: 0 } : {}),
        ...(options.without.includes("top-passage") ? { topPassageShare: 1 } : {}),
      });

      const results: QuestionResult[] = [];
      const asked: EvalSet[] = [...group.sets];
      if (crossed) {
        const questions = crossed.questions.filter((q) => group.corpora.has(q.corpus));
        if (questions.length > 0) asked.push({ ...crossed, questions });
      }
      for (const set of asked) {
        const parts = set.unseen ? (["test"] as const) : (["tune", "test"] as const);
        const sampled = { ...set, questions: spread(set.questions, options.askLimit) };
        log(`  asking ${set.name} (held out): ${sampled.questions.length} questions…`);
        results.push(...(await measureQuestions(ctx, sampled, indexed, parts, log)));
      }
      const floorHit5 = await floorHitAt5(ctx, group, indexed, options.askLimit);
      const answerable = results.filter((r) => r.kind === "policy");
      const r = retrievalFigures(answerable);
      const a = answerFigures(results);
      rows.push({
        corpus: group.name,
        questions: r.questions,
        hit5: r.product.hit5,
        bm25Hit5: r.baseline.hit5,
        floorHit5,
        factPresence: a.factPresence,
        baselineFactPresence: a.baselineFactPresence,
        answered: a.answered,
        confidentlyWrong: a.confidentlyWrong,
        confidentlyWrongCount: a.confidentlyWrongCount,
        declinedAnswerable: a.declinedAnswerable,
        ece: a.ece,
        eceFloor: a.eceSampling.floor,
        rerankMargin: models.rerankMargin,
        topPassageShare: models.topPassageShare,
        results,
      });
      log(`  ${group.name}: hit@5 ${(r.product.hit5 / Math.max(1e-9, r.baseline.hit5)).toFixed(2)}× BM25`);
    }
  } finally {
    installModels(asFitted);
    RANKING.synonymWeight = synonymWeight;
  }
  return rows;
}

/** hit@5 of the index's own bm25 order (the rerank never overturning it) on the group's answerable questions. */
async function floorHitAt5(
  ctx: DomainContext,
  group: CorpusGroup,
  indexed: Map<string, IndexedCorpus>,
  askLimit: number | undefined,
): Promise<number> {
  const margin = modelsInForce().rerankMargin;
  installModels({ rerankMargin: Number.POSITIVE_INFINITY });
  let hits = 0;
  let n = 0;
  try {
    for (const set of group.sets) {
      for (const q of spread(set.questions, askLimit)) {
        if (q.kind !== "policy" || q.key.kind === "none") continue;
        if (set.unseen && q.part !== "test") continue;
        const found = await searchKnowledge(ctx, indexed.get(q.corpus)!.companyId, {
          query: q.question,
          limit: 10,
        });
        const rank = answerRank(
          found.map((h) => h.content),
          q.key,
          answerMatcher(q.key),
        );
        n++;
        if (rank !== null && rank <= 5) hits++;
      }
    }
  } finally {
    installModels({ rerankMargin: margin });
  }
  return n ? hits / n : 0;
}

/** Every k-th item, at most `limit` (all when no limit). */
function spread<T>(items: T[], limit?: number): T[] {
  if (!limit || items.length <= limit) return items;
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, i) => items[Math.floor(i * step)]!);
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const times = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "—");

/** The held-out table, as Markdown. */
export function formatLoco(rows: readonly LocoRow[], command: string, without: readonly string[]): string {
  const lines = [
    `\n## ${new Date().toISOString()} — leave one corpus out (\`${command}\`)${without.length ? `, without ${without.join(", ")}` : ""}\n`,
    "Each corpus is asked with models fitted on every other corpus only (their tune and test parts; unseen sets never). Confidently wrong: confidence ≥ 0.7 and wrong, per question answered (answers to questions asked of the corpus that it does not answer count as wrong). BM25 floor: the index's own bm25 order over the product's sections, the rerank never overturning it.\n",
    "| Held-out corpus | answerable | hit@5 | BM25 windows hit@5 | **hit@5 ratio** | BM25 floor (sections) ratio | facts present | plain answerer | answered | **confidently wrong** | answerable declined | ECE (by chance alone) | fallback margin | top-passage share |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.corpus} | ${r.questions} | ${pct(r.hit5)} | ${pct(r.bm25Hit5)} | **${times(r.hit5, r.bm25Hit5)}** | ${times(r.floorHit5, r.bm25Hit5)} | ${pct(r.factPresence)} | ${pct(r.baselineFactPresence)} | ${r.answered} | **${pct(r.confidentlyWrong)}** (${r.confidentlyWrongCount}) | ${pct(r.declinedAnswerable)} | ${r.ece.toFixed(3)} (${r.eceFloor.toFixed(3)}) | ${r.rerankMargin} | ${r.topPassageShare} |`,
    );
  }
  const ratios = rows.filter((r) => r.bm25Hit5 > 0).map((r) => r.hit5 / r.bm25Hit5);
  const mean = ratios.reduce((a, b) => a + b, 0) / Math.max(1, ratios.length);
  lines.push(
    `\nMean hit@5 ratio over held-out corpora: **${mean.toFixed(2)}×** (target ≥ 1.15×; every corpus ≥ 1.0×: ${ratios.every((x) => x >= 1) ? "yes" : "no"}). Worst confidently wrong: ${pct(Math.max(0, ...rows.map((r) => r.confidentlyWrong)))} (target ≤ 10 %); worst answerable declined: ${pct(Math.max(0, ...rows.map((r) => r.declinedAnswerable)))} (target ≤ 15 %).`,
  );
  return lines.join("\n");
}

/** The ablations `--ablate` compares, each against the full rerank. */
export const ABLATION_RUNS: ReadonlyArray<{ name: string; without: string[] }> = [
  { name: "full rerank", without: [] },
  { name: "the product's set (fit.ts RERANK_LEFT_OUT)", without: [...RERANK_LEFT_OUT] },
  { name: "without phrases", without: ["phrases"] },
  { name: "without headings", without: ["headingCoverage"] },
  { name: "without answer type", without: ["typeHeld"] },
  { name: "without lexicon (synonyms)", without: ["lexicon"] },
  { name: "without sentence focus", without: ["sentenceFocus"] },
  { name: "without proximity", without: ["proximity"] },
  { name: "without preamble", without: ["preamble"] },
  { name: "without the fallback to the index's order", without: ["fallback"] },
];

/**
 * Retrieval alone, leave one corpus out, for each ablation: the rerank fitted without the held-out
 * corpus, then hit@5 on it against BM25 over windows as long as the passages returned.
 */
export async function ablateRetrieval(
  ctx: DomainContext,
  sets: EvalSet[],
  indexed: Map<string, IndexedCorpus>,
  options: { perSetLimit?: number; askLimit?: number; runs?: string[] },
  log: (message: string) => void,
): Promise<string> {
  const asFitted = modelsInForce();
  const synonymWeight = RANKING.synonymWeight;
  const groups = corpusGroups(sets);
  const table: Array<{ run: string; ratios: number[] }> = [];
  try {
    for (const run of ABLATION_RUNS.filter(
      (r) => !options.runs || options.runs.some((n) => r.name.includes(n)),
    )) {
      RANKING.synonymWeight = run.without.includes("lexicon") ? 0 : synonymWeight;
      const ratios: number[] = [];
      for (const group of groups) {
        const origins = new Set(group.sets.map((s) => s.slug));
        await fitModels(ctx, sets, indexed, () => undefined, {
          retrievalOnly: true,
          reads: (set, q) =>
            !set.unseen &&
            !group.sets.includes(set) &&
            !group.corpora.has(q.corpus) &&
            !(q.origin !== undefined && origins.has(q.origin)),
          without: run.without.filter(
            (w) => !(ABLATIONS as readonly string[]).includes(w),
          ) as PassageFeatureName[],
          perSetLimit: options.perSetLimit,
          ...(run.without.includes("fallback") ? { rerankMargin: 0 } : {}),
        });
        const ranks: Array<{ product: number | null; question: EvalQuestion; words: number }> = [];
        for (const set of group.sets) {
          for (const q of spread(set.questions, options.askLimit)) {
            if (q.kind !== "policy" || q.key.kind === "none") continue;
            if (set.unseen && q.part !== "test") continue;
            const found = await searchKnowledge(ctx, indexed.get(q.corpus)!.companyId, {
              query: q.question,
              limit: 10,
            });
            const passages = found.map((h) => h.content);
            ranks.push({
              product: answerRank(passages, q.key, answerMatcher(q.key)),
              question: q,
              words:
                found.slice(0, 5).reduce((n, h) => n + h.content.split(/\s+/).length, 0) /
                Math.max(1, Math.min(5, found.length)),
            });
          }
        }
        const window = Math.max(
          20,
          Math.round(ranks.reduce((n, r) => n + r.words, 0) / Math.max(1, ranks.length)),
        );
        const baselines = new Map<string, Bm25Baseline>();
        let product = 0;
        let bm25 = 0;
        for (const r of ranks) {
          const corpus = r.question.corpus;
          if (!baselines.has(corpus))
            baselines.set(
              corpus,
              new Bm25Baseline(indexed.get(corpus)!.text, window, Math.round(window / 4)),
            );
          const windows = baselines.get(corpus)!.search(r.question.question, 10);
          const b = answerRank(windows, r.question.key, answerMatcher(r.question.key));
          if (r.product !== null && r.product <= 5) product++;
          if (b !== null && b <= 5) bm25++;
        }
        ratios.push(bm25 > 0 ? product / bm25 : 0);
        log(`  ${run.name}, ${group.name} held out: ${(bm25 > 0 ? product / bm25 : 0).toFixed(3)}×`);
      }
      table.push({ run: run.name, ratios });
    }
  } finally {
    installModels(asFitted);
    RANKING.synonymWeight = synonymWeight;
  }
  const lines = [
    "\n### Retrieval ablations, leave one corpus out (hit@5 ÷ BM25 windows hit@5, each corpus held out)\n",
    `| Rerank | ${groups.map((g) => g.name).join(" | ")} | mean |`,
    `|---|${groups.map(() => "---").join("|")}|---|`,
  ];
  for (const row of table) {
    const mean = row.ratios.reduce((a, b) => a + b, 0) / Math.max(1, row.ratios.length);
    lines.push(
      `| ${row.run} | ${row.ratios.map((x) => `${x.toFixed(3)}×`).join(" | ")} | ${mean.toFixed(3)}× |`,
    );
  }
  return lines.join("\n");
}
