// The figures of `npm run bench:rag`, from the per-question results (quality.ts), as decision 020
// defines them: retrieval hit@1 / hit@5 / MRR@10 against BM25 over windows of the same length;
// answer fact presence (against the plain answerer over those windows); confidently wrong
// (confidence ≥ 0.7 and the facts missing, or any answer to a question the documents do not
// answer, per question answered); abstention; and calibration (expected calibration error over ten
// equal-width bins, and the bins for the reliability diagram).
import { CONFIDENCE_THRESHOLD } from "../../../worker/domain/contract/index.ts";
import type { QuestionResult } from "./quality.ts";
import { type RetrievalFigures, RetrievalScore } from "./scoring.ts";
import { seededRandom } from "./synthetic-policies.ts";

export interface CalibrationBin {
  from: number;
  to: number;
  count: number;
  meanConfidence: number;
  accuracy: number;
}

export interface AnswerFigures {
  /** Answerable questions (with expected facts). */
  answerable: number;
  factPresence: number;
  /** The extractive answer holds the facts, declines aside. */
  draftFactPresence: number;
  baselineFactPresence: number;
  /** Questions answered (not declined), of the answerable and the unanswerable ones. */
  answered: number;
  confidentlyWrong: number;
  confidentlyWrongCount: number;
  /**
   * Answerable questions answered right at CONFIDENCE_THRESHOLD or more: shown without the Low
   * Confidence badge. Confidently wrong can be lowered by never being sure; this says what that costs.
   */
  rightAndSure: number;
  /** Answerable questions declined. */
  declinedAnswerable: number;
  unanswerable: number;
  /** Unanswerable questions declined; and filed for the admins. */
  declinedUnanswerable: number;
  filedUnanswerable: number;
  ece: number;
  /** What the ECE would be by chance alone on this many answers (eceSampling). */
  eceSampling: EceSampling;
  bins: CalibrationBin[];
}

export interface RetrievalComparison {
  questions: number;
  product: RetrievalFigures;
  baseline: RetrievalFigures;
  productStrict: RetrievalFigures;
  baselineStrict: RetrievalFigures;
}

export function retrievalFigures(results: readonly QuestionResult[]): RetrievalComparison {
  const rows = results.filter(
    (r) => r.kind === "policy" && r.baselineRank !== undefined && r.factsPresent !== null,
  );
  const product = new RetrievalScore();
  const baseline = new RetrievalScore();
  const productStrict = new RetrievalScore();
  const baselineStrict = new RetrievalScore();
  for (const r of rows) {
    product.add(r.productRank);
    baseline.add(r.baselineRank);
    productStrict.add(r.productStrictRank);
    baselineStrict.add(r.baselineStrictRank);
  }
  return {
    questions: rows.length,
    product: product.figures(),
    baseline: baseline.figures(),
    productStrict: productStrict.figures(),
    baselineStrict: baselineStrict.figures(),
  };
}

/** Whether an answered question's answer is right (null: not an answered question we can judge). */
export function isRight(r: QuestionResult): boolean | null {
  if (r.declined) return null;
  if (r.kind === "policy") return r.factsPresent;
  // Anything answered to a question the documents do not answer, or that is not about policies, is wrong.
  return false;
}

