// The blind question set (bench/eval/demo-library-blind) stays true to the library it is asked of:
// every expected fact and answer sentence is still in the template it names, as the seed fills it,
// so an edit to a template cannot quietly turn a right answer into a "wrong" one in the bench. And
// it is asked of the demo library's own company, as test only (nothing is tuned on it).
// Plain Node (node --test).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import {
  filledTemplateText,
  loadDemoLibrary,
  loadDemoLibraryBlind,
} from "../../scripts/bench/rag/demo-library.ts";
import { seedTemplates } from "../../worker/db/seed/templates/index.ts";

interface BlindQuestion {
  id: string;
  question: string;
  facts: string[];
  template: string | null;
  answer?: string;
}

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

describe("the demo library asked blind", () => {
  const questions = JSON.parse(
    readFileSync("bench/eval/demo-library-blind/questions.json", "utf8"),
  ) as BlindQuestion[];

  it("finds every expected fact in the sentence, and the sentence in the template, that answer it", () => {
    const filled = new Map(seedTemplates.map((t) => [t.slug, normal(filledTemplateText(t))]));
    const broken: string[] = [];
    for (const q of questions) {
      if (q.template === null) {
        if (q.facts.length > 0) broken.push(`${q.id}: facts without a template`);
        continue;
      }
      const text = filled.get(q.template);
      if (!text || !q.answer) {
        broken.push(`${q.id}: no template ${q.template} or no answer sentence`);
        continue;
      }
      if (!text.includes(normal(q.answer))) broken.push(`${q.id}: answer not in ${q.template}`);
      for (const fact of q.facts) {
        if (!normal(q.answer).includes(normal(fact))) broken.push(`${q.id}: "${fact}" not in its answer`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it("is asked of the demo library's company, as test only", () => {
    const blind = loadDemoLibraryBlind();
    const demoCorpus = loadDemoLibrary().corpora[0]!.id;
    assert.equal(blind.questions.length, questions.length);
    assert.ok(blind.questions.every((q) => q.part === "test" && q.corpus === demoCorpus));
    assert.equal(blind.corpora[0]!.id, demoCorpus);
  });
});
