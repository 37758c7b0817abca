// The Markdown section `npm run bench:rag` appends to bench/RESULTS.md: per set and part, retrieval
// against BM25 over windows of the same length, the answers' figures, the questions that are not
// about policies, the issue's targets on *test*, timing, and the reliability diagram.

import { DECLINE_BELOW } from "../../../worker/domain/assistant/fitted-weights.ts";
import { CONFIDENCE_THRESHOLD } from "../../../worker/domain/contract/index.ts";
import { type DisagreementResult, disagreementFigures } from "./disagreements.ts";
import { type EvalSet, partsOfSet } from "./eval-data.ts";
import { answerFigures, nonPolicyFigures, percentile, retrievalFigures } from "./figures.ts";
import { baselineWindow, type QuestionResult } from "./quality.ts";
import { type DiagramPanel, writeReliabilityDiagram } from "./reliability-diagram.ts";
import type { ScaleFigures } from "./scale.ts";
import type { Part } from "./split.ts";

export interface ReportInput {
  sets: EvalSet[];
  results: QuestionResult[];
  /** The demo library's known disagreements, when the demo set ran. */
  disagreements: DisagreementResult[] | null;
  parts: Part[];
  indexing: Array<{ name: string; ms: number; passages: number; documents: number }>;
  scale: ScaleFigures | null;
  machine: string;
  seconds: number;
  diagramPath: string;
  /** What answered, when not the embedded engine (`--engine workers-ai`). */
  engine?: string;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "—");

