// The blind question sets (bench/eval/demo-library-blind and -blind-2) stay true to the library they
// are asked of: every expected fact and answer sentence is still in the template it names, as the
// seed fills it, so an edit to a template cannot quietly turn a right answer into a "wrong" one in
// the bench. And they are asked of the demo library's own company: the first round as tune (its
// holdout figure is recorded), the second as test only (nothing is tuned on it).
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

const rounds = [
  { round: 1, folder: "bench/eval/demo-library-blind", part: "tune" },
  { round: 2, folder: "bench/eval/demo-library-blind-2", part: "test" },
] as const;

for (const { round, folder, part } of rounds) {
  describe(`the demo library asked blind, round ${round}`, () => {
    const questions = JSON.parse(readFileSync(`${folder}/questions.json`, "utf8")) as BlindQuestion[];

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

    it(`is asked of the demo library's company, as ${part} only`, () => {
      const blind = loadDemoLibraryBlind(round);
      const demoCorpus = loadDemoLibrary().corpora[0]!.id;
      assert.equal(blind.questions.length, questions.length);
      assert.ok(blind.questions.every((q) => q.part === part && q.corpus === demoCorpus));
      assert.equal(blind.corpora[0]!.id, demoCorpus);
      assert.equal(blind.unseen === true, part === "test");
    });
  });
}

it("asks no question twice across the demo library's question sets", () => {
  const asked = ["bench/eval/demo-library", ...rounds.map((r) => r.folder)].flatMap((folder) =>
    (JSON.parse(readFileSync(`${folder}/questions.json`, "utf8")) as BlindQuestion[]).map((q) =>
      normal(q.question),
    ),
  );
  assert.equal(new Set(asked).size, asked.length);
});
