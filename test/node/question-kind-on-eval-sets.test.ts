// A real policy question is never declined by the patterns that decline sums, small talk and
// instructions to the assistant (worker/domain/assistant/question-kind.ts): every *tune* question of
// the demo library, the H2O bank policy and PolicyQA (../shared/eval, or EVAL_DIR, as
// `npm run bench:rag` reads them) still reads as a policy question. Plain Node (node --test).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { loadDemoLibrary } from "../../scripts/bench/rag/demo-library.ts";
import { type EvalSet, evalDirectory, loadH2o, loadPolicyQa } from "../../scripts/bench/rag/eval-data.ts";
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

  it("reads every tune question of the H2O bank policy as a policy question", () => {
    assert.deepEqual(declinedTuneQuestions(loadH2o(evalDirectory())), []);
  });

  it("reads every tune question of PolicyQA as a policy question", () => {
    assert.deepEqual(declinedTuneQuestions(loadPolicyQa(evalDirectory())), []);
  });
});