export function answerFigures(results: readonly QuestionResult[]): AnswerFigures {
  const answerable = results.filter((r) => r.kind === "policy" && r.factsPresent !== null);
  const unanswerable = results.filter((r) => r.kind === "unanswerable");
  const judged = [...answerable, ...unanswerable].filter((r) => !r.declined);
  const wrongConfident = judged.filter((r) => r.confidence >= CONFIDENCE_THRESHOLD && isRight(r) === false);
  const share = (n: number, of: number) => (of > 0 ? n / of : 0);
  const { ece, bins } = calibration(
    judged.map((r) => ({ confidence: r.confidence, right: isRight(r) === true })),
  );
  return {
    answerable: answerable.length,
    factPresence: share(answerable.filter((r) => r.factsPresent).length, answerable.length),
    draftFactPresence: share(answerable.filter((r) => r.draftFactsPresent).length, answerable.length),
    baselineFactPresence: share(answerable.filter((r) => r.baselineFactsPresent).length, answerable.length),
    answered: judged.length,
    confidentlyWrong: share(wrongConfident.length, judged.length),
    confidentlyWrongCount: wrongConfident.length,
    rightAndSure: share(
      answerable.filter((r) => !r.declined && r.factsPresent && r.confidence >= CONFIDENCE_THRESHOLD).length,
      answerable.length,
    ),
    declinedAnswerable: share(answerable.filter((r) => r.declined).length, answerable.length),
    unanswerable: unanswerable.length,
    declinedUnanswerable: share(unanswerable.filter((r) => r.declined).length, unanswerable.length),
    filedUnanswerable: share(unanswerable.filter((r) => r.filedAsGap).length, unanswerable.length),
    ece,
    eceSampling: eceSampling(judged.map((r) => ({ confidence: r.confidence, right: isRight(r) === true }))),
    bins,
  };
}

/** How much of an ECE sampling alone explains, on a set of this size. */
export interface EceSampling {
  /**
   * The mean ECE of a perfectly calibrated model giving the same confidences (each answer right
   * with probability equal to its confidence): what ten bins read on this many answers by chance.
   */
  floor: number;
  /** A 90 % bootstrap interval of the measured ECE (answers resampled with replacement). */
  low: number;
  high: number;
}

/**
 * ECE over ten bins is biased upwards on small sets: with 40 answers, a model whose confidences are
 * exactly right still reads about 0.1. Both figures use a fixed seed, so a run is reproducible.
 */
export function eceSampling(
  points: ReadonlyArray<{ confidence: number; right: boolean }>,
  draws = 1000,
): EceSampling {
  if (points.length === 0) return { floor: 0, low: 0, high: 0 };
  const random = seededRandom(24);
  let floor = 0;
  for (let d = 0; d < draws; d++) {
    floor += calibration(
      points.map((p) => ({ confidence: p.confidence, right: random() < p.confidence })),
    ).ece;
  }
  const resampled: number[] = [];
  for (let d = 0; d < draws; d++) {
    const sample = points.map(() => points[Math.floor(random() * points.length)]!);
    resampled.push(calibration(sample).ece);
  }
  resampled.sort((a, b) => a - b);
  return {
    floor: floor / draws,
    low: resampled[Math.floor(0.05 * (draws - 1))]!,
    high: resampled[Math.ceil(0.95 * (draws - 1))]!,
  };
}

/** Expected calibration error over ten equal-width bins, and the bins. */
export function calibration(points: ReadonlyArray<{ confidence: number; right: boolean }>): {
  ece: number;
  bins: CalibrationBin[];
} {
  const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    count: 0,
    meanConfidence: 0,
    accuracy: 0,
  }));
  for (const p of points) {
    const bin = bins[Math.min(9, Math.floor(p.confidence * 10))]!;
    bin.count++;
    bin.meanConfidence += p.confidence;
    bin.accuracy += p.right ? 1 : 0;
  }
  let ece = 0;
  for (const bin of bins) {
    if (bin.count === 0) continue;
    bin.meanConfidence /= bin.count;
    bin.accuracy /= bin.count;
    ece += (bin.count / Math.max(1, points.length)) * Math.abs(bin.accuracy - bin.meanConfidence);
  }
  return { ece, bins };
}

export interface NonPolicyFigures {
  kind: string;
  asked: number;
  declined: number;
  filed: number;
  /** The replies that quote a document (cite a source). */
  quoting: number;
}

export function nonPolicyFigures(results: readonly QuestionResult[]): NonPolicyFigures[] {
  const kinds = [
    ...new Set(results.filter((r) => r.kind !== "policy" && r.kind !== "unanswerable").map((r) => r.kind)),
  ];
  return kinds.map((kind) => {
    const rows = results.filter((r) => r.kind === kind);
    return {
      kind,
      asked: rows.length,
      declined: rows.filter((r) => r.declined).length,
      filed: rows.filter((r) => r.filedAsGap).length,
      quoting: rows.filter((r) => r.reply.includes("\n\nSources:")).length,
    };
  });
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}
