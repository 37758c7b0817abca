// A real policy question is never declined by the patterns that decline sums, small talk and
// instructions to the assistant (worker/domain/assistant/question-kind.ts): every *tune* question of
// the demo library (kept in the repo, bench/eval/demo-library) still reads as a policy question.
// The public sets (../shared/eval) are not read here: a clean clone does not have them; `npm run
// bench:rag` reports how many of their answerable questions are declined.
// Plain Node (node --test).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { loadDemoLibrary } from "../../scripts/bench/rag/demo-library.ts";
import type { EvalSet } from "../../scripts/bench/rag/eval-data.ts";
import { questionKindOf } from "../../worker/domain/assistant/question-kind.ts";

function declinedTuneQuestions(set: EvalSet): string[] {
  return set.questions
    .filter((q) => q.part === "tune" && (q.kind === "policy" || q.kind === "unanswerable"))
    .filter((q) => questionKindOf(q.question) !== "policy")
    .map((q) => `${questionKindOf(q.question)}: ${q.question}`);
}

describe("policy questions are never declined as sums, small talk or instructions", () => {
  it("reads every tune question of the demo library as a policy question", () => {
    const set = loadDemoLibrary();
    assert.ok(set.questions.some((q) => q.part === "tune"));
    assert.deepEqual(declinedTuneQuestions(set), []);
  });
});
