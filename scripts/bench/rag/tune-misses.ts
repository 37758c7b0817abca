// `npx tsx scripts/bench/rag/tune-misses.ts [--sets demo,h2o,policyqa] [--out file.json]`: error
// analysis of the extractive answer on the *tune* part only (test questions are never read here).
// For every tune question whose passages read hold its facts but whose reply does not, a class:
// - declined: the draft holds the facts but the confidence was under DECLINE_BELOW;
// - wrong-sentence: one candidate sentence holds every fact, and the answer did not take it
//   (in-best-passage: it lies in the passage the answer quoted first; other-passage otherwise);
// - spread: no one sentence holds them, but a run of sentences of one passage does (with how many);
// - dropped: the passage's text holds them, its cleaned sentences do not (splitter or cleaning);
// - second-passage: the answer's sentences without the second passage's one, plus the next ones
//   of the first passage, would have held the facts;
// - scattered: the facts are only held by several passages together.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { libraryTextExtractor } from "../../../worker/adapters/extract/library-text-extractor.ts";
import { gatherEvidence } from "../../../worker/domain/assistant/answer-question.ts";
import {
  type CandidateSentence,
  sentencesOfPassages,
  writtenSentence,
} from "../../../worker/domain/assistant/answer-sentences.ts";
import { scoreSentences } from "../../../worker/domain/assistant/compose-answer.ts";
import { writeAnswer } from "../../../worker/domain/assistant/write-answer.ts";
import { detectImportFormat } from "../../../worker/domain/imports/detect-import-format.ts";
import { readImportedText } from "../../../worker/domain/imports/import-document.ts";
import { addKnowledgeText, createBenchCompany, openFreshDatabase } from "./database.ts";
import { loadDemoLibrary, loadDemoLibraryBlind } from "./demo-library.ts";
import { type EvalSet, evalDirectory, loadH2o, loadPolicyQa } from "./eval-data.ts";
import { answerText } from "./quality.ts";
import { answerMatcher } from "./scoring.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const wanted = new Set((option("--sets") ?? "demo,h2o,policyqa").split(","));
const out = option("--out") ?? "/tmp/tune-misses.json";
/** Prints the scored sentences of the tune questions holding this text. */
const explain = option("--explain")?.toLowerCase();

const sets: EvalSet[] = [];
if (wanted.has("policyqa")) sets.push(loadPolicyQa(evalDirectory()));
if (wanted.has("h2o")) sets.push(loadH2o(evalDirectory()));
if (wanted.has("demo")) sets.push(loadDemoLibrary());
if (wanted.has("blind")) sets.push(loadDemoLibraryBlind(1));

