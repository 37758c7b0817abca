// A reply's confidence: the estimated probability that the composed answer holds what the person
// asked for, from what the answer shows of the question (compose-answer.ts, AnswerEvidence). A
// logistic model fitted on the *tune* part of the evaluation sets (fitted-weights.ts), so a reply
// at 0.8 is right about eight times in ten on questions it was not fitted on — `npm run bench:rag`
// reports the calibration (expected calibration error and a reliability diagram) on *test*.
import type { ConfidenceFeatureName, LogisticWeights } from "./answer-features";
import type { AnswerEvidence } from "./compose-answer";
import { CONFIDENCE_WEIGHTS } from "./fitted-weights";

export function answerConfidence(
  evidence: AnswerEvidence,
  weights: LogisticWeights<ConfidenceFeatureName> = CONFIDENCE_WEIGHTS,
): number {
  // Nothing to quote, or a quote about something else than what was asked: declined, whatever the
  // model would make of its other evidence ("More than ten working days" from the remote-work
  // policy, for "How many days of annual leave do I get?").
  if (evidence.best === 0 || evidence.offSubject === 1) return 0;
  let z = weights.intercept;
  for (const [name, weight] of Object.entries(weights.weights)) {
    z += weight * evidence[name as ConfidenceFeatureName];
  }
  return Math.round(1000 / (1 + Math.exp(-z))) / 1000;
}
