// The disagreement detector on its own (bench/eval/demo-library/conflict-pairs.json): pairs of
// statements from two demo-library templates with a question both answer, some that disagree and
// some that agree in other words. Each pair is read as the composer reads two passages of different
// documents (in both orders); precision and recall say whether "Your policies do not agree" is said
// only when they do not, and every time they do not.
import { readFileSync } from "node:fs";
import path from "node:path";
import { seedTemplates } from "../../../worker/db/seed/templates/index.ts";
import { composeAnswer } from "../../../worker/domain/assistant/compose-answer.ts";

interface ConflictPair {
  question: string;
  a: { template: string; text: string };
  b: { template: string; text: string };
  disagree: boolean;
}

export interface ConflictDetectorFigures {
  pairs: number;
  readings: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** The questions of the readings it got wrong, for reading. */
  misses: string[];
}

export function measureConflictDetector(): ConflictDetectorFigures {
  const pairs = JSON.parse(
    readFileSync(path.join(process.cwd(), "bench", "eval", "demo-library", "conflict-pairs.json"), "utf8"),
  ) as ConflictPair[];
  const titleOf = (slug: string) => {
    const template = seedTemplates.find((t) => t.slug === slug);
    if (!template) throw new Error(`conflict-pairs.json names an unknown template: ${slug}`);
    return `Northwind ${template.name}`;
  };
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  for (const pair of pairs) {
    for (const [first, second] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const) {
      const passages = [first, second].map((s, i) => ({
        number: i + 1,
        source: titleOf(s.template),
        section: "",
        content: s.text,
      }));
      const said = composeAnswer(pair.question, passages).evidence.conflict === 1;
      if (said && pair.disagree) tp++;
      else if (said) fp++;
      else if (pair.disagree) fn++;
      if (said !== pair.disagree)
        misses.push(`${pair.disagree ? "missed" : "false alarm"}: ${pair.question}`);
    }
  }
  return {
    pairs: pairs.length,
    readings: pairs.length * 2,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp > 0 ? tp / (tp + fp) : 1,
    recall: tp + fn > 0 ? tp / (tp + fn) : 1,
    misses: [...new Set(misses)],
  };
}

export function formatConflictDetector(f: ConflictDetectorFigures): string {
  return [
    "\n### The disagreement detector on agreeing and disagreeing pairs\n",
    `bench/eval/demo-library/conflict-pairs.json: ${f.pairs} pairs, each read in both orders (${f.readings} readings). **Precision ${(100 * f.precision).toFixed(0)} %** (${f.truePositives} of ${f.truePositives + f.falsePositives} said), **recall ${(100 * f.recall).toFixed(0)} %** (${f.truePositives} of ${f.truePositives + f.falseNegatives} disagreements).`,
    ...f.misses.map((m) => `- ${m}`),
  ].join("\n");
}
