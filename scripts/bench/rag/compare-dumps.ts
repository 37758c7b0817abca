// `npx tsx scripts/bench/rag/compare-dumps.ts a.json b.json … [--changes]`: the figures of several
// RAG_BENCH_DUMP files side by side, per set and part (hit@1, hit@5, facts present, confidently
// wrong, declines, ECE, as the bench's report computes them), and with `--changes` and two files the
// questions whose answer turned right or wrong. For trying a change against HEAD on tune before the
// bench records anything.
import { readFileSync } from "node:fs";
import { answerFigures, isRight, retrievalFigures } from "./figures.ts";
import type { QuestionResult } from "./quality.ts";

const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const listChanges = process.argv.includes("--changes");
const dumps = files.map((f) => JSON.parse(readFileSync(f, "utf8")) as QuestionResult[]);
const pct = (x: number) => (100 * x).toFixed(1);

for (const key of [...new Set(dumps[0]!.map((r) => `${r.set}|${r.part}`))]) {
  const [set, part] = key.split("|");
  console.log(`${set} (${part})`);
  for (const [i, dump] of dumps.entries()) {
    const rows = dump.filter((r) => r.set === set && r.part === part);
    const f = answerFigures(rows);
    const { product } = retrievalFigures(rows);
    console.log(
      `  ${files[i]}: hit@1 ${pct(product.hit1)} hit@5 ${pct(product.hit5)} · facts ${pct(f.factPresence)} (draft ${pct(f.draftFactPresence)}) · confidently wrong ${pct(f.confidentlyWrong)} (${f.confidentlyWrongCount}) · right and sure ${pct(f.rightAndSure)} · answerable declined ${pct(f.declinedAnswerable)} · unanswerable declined ${pct(f.declinedUnanswerable)} · ECE ${f.ece.toFixed(3)} (${f.answered} answered)`,
    );
  }
}

if (listChanges && dumps.length === 2) {
  const [before, after] = dumps as [QuestionResult[], QuestionResult[]];
  const keyOf = (r: QuestionResult) => `${r.set}|${r.part}|${r.question}`;
  const old = new Map(before.map((r) => [keyOf(r), r]));
  const right = (r: QuestionResult) => isRight(r) === true;
  for (const r of after) {
    const o = old.get(keyOf(r));
    if (!o || right(o) === right(r)) continue;
    console.log(
      `${right(r) ? "+" : "-"} [${r.set} ${r.part}] ${r.question} (${o.confidence.toFixed(2)} → ${r.confidence.toFixed(2)})`,
    );
  }
}