export async function formatReport(input: ReportInput): Promise<string> {
  const { results } = input;
  const lines: string[] = [];
  lines.push(
    `\n## ${new Date().toISOString()} — the assistant's quality (\`npm run bench:rag${input.engine ? " -- --engine workers-ai" : ""}\`), ${input.machine}, local D1 (workerd SQLite) via wrangler's platform proxy\n`,
  );
  lines.push(
    "Every set is split into *tune* and *test* by a hash of a fixed key (scripts/bench/rag/split.ts: PolicyQA by website policy, so test policies were never tuned on; the others by question). Weights and thresholds are fitted on tune only (`-- --fit`); **test is what counts**. " +
      (input.engine
        ? `The production path answers: ${input.engine}`
        : "The embedded engine (D1 FTS5 + rerank + extractive answerer, no vectors, no model) answers") +
      "; BM25 (k1 1.2, b 0.75, no stemming) gets windows as long as the passages the product returned for that set (a quarter overlap), and the plain answerer reads as many of its windows as the product's answerer reads passages and writes answers of the same length.\n",
  );

  const groups: Array<{ set: EvalSet; part: Part; rows: QuestionResult[] }> = [];
  for (const set of input.sets) {
    for (const part of partsOfSet(set, input.parts)) {
      const rows = results.filter((r) => r.set === set.name && r.part === part);
      if (rows.length > 0) groups.push({ set, part, rows });
    }
  }

  lines.push("### Retrieval: the answer in the top passages\n");
  lines.push(
    "| Set | part | questions | window (words) | product hit@1 | hit@5 | MRR@10 | BM25 hit@1 | hit@5 | MRR@10 | **hit@5 ratio** |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const g of groups) {
    const r = retrievalFigures(g.rows);
    if (r.questions === 0) continue;
    lines.push(
      `| ${g.set.name} | ${g.part} | ${r.questions} | ${baselineWindow(g.rows.filter((x) => x.kind === "policy"))} | ${pct(r.product.hit1)} | ${pct(r.product.hit5)} | ${r.product.mrr10.toFixed(3)} | ${pct(r.baseline.hit1)} | ${pct(r.baseline.hit5)} | ${r.baseline.mrr10.toFixed(3)} | **${ratio(r.product.hit5, r.baseline.hit5)}** |`,
    );
  }

  lines.push("\n### Answers\n");
  lines.push(
    `A reply is right when it holds the expected facts (PolicyQA: the gold span; H2O: every \`tokens_present\`, else 60 % of the answer's words; demo and unseen sets: every fact). Confidently wrong: confidence ≥ ${CONFIDENCE_THRESHOLD} and not right (any answer to a question the documents do not answer is not right), per question answered. Right and sure: answered right at ${CONFIDENCE_THRESHOLD} or more (shown without the Low Confidence badge), per answerable question. The assistant declines below ${DECLINE_BELOW}.\n`,
  );
  lines.push(
    "| Set | part | answerable | **facts present** | declines aside | plain answerer | answered | **confidently wrong** | right and sure | answerable declined | unanswerable: declined / filed | **ECE** | ECE by chance alone | ECE 90 % interval |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const panels: DiagramPanel[] = [];
  for (const g of groups) {
    if (g.set.slug === "nonpolicy") continue;
    const a = answerFigures(g.rows);
    lines.push(
      `| ${g.set.name} | ${g.part} | ${a.answerable} | **${pct(a.factPresence)}** | ${pct(a.draftFactPresence)} | ${pct(a.baselineFactPresence)} | ${a.answered} | **${pct(a.confidentlyWrong)}** (${a.confidentlyWrongCount}) | ${pct(a.rightAndSure)} | ${pct(a.declinedAnswerable)} | ${a.unanswerable ? `${pct(a.declinedUnanswerable)} / ${pct(a.filedUnanswerable)} of ${a.unanswerable}` : "—"} | **${a.ece.toFixed(3)}** | ${a.eceSampling.floor.toFixed(3)} | ${a.eceSampling.low.toFixed(3)}–${a.eceSampling.high.toFixed(3)} |`,
    );
    if (g.part === "test")
      panels.push({ title: `${g.set.name} (test)`, ece: a.ece, answered: a.answered, bins: a.bins });
  }

  const nonPolicy = groups.filter((g) => g.set.slug === "nonpolicy");
  if (nonPolicy.length > 0) {
    lines.push("\n### Messages that are not policy questions (asked of every company indexed)\n");
    lines.push("| set | part | kind | asked | declined | filed as unanswered | quoting a document |");
    lines.push("|---|---|---|---|---|---|---|");
    for (const g of nonPolicy) {
      for (const f of nonPolicyFigures(g.rows)) {
        lines.push(
          `| ${g.set.name} | ${g.part} | ${f.kind.replace("_", " ")} | ${f.asked} | ${pct(f.declined / f.asked)} | ${f.filed} | ${f.quoting} |`,
        );
      }
    }
  }

  // The targets, on test.
  lines.push("\n### Targets (answers or declines, decision 020), on test\n");
  for (const g of groups.filter(
    (x) => x.part === "test" && x.set.slug !== "nonpolicy" && x.set.slug !== "crossed",
  )) {
    const r = retrievalFigures(g.rows);
    const a = answerFigures(g.rows);
    const hitRatio = r.baseline.hit5 > 0 ? r.product.hit5 / r.baseline.hit5 : 0;
    lines.push(
      `- ${g.set.name}: hit@5 ${ratio(r.product.hit5, r.baseline.hit5)} BM25 (target ≥ 1.25×: ${hitRatio >= 1.25 ? "met" : "not met"}); facts present ${pct(a.factPresence)} (≥ 60 %: ${a.factPresence >= 0.6 ? "met" : "not met"}); confidently wrong ${pct(a.confidentlyWrong)} (≤ 10 %: ${a.confidentlyWrong <= 0.1 ? "met" : "not met"}); ECE ${a.ece.toFixed(3)} (≤ 0.10: ${a.ece <= 0.1 ? "met" : "not met"}; ${a.answered} answers, where a perfectly calibrated model would read ${a.eceSampling.floor.toFixed(3)}).`,
    );
  }
  for (const g of nonPolicy.filter((x) => x.part === "test")) {
    const rows = g.rows.filter((r) => ["off_topic", "arithmetic", "instruction"].includes(r.kind));
    const declined = rows.filter((r) => r.declined).length / Math.max(1, rows.length);
    const filed = rows.filter((r) => r.filedAsGap).length;
    lines.push(
      `- ${g.set.name}, off-topic, arithmetic and instructions: ${pct(declined)} declined (≥ 95 %: ${declined >= 0.95 ? "met" : "not met"}); ${filed} filed as unanswered (none: ${filed === 0 ? "met" : "not met"}).`,
    );
  }

  if (input.disagreements) {
    lines.push("\n### When two documents disagree\n");
    lines.push(
      "The demo library's known disagreements (bench/eval/demo-library/conflicts.json: the same question answered differently by two templates) asked of its company: does the reply say the policies do not agree and name both documents? A false alarm: any other answer of the run, in the same part, that says so.\n",
    );
    lines.push(
      "| part | known disagreements | said | naming both documents | other answers | false alarms |",
    );
    lines.push("|---|---|---|---|---|---|");
    for (const part of input.parts) {
      const f = disagreementFigures(
        input.disagreements.filter((d) => d.part === part),
        results.filter((r) => r.part === part),
      );
      lines.push(
        `| ${part} | ${f.known} | ${f.said} | ${f.namesBoth} | ${f.otherAnswers} | ${f.falseAlarms} (${pct(f.falseAlarms / Math.max(1, f.otherAnswers))}) |`,
      );
    }
  }

  lines.push("\n### Time\n");
  const answerMs = results.map((r) => r.searchMs + r.answerMs);
  lines.push(
    `Search and answer on the eval companies: p50 ${percentile(answerMs, 0.5).toFixed(1)} ms, p95 ${percentile(answerMs, 0.95).toFixed(1)} ms (${answerMs.length} questions; the answer alone p95 ${percentile(
      results.map((r) => r.answerMs),
      0.95,
    ).toFixed(1)} ms).`,
  );
  const h2o = input.indexing.find((i) => i.name.startsWith("Document Handling"));
  if (h2o)
    lines.push(
      `Indexing the 60-page H2O PDF (extract, normalise, chunk, insert): ${h2o.ms.toFixed(0)} ms, ${h2o.passages} passages.`,
    );
  if (input.scale) {
    const s = input.scale;
    lines.push(
      `At scale: ${s.chunksInMeasured.toLocaleString("en")} passages in the measured company, ${s.chunksTotal.toLocaleString("en")} across ${s.companies} companies; ${s.queries} questions answered (search, compose, confidence): **p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms** (max ${s.max.toFixed(1)} ms; target p95 ≤ 1 s: ${s.p95 <= 1000 ? "met" : "not met"}).`,
    );
  }

  if (panels.length > 0) {
    try {
      await writeReliabilityDiagram(
        input.diagramPath,
        panels,
        `Reliability on test: bars = share right per tenth of confidence; orange = share of answers in the tenth; dashed = perfect calibration. ${new Date().toISOString().slice(0, 10)}`,
      );
      lines.push(
        `\nReliability diagram (test): ![reliability](${input.diagramPath.replace(/^bench\//, "")})`,
      );
    } catch (error) {
      lines.push(`\nReliability diagram: not drawn (${error instanceof Error ? error.message : error}).`);
    }
  }
  lines.push(`\nWhole run: ${input.seconds.toFixed(0)} s.`);
  return lines.join("\n");
}