const db = await openFreshDatabase(option("--state") ?? ".wrangler/tune-misses-state");
const rows: unknown[] = [];
/** With --cache <file>: every tune question's passages, to try composer variants without a database. */
const cacheFile = option("--cache");
const cache: unknown[] = [];
const counts = new Map<string, Map<string, number>>();
const count = (set: string, cls: string) => {
  const m = counts.get(set) ?? new Map<string, number>();
  m.set(cls, (m.get(cls) ?? 0) + 1);
  counts.set(set, m);
};
try {
  const companies = new Map<string, number>();
  for (const set of sets) {
    for (const corpus of set.corpora) {
      if (companies.has(corpus.id)) continue;
      const companyId = await createBenchCompany(db.ctx, corpus.title);
      for (const doc of corpus.documents) {
        const text = doc.text ?? (await readUpload(doc.file!));
        await addKnowledgeText(db.ctx, companyId, doc.title, text, doc.category ?? "other");
      }
      companies.set(corpus.id, companyId);
    }
  }
  for (const set of sets) {
    for (const q of set.questions) {
      if (q.part !== "tune" || q.kind !== "policy" || q.key.kind === "none") continue;
      const matches = answerMatcher(q.key);
      const evidence = await gatherEvidence(db.ctx, companies.get(q.corpus)!, q.question);
      const reply = await writeAnswer(db.ctx.answerModel, evidence, db.ctx.log);
      const right = !reply.abstained && matches(answerText(reply.message));
      const draftRight = matches(answerText(evidence.draft?.text ?? ""));
      const passages = evidence.passages;
      if (cacheFile)
        cache.push({
          set: set.name,
          question: q.question,
          key: q.key,
          passages,
          topSimilarity: evidence.hits[0]?.similarity ?? 0,
        });
      const holding = passages.findIndex((p) => matches(p.content));
      const together = matches(passages.map((p) => p.content).join("\n"));
      count(set.name, "questions");
      if (right) {
        count(set.name, "right");
        continue;
      }
      if (holding < 0 && !together) {
        count(set.name, "not-retrieved");
        continue;
      }
      const sentences = sentencesOfPassages(passages);
      const { scored } = scoreSentences(q.question, passages);
      const chosen = evidence.draft?.sentences ?? [];
      if (explain && q.question.toLowerCase().includes(explain)) {
        console.log(
          `\nQ: ${q.question}\nKEY: ${JSON.stringify(q.key)}\nCONF ${evidence.confidence} DRAFT: ${evidence.draft?.text}`,
        );
        for (const [i, p] of passages.entries())
          console.log(`  P${i + 1} ${p.source} / ${p.section} ${matches(p.content) ? "HOLDS" : ""}`);
        for (const s of scored.slice(0, 10))
          console.log(
            `  ${s.score.toFixed(3)} P${s.sentence.rank + 1}#${s.sentence.index} ${matches(writtenSentence(s.sentence)) ? "*" : " "} ${writtenSentence(s.sentence).slice(0, 140)}\n      ${Object.entries(
              s.features,
            )
              .map(([k, v]) => `${k}=${Number(v).toFixed(2)}`)
              .join(" ")}`,
          );
        const h = scored.find((s) => matches(writtenSentence(s.sentence)));
        if (h)
          console.log(
            `  HOLDER ${h.score.toFixed(3)} ${Object.entries(h.features)
              .map(([k, v]) => `${k}=${Number(v).toFixed(2)}`)
              .join(" ")}`,
          );
      }
      let cls: string;
      let detail = "";
      const holder = sentences.find((s) => !s.heading && matches(writtenSentence(s)));
      if (evidence.draft && draftRight) cls = "declined";
      else if (holder) {
        const firstPassage = chosen[0]?.passage;
        cls =
          holder.passage === firstPassage ? "wrong-sentence:in-best-passage" : "wrong-sentence:other-passage";
        const rank = scored.findIndex(
          (s) => s.sentence.passage === holder.passage && s.sentence.index === holder.index,
        );
        detail = `holder rank ${rank} score ${scored[rank]?.score.toFixed(3)} vs best ${scored[0]?.score.toFixed(3)}${holder.unquotable ? " (unquotable)" : ""}`;
      } else if (holding >= 0) {
        const own = sentences.filter((s) => s.passage === passages[holding] && !s.heading);
        const run = shortestRun(own, (text) => matches(text));
        if (run) {
          cls = secondPassageWorse(chosen, own, matches) ? "second-passage" : "spread";
          detail = `needs ${run} sentences`;
        } else cls = "dropped";
      } else cls = "scattered";
      count(set.name, cls);
      rows.push({
        set: set.name,
        question: q.question,
        key: q.key,
        cls,
        detail,
        confidence: evidence.confidence,
        declined: reply.abstained,
        draft: evidence.draft?.text ?? "",
        holdingPassage: holding + 1,
        passage: holding >= 0 ? passages[holding]!.content : "",
        section: holding >= 0 ? passages[holding]!.section : "",
        holderSentence: holder ? writtenSentence(holder) : "",
      });
    }
  }
} finally {
  await db.dispose();
}
writeFileSync(out, JSON.stringify(rows, null, 1));
if (cacheFile) writeFileSync(cacheFile, JSON.stringify(cache));
for (const [set, m] of counts) console.log(set, Object.fromEntries(m));
console.log(`Wrote ${rows.length} misses to ${out}`);

/** The fewest consecutive sentences of a passage whose joined text holds the facts. */
function shortestRun(own: CandidateSentence[], matches: (t: string) => boolean): number | null {
  for (let n = 1; n <= own.length; n++) {
    for (let i = 0; i + n <= own.length; i++) {
      if (
        matches(
          own
            .slice(i, i + n)
            .map(writtenSentence)
            .join(" "),
        )
      )
        return n;
    }
  }
  return null;
}

/** The answer's first-passage sentences with the next ones of that passage in the place of another passage's. */
function secondPassageWorse(
  chosen: CandidateSentence[],
  own: CandidateSentence[],
  matches: (t: string) => boolean,
): boolean {
  if (chosen.length < 2 || chosen[0]!.passage === chosen[chosen.length - 1]!.passage) return false;
  const first = chosen.filter((s) => s.passage === chosen[0]!.passage);
  const last = first[first.length - 1]!;
  const next = own.find((s) => s.index === last.index + 1 && s.passage === last.passage);
  return next !== undefined && matches([...first, next].map(writtenSentence).join(" "));
}

/** A file's text as the knowledge-base upload reads it (as bench-rag.ts does). */
async function readUpload(file: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(file));
  const name = path.basename(file);
  const { text } = await readImportedText(detectImportFormat(name, bytes), bytes, name, libraryTextExtractor);
  return text;
}
