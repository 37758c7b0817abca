// Does the assistant say so when two documents in force disagree (decision 020), and only then?
// The demo library's known disagreements (bench/eval/demo-library/conflicts.json: 11 questions
// whose answer differs between two templates) are asked of the demo company; every other answer
// of the run counts as a false alarm when it opens with the disagreement notice.
import { readFileSync } from "node:fs";
import path from "node:path";
import { seedTemplates } from "../../../worker/db/seed/templates/index.ts";
import { gatherEvidence } from "../../../worker/domain/assistant/answer-question.ts";
import { DISAGREEMENT_OPENING } from "../../../worker/domain/assistant/policy-disagreement.ts";
import { writeAnswer } from "../../../worker/domain/assistant/write-answer.ts";
import type { DomainContext } from "../../../worker/domain/context.ts";
import type { QuestionResult } from "./quality.ts";
import { type Part, partOf } from "./split.ts";

interface KnownDisagreement {
  question: string;
  a: { template: string; text: string };
  b: { template: string; text: string };
}

export interface DisagreementResult {
  part: Part;
  question: string;
  /** The reply says the documents disagree. */
  said: boolean;
  /** …and names both documents that do. */
  namesBoth: boolean;
  reply: string;
}

export interface DisagreementFigures {
  known: number;
  said: number;
  namesBoth: number;
  /** Other answers (not declined) of the same part, and how many claimed a disagreement. */
  otherAnswers: number;
  falseAlarms: number;
}

export function claimsDisagreement(reply: string): boolean {
  return reply.startsWith(DISAGREEMENT_OPENING);
}

/** The known disagreements asked of the demo company (its documents are titled as demo-library.ts titles them). */
export async function measureDisagreements(
  ctx: DomainContext,
  demoCompanyId: number,
  parts: readonly Part[],
): Promise<DisagreementResult[]> {
  const known = JSON.parse(
    readFileSync(path.join(process.cwd(), "bench", "eval", "demo-library", "conflicts.json"), "utf8"),
  ) as KnownDisagreement[];
  const titleOf = (slug: string) => {
    const template = seedTemplates.find((t) => t.slug === slug);
    if (!template) throw new Error(`conflicts.json names an unknown template: ${slug}`);
    return `Northwind ${template.name}`;
  };
  const results: DisagreementResult[] = [];
  for (const k of known) {
    const part = partOf(k.question);
    if (!parts.includes(part)) continue;
    const evidence = await gatherEvidence(ctx, demoCompanyId, k.question);
    const reply = await writeAnswer(ctx.answerModel, evidence, ctx.log);
    const said = !reply.abstained && claimsDisagreement(reply.message);
    const namesBoth = said && [k.a.template, k.b.template].every((t) => reply.message.includes(titleOf(t)));
    results.push({ part, question: k.question, said, namesBoth, reply: reply.message });
  }
  return results;
}

export function disagreementFigures(
  known: readonly DisagreementResult[],
  others: readonly QuestionResult[],
): DisagreementFigures {
  const answered = others.filter((r) => !r.declined);
  return {
    known: known.length,
    said: known.filter((r) => r.said).length,
    namesBoth: known.filter((r) => r.namesBoth).length,
    otherAnswers: answered.length,
    falseAlarms: answered.filter((r) => claimsDisagreement(r.reply)).length,
  };
}
